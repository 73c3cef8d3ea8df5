import { teamsMessages as t } from '@simbiz/contracts';
import { bootstrapService, Requester } from '@simbiz/service-kit';
import { EXAMPLE_WORLD, type Person, serviceSuite, stranger, verifyMessagePact, worldWithTeam } from '@simbiz/testing';
import { randomUUID } from 'node:crypto';
import { teamsMigrations } from './database/migrations';
import { TeamsModule } from './teams.module';

/** teams keeps its consumers' pacts (pacts/simulation-engine-teams.json, pacts/gateway-teams.json), identity and worlds as processes. */
describe('teams honours the engine’s and the gateway’s pacts', () => {
  const suite = serviceSuite('teamspact', {
    requester: (nc, prefix) => new Requester(nc, prefix, 3_000),
    peers: ['identity', 'worlds'],
    service: (options) => bootstrapService({ name: 'teams', module: TeamsModule, migrations: teamsMigrations }, options),
    timeoutMs: 90_000,
  });
  /** One world (the community edition allows no more) where the player has a team, made the first time a state needs it. */
  const player: Person = { userId: randomUUID(), roles: [] };
  let made: Promise<string> | undefined;
  const world = () => (made ??= worldWithTeam(suite.api, player));

  it('answers every interaction as the engine expects: the roster and statuses', async () => {
    await verifyMessagePact({
      pact: 'simulation-engine-teams.json',
      provider: 'teams',
      requester: suite.api,
      states: { 'a world with a team': async () => ({ caller: {}, replace: { [EXAMPLE_WORLD]: await world() } }) },
      messages: { 'the companies the teams run': t.roster, 'company statuses after a round': t.apply },
    });
  });

  it('answers every interaction as the gateway expects', async () => {
    await verifyMessagePact({
      pact: 'gateway-teams.json',
      provider: 'teams',
      requester: suite.api,
      states: {
        'a world with a team': async () => ({ caller: player, replace: { [EXAMPLE_WORLD]: await world() } }),
        'a world and a stranger': async () => ({ caller: stranger(), replace: { [EXAMPLE_WORLD]: await world() } }),
      },
      messages: { 'the teams of a world': t.list, 'a stranger founding a team': t.create },
    });
  });
});
