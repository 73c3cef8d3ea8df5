import { teamsMessages as t, worldsMessages as w } from '@simbiz/contracts';
import { Requester, type RunningService, bootstrapService } from '@simbiz/service-kit';
import { isolatedScope, startPeers, verifyMessagePact } from '@simbiz/testing';
import { type NatsConnection, connect } from 'nats';
import { randomUUID } from 'node:crypto';
import { teamsMigrations } from './database/migrations';
import { TeamsModule } from './teams.module';

const EXAMPLE_WORLD = '3f2a6c1e-8b7d-4e2f-9a10-5c4b3a2d1e0f';

/** teams keeps the gateway's pact (pacts/gateway-teams.json), identity and worlds as processes. */
describe('teams honours the gateway’s pact', () => {
  let service: RunningService;
  let nc: NatsConnection;
  let api: Requester;
  let stopPeers: () => Promise<void>;

  beforeAll(async () => {
    const scope = await isolatedScope('teamspact');
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

  it('answers every interaction as the gateway expects', async () => {
    const player = { userId: randomUUID(), roles: [] };
    let worldId: string | undefined;
    const world = async () => {
      if (worldId) return worldId;
      const manager = { userId: randomUUID(), roles: ['licensed' as const] };
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
      pact: 'gateway-teams.json',
      provider: 'teams',
      requester: api,
      states: {
        'a world with a team': async () => ({ caller: player, replace: { [EXAMPLE_WORLD]: await world() } }),
        'a world and a stranger': async () => ({ caller: { userId: randomUUID(), roles: [] }, replace: { [EXAMPLE_WORLD]: await world() } }),
      },
      messages: { 'the teams of a world': t.list, 'a stranger founding a team': t.create },
    });
  });
});
