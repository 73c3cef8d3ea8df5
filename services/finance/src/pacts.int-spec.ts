import { productsMessages, financeMessages as m } from '@simbiz/contracts';
import { bootstrapService, Requester, type RunningService } from '@simbiz/service-kit';
import { isolatedScope, type Person, playableWorld, startPeers, verifyMessagePact } from '@simbiz/testing';
import { connect, type NatsConnection } from 'nats';
import { randomUUID } from 'node:crypto';
import { financeMigrations } from './database/migrations';
import { FinanceModule } from './finance.module';

const EXAMPLE_WORLD = '3f2a6c1e-8b7d-4e2f-9a10-5c4b3a2d1e0f';

/** finance keeps the gateway's pact (pacts/gateway-finance.json) and the engine's (pacts/simulation-engine-finance.json). */
describe('finance honours the pacts of the gateway and the engine', () => {
  let service: RunningService;
  let nc: NatsConnection;
  let api: Requester;
  let stopPeers: () => Promise<void>;
  let world: Promise<{ worldId: string; player: Person }> | undefined;

  beforeAll(async () => {
    const scope = await isolatedScope('financepact');
    nc = await connect({ servers: scope.natsUrl });
    api = new Requester(nc, scope.subjectPrefix, 5_000);
    stopPeers = await startPeers(scope, api, ['identity', 'worlds', 'teams'], { WORLDS_TICK_MS: '100' });
    service = await bootstrapService({ name: 'finance', module: FinanceModule, migrations: financeMigrations }, { handleSignals: false, config: { ...scope, logLevel: 'silent' } });
  }, 120_000);
  afterAll(async () => {
    await service?.close();
    await stopPeers?.();
    await nc?.close();
  });

  /** One running world with a team, made the first time a state needs it. */
  const teamWorld = () =>
    (world ??= playableWorld(api, { name: 'Pact', players: ['ann'] }).then(({ worldId, people }) => ({ worldId, player: people['ann'] ?? { userId: '', roles: [] } })));
  const states = {
    'a world with a team': async () => {
      const { worldId, player } = await teamWorld();
      return { caller: player, replace: { [EXAMPLE_WORLD]: worldId } };
    },
    'a team with a brand': async () => {
      const { worldId, player } = await teamWorld();
      if ((await api.call(productsMessages.listBrands, { worldId }, { caller: player })).length === 0) await api.call(productsMessages.createBrand, { worldId, name: 'Trailhead' }, { caller: player });
      return { caller: player, replace: { [EXAMPLE_WORLD]: worldId } };
    },
    'a world and a stranger': async () => ({ caller: { userId: randomUUID(), roles: [] }, replace: { [EXAMPLE_WORLD]: (await teamWorld()).worldId } }),
  };

  it('answers every interaction as the gateway expects', async () => {
    await verifyMessagePact({ pact: 'gateway-finance.json', provider: 'finance', requester: api, states, messages: { 'the capital of a team before the first round': m.capital } });
  }, 60_000);

  it('answers every interaction as the engine expects', async () => {
    await verifyMessagePact({
      pact: 'simulation-engine-finance.json',
      provider: 'finance',
      requester: api,
      states,
      messages: { 'the finance snapshot of round 1': m.snapshot, 'the finance slice of round 1': m.apply },
    });
  }, 60_000);
});
