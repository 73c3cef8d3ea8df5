import { createScratchDatabase } from './postgres';

/** What a test worker gets from the global setup: the run's servers, database and prefix. */
export interface RunEnv {
  adminDatabaseUrl: string;
  databaseUrl: string;
  natsUrl: string;
  subjectPrefix: string;
  runId: string;
}

export const RUN_ENV_VARS = {
  adminDatabaseUrl: 'TEST_ADMIN_DATABASE_URL',
  databaseUrl: 'TEST_DATABASE_URL',
  natsUrl: 'TEST_NATS_URL',
  subjectPrefix: 'TEST_SUBJECT_PREFIX',
  runId: 'TEST_RUN_ID',
} as const;

export function runEnv(env: NodeJS.ProcessEnv = process.env): RunEnv {
  const values = Object.fromEntries(Object.entries(RUN_ENV_VARS).map(([key, name]) => [key, env[name]])) as Partial<RunEnv>;
  const missing = Object.entries(RUN_ENV_VARS).filter(([key]) => !values[key as keyof RunEnv]);
  if (missing.length > 0) {
    throw new Error(
      `Test infrastructure missing (${missing.map(([, n]) => n).join(', ')}): spread libs/testing/jest-infra.cjs into this project's jest config`,
    );
  }
  return values as RunEnv;
}

export interface TestScope {
  databaseUrl: string;
  natsUrl: string;
  subjectPrefix: string;
}

/**
 * A database and subject prefix for one test file, so files running in parallel workers never
 * share a queue group or a schema. Dropped with the run's other databases at teardown.
 */
export async function isolatedScope(label: string): Promise<TestScope> {
  const env = runEnv();
  const safe = label
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '_')
    .slice(0, 20);
  const name = `${databaseNamePrefix(env.runId)}_${safe}`;
  const databaseUrl = await createScratchDatabase(env.adminDatabaseUrl, name);
  return { databaseUrl, natsUrl: env.natsUrl, subjectPrefix: `${env.subjectPrefix}-${safe}` };
}

/** Every database of a run starts with this, so teardown can find them all. */
export function databaseNamePrefix(runId: string): string {
  return `simbiz_test_${runId}`;
}
