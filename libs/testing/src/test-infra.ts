import { randomBytes } from 'node:crypto';
import { type NatsServerHandle, deleteStreamsOf, findOrStartNats } from './nats';
import { type PostgresServer, createScratchDatabase, dropScratchDatabases, findOrStartPostgres } from './postgres';
import { type RunEnv, databaseNamePrefix } from './run-env';

/** The real servers of one test run, isolated from every other run on the same machine. */
export interface TestInfra extends RunEnv {
  postgresSource: PostgresServer['source'];
  natsSource: NatsServerHandle['source'];
  /** Drops the run's databases and stops any server the run started. */
  stop(): Promise<void>;
}

export function newRunId(): string {
  return `${Date.now().toString(36)}${randomBytes(4).toString('hex')}`;
}

export async function startTestInfra(env: NodeJS.ProcessEnv = process.env): Promise<TestInfra> {
  const runId = newRunId();
  const [postgres, nats] = await Promise.all([findOrStartPostgres(env), findOrStartNats(env)]);
  const prefix = databaseNamePrefix(runId);
  const databaseUrl = await createScratchDatabase(postgres.adminUrl, prefix);
  return {
    runId,
    adminDatabaseUrl: postgres.adminUrl,
    databaseUrl,
    natsUrl: nats.url,
    subjectPrefix: `t${runId}`,
    postgresSource: postgres.source,
    natsSource: nats.source,
    stop: async () => {
      await dropScratchDatabases(postgres.adminUrl, prefix);
      await deleteStreamsOf(nats.url, `t${runId}`).catch(() => undefined);
      await Promise.all([postgres.stop(), nats.stop()]);
    },
  };
}
