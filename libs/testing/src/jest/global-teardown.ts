import { rmSync } from 'node:fs';
import { INFRA_KEY, type InfraHolder } from './infra-key';

/** Drops the run's database and stops any server the setup started. */
export default async function globalTeardown(): Promise<void> {
  const holder = globalThis as InfraHolder;
  await holder[INFRA_KEY]?.stop();
  delete holder[INFRA_KEY];
  const files = process.env['FILE_STORAGE_DIR'];
  if (files?.includes('simbiz-test-files-')) rmSync(files, { recursive: true, force: true });
}
