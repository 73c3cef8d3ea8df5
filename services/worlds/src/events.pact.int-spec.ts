import { MessageProviderPact } from '@pact-foundation/pact';
import { roundClosedEvent, WORLD_STATUS, worldsMessages as m } from '@simbiz/contracts';
import { bootstrapService, Requester, type RunningService } from '@simbiz/service-kit';
import { isolatedScope, startPeers, waitUntil } from '@simbiz/testing';
import { connect, type NatsConnection } from 'nats';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { worldsMigrations } from './database/migrations';
import { WorldsModule } from './worlds.module';

/** worlds keeps the engine's pact with its events (pacts/simulation-engine-worlds-events.json): the closed round, as really published. */
describe('worlds honours the engine’s pact with its events', () => {
  let service: RunningService;
  let nc: NatsConnection;
  let api: Requester;
  let stopPeers: () => Promise<void>;
  const tick = process.env['WORLDS_TICK_MS'];

  beforeAll(async () => {
    const scope = await isolatedScope('worldseventspact');
    nc = await connect({ servers: scope.natsUrl });
    api = new Requester(nc, scope.subjectPrefix, 3_000);
    stopPeers = await startPeers(scope, api, ['identity']);
    process.env['WORLDS_TICK_MS'] = '100';
    service = await bootstrapService(
      { name: 'worlds', module: WorldsModule, migrations: worldsMigrations },
      { handleSignals: false, config: { ...scope, logLevel: 'silent' } },
    );
  }, 90_000);
  afterAll(async () => {
    if (tick === undefined) delete process.env['WORLDS_TICK_MS'];
    else process.env['WORLDS_TICK_MS'] = tick;
    await service?.close();
    await stopPeers?.();
    await nc?.close();
  });

  /** Starts a world, has its manager close round 1, and returns the event worlds published for it. */
  async function closedRound(): Promise<unknown> {
    const manager = { caller: { userId: randomUUID(), roles: ['licensed' as const] } };
    const { worldId } = await api.call(
      m.create,
      { name: 'Events', confirmName: 'Events', screenplayId: 'starter', startAt: new Date(Date.now() + 1_000).toISOString() },
      manager,
    );
    await waitUntil(
      () => api.call(m.roundPlan, { worldId }),
      (plan) => plan.status === WORLD_STATUS.running,
    );
    const heard: unknown[] = [];
    const stop = api.listen(roundClosedEvent.subject, roundClosedEvent.payload, (event) => event.worldId === worldId && heard.push(event));
    await api.call(m.closeRound, { worldId }, manager);
    await waitUntil(
      async () => heard.length,
      (n) => n > 0,
      5_000,
    );
    stop();
    return heard[0];
  }

  it('publishes a closed round as the engine expects', async () => {
    let message: unknown;
    await new MessageProviderPact({
      provider: 'worlds-events',
      pactUrls: [join(__dirname, '../../../pacts/simulation-engine-worlds-events.json')],
      logLevel: 'warn',
      stateHandlers: {
        'a world whose round 1 has closed': async () => {
          message = await closedRound();
        },
      },
      messageProviders: { 'a closed round': async () => message },
    }).verify();
  }, 60_000);
});
