import { bootstrapService, Requester, type RunningService } from '@simbiz/service-kit';
import { type ServiceSuite, serviceSuite } from '@simbiz/testing';
import { engineMigrations } from '../database/migrations';
import { EngineModule } from '../engine.module';

/** Every service a round goes through, each in a process of its own (worlds' clock fast). */
const ROUND_PEERS = ['identity', 'worlds', 'teams', 'warehouse', 'products', 'stores', 'finance'] as const;

/**
 * A suite playing whole rounds: every other service as a process, and the engine in the test's
 * process unless the suite starts it itself (`engine: false`).
 */
export function roundSuite(label: string, options: { requestTimeoutMs: number; engine: boolean }): ServiceSuite<Requester, RunningService> {
  return serviceSuite<Requester, RunningService>(label, {
    requester: (nc, prefix) => new Requester(nc, prefix, options.requestTimeoutMs),
    peers: ROUND_PEERS,
    peerEnv: { WORLDS_TICK_MS: '100' },
    service: options.engine
      ? (config) => bootstrapService({ name: 'simulation-engine', module: EngineModule, migrations: engineMigrations }, config)
      : undefined,
  });
}
