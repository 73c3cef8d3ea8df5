import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { RUN_ENV_VARS } from '../run-env';
import { startTestInfra } from '../test-infra';
import { INFRA_KEY, type InfraHolder } from './infra-key';

/**
 * Jest global setup for suites that talk to PostgreSQL and NATS: finds or starts both, makes a
 * database and a subject prefix for this run, and hands them to the test workers as env vars.
 * Files the run stores (reference uploads) go to a directory of its own on the local disk, which
 * the gateway in a test and the services it starts share; the teardown removes it.
 */
export default async function globalSetup(): Promise<void> {
  const infra = await startTestInfra(process.env);
  (globalThis as InfraHolder)[INFRA_KEY] = infra;
  for (const [key, name] of Object.entries(RUN_ENV_VARS)) {
    process.env[name] = infra[key as keyof typeof RUN_ENV_VARS];
  }
  process.env['FILE_STORAGE'] = 'disk';
  process.env['FILE_STORAGE_DIR'] = mkdtempSync(join(tmpdir(), 'simbiz-test-files-'));
}
