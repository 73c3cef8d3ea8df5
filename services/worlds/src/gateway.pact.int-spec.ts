import { worldsMessages as m } from '@simbiz/contracts';
import { Requester, type RunningService, bootstrapService } from '@simbiz/service-kit';
import { isolatedScope, startPeers, verifyMessagePact } from '@simbiz/testing';
import { type NatsConnection, connect } from 'nats';
import { randomUUID } from 'node:crypto';
import { worldsMigrations } from './database/migrations';
import { WorldsModule } from './worlds.module';

const EXAMPLE_WORLD = '3f2a6c1e-8b7d-4e2f-9a10-5c4b3a2d1e0f';

/** worlds keeps the gateway's pact (pacts/gateway-worlds.json), identity and teams as processes. */
describe('worlds honours the gateway’s pact', () => {
  let service: RunningService;
  let nc: NatsConnection;
  let api: Requester;
  let stopPeers: () => Promise<void>;

  beforeAll(async () => {
    const scope = await isolatedScope('worldspact');
    nc = await connect({ servers: scope.natsUrl });
    api = new Requester(nc, scope.subjectPrefix, 3_000);
    stopPeers = await startPeers(scope, api, ['identity', 'teams']);
    service = await bootstrapService(
      { name: 'worlds', module: WorldsModule, migrations: worldsMigrations },
      { handleSignals: false, config: { ...scope, logLevel: 'silent' } },
    );
  }, 90_000);
  afterAll(async () => {
    await service?.close();
    await stopPeers?.();
    await nc?.close();
  });

  it('answers every interaction as the gateway expects', async () => {
    const manager = { userId: randomUUID(), roles: ['licensed' as const] };
    let worldId: string | undefined;
    const world = async () => {
      worldId ??= (
        await api.call(
          m.create,
          { name: 'Pact', confirmName: 'Pact', screenplayId: 'starter', startAt: new Date(Date.now() + 3_600_000).toISOString() },
          { caller: manager },
        )
      ).worldId;
      return worldId;
    };
    await verifyMessagePact({
      pact: 'gateway-worlds.json',
      provider: 'worlds',
      requester: api,
      states: {
        'a world and its manager': async () => ({ caller: manager, replace: { [EXAMPLE_WORLD]: await world() } }),
        'a world and a stranger': async () => ({ caller: { userId: randomUUID(), roles: [] }, replace: { [EXAMPLE_WORLD]: await world() } }),
      },
      messages: {
        'the details of a world for its manager': m.details,
        'the details of a world for a stranger': m.details,
        'the current round before the start': m.currentRound,
      },
    });
  });
});
