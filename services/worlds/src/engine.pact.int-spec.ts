import { identityMessages, WORLD_STATUS, worldsMessages as m } from '@simbiz/contracts';
import { Requester, type RunningService, bootstrapService } from '@simbiz/service-kit';
import { isolatedScope, signedLicense, startPeers, testLicenseKeys, verifyMessagePact } from '@simbiz/testing';
import { type NatsConnection, connect } from 'nats';
import { randomUUID } from 'node:crypto';
import { worldsMigrations } from './database/migrations';
import { WorldsModule } from './worlds.module';

const EXAMPLE_WORLD = '3f2a6c1e-8b7d-4e2f-9a10-5c4b3a2d1e0f';

/** worlds keeps the engine's pact (pacts/simulation-engine-worlds.json): plans and stage reports. */
describe('worlds honours the engine’s pact', () => {
  let service: RunningService;
  let nc: NatsConnection;
  let api: Requester;
  let stopPeers: () => Promise<void>;
  const tick = process.env['WORLDS_TICK_MS'];

  beforeAll(async () => {
    const scope = await isolatedScope('worldsenginepact');
    nc = await connect({ servers: scope.natsUrl });
    api = new Requester(nc, scope.subjectPrefix, 3_000);
    const keys = testLicenseKeys();
    stopPeers = await startPeers(scope, api, ['identity', 'teams'], { LICENSE_PUBLIC_KEY: keys.publicKeyPem });
    // Every provider state makes a world of its own: more than the community edition allows.
    const document = signedLicense(
      { licensee: 'Pact', seats: 10, simulations: 20, membersPerInstructor: 100, expiresAt: new Date(Date.now() + 86_400_000).toISOString() },
      keys.privateKey,
    );
    await api.call(identityMessages.installLicense, { document }, { caller: { userId: randomUUID(), roles: ['admin'] } });
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

  /** A fresh world whose first round has closed (and, if asked, is being resolved). */
  async function closedWorld(resolving: boolean): Promise<string> {
    const manager = { caller: { userId: randomUUID(), roles: ['licensed' as const] } };
    const name = `Pact ${randomUUID().slice(0, 8)}`;
    const { worldId } = await api.call(
      m.create,
      { name, confirmName: name, screenplayId: 'starter', startAt: new Date(Date.now() + 1_000).toISOString() },
      manager,
    );
    for (let i = 0; (await api.call(m.roundPlan, { worldId })).status !== WORLD_STATUS.running; i++) {
      if (i > 100) throw new Error('the world did not start');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await api.call(m.closeRound, { worldId }, manager);
    if (resolving) await api.call(m.evaluationStarted, { worldId, round: 1 });
    return worldId;
  }

  it('answers every interaction as the engine expects', async () => {
    await verifyMessagePact({
      pact: 'simulation-engine-worlds.json',
      provider: 'worlds',
      requester: api,
      states: {
        'a world whose round 1 has closed': async () => ({ caller: {}, replace: { [EXAMPLE_WORLD]: await closedWorld(false) } }),
        'a world whose round 1 is being resolved': async () => ({ caller: {}, replace: { [EXAMPLE_WORLD]: await closedWorld(true) } }),
      },
      messages: {
        'the plan of a closed round': m.roundPlan,
        'the engine starts on round 1': m.evaluationStarted,
        'round 1 is resolved': m.evaluated,
        'a report of a round the world is not resolving': m.evaluated,
      },
    });
  }, 60_000);
});
