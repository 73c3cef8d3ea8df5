import { teamsMessages as t, worldsMessages as w } from '@simbiz/contracts';
import { Requester, type RunningService, bootstrapService } from '@simbiz/service-kit';
import { isolatedScope, startPeers, verifyMessagePact } from '@simbiz/testing';
import { type NatsConnection, connect } from 'nats';
import { randomUUID } from 'node:crypto';
import { teamsMigrations } from './database/migrations';
import { TeamsModule } from './teams.module';

const EXAMPLE_WORLD = '3f2a6c1e-8b7d-4e2f-9a10-5c4b3a2d1e0f';

/** teams keeps the engine's pact (pacts/simulation-engine-teams.json): the roster and statuses. */
describe('teams honours the engine’s pact', () => {
  let service: RunningService;
  let nc: NatsConnection;
  let api: Requester;
  let stopPeers: () => Promise<void>;

  beforeAll(async () => {
    const scope = await isolatedScope('teamsenginepact');
    nc = await connect({ servers: scope.natsUrl });
    api = new Requester(nc, scope.subjectPrefix, 3_000);
    stopPeers = await startPeers(scope, api, ['identity', 'worlds']);
    service = await bootstrapService(
      { name: 'teams', module: TeamsModule, migrations: teamsMigrations },
      { handleSignals: false, config: { ...scope, logLevel: 'silent' } },
    );
  }, 90_000);
  afterAll(async () => {
    await service?.close();
    await stopPeers?.();
    await nc?.close();
  });

  it('answers every interaction as the engine expects', async () => {
    let worldId: string | undefined;
    const world = async () => {
      if (worldId) return worldId;
      const manager = { userId: randomUUID(), roles: ['licensed' as const] };
      const player = { userId: randomUUID(), roles: [] };
      worldId = (
        await api.call(
          w.create,
          { name: 'Pact', confirmName: 'Pact', screenplayId: 'starter', startAt: new Date(Date.now() + 3_600_000).toISOString() },
          { caller: manager },
        )
      ).worldId;
      await api.call(w.join, { worldId }, { caller: player });
      await api.call(t.create, { worldId, teamName: 'Blue', companyName: 'Blue Bags' }, { caller: player });
      return worldId;
    };
    await verifyMessagePact({
      pact: 'simulation-engine-teams.json',
      provider: 'teams',
      requester: api,
      states: { 'a world with a team': async () => ({ caller: {}, replace: { [EXAMPLE_WORLD]: await world() } }) },
      messages: { 'the companies the teams run': t.roster, 'company statuses after a round': t.apply },
    });
  });
});
