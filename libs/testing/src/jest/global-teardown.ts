import { INFRA_KEY, type InfraHolder } from './infra-key';

/** Drops the run's database and stops any server the setup started. */
export default async function globalTeardown(): Promise<void> {
  const holder = globalThis as InfraHolder;
  await holder[INFRA_KEY]?.stop();
  delete holder[INFRA_KEY];
}
