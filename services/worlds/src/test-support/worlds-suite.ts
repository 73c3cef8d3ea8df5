import { bootstrapService, Requester, type RunningService } from '@simbiz/service-kit';
import { serviceSuite, type ServiceSuiteOptions } from '@simbiz/testing';
import { worldsMigrations } from '../database/migrations';
import { WorldsModule } from '../worlds.module';

/** An integration suite of worlds: the service in the test's process, identity and teams as processes unless said. */
export function worldsSuite(label: string, options: Omit<ServiceSuiteOptions<Requester, RunningService>, 'requester' | 'service'> = {}) {
  return serviceSuite<Requester, RunningService>(label, {
    peers: ['identity', 'teams'],
    timeoutMs: 90_000,
    ...options,
    requester: (nc, prefix) => new Requester(nc, prefix, 3_000),
    service: (config) => bootstrapService({ name: 'worlds', module: WorldsModule, migrations: worldsMigrations, audit: true }, config),
  });
}
