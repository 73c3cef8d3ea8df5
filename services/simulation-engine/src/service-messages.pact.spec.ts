import {
  COMPANY_STATUS,
  financeMessages,
  productsMessages,
  storesMessages,
  teamsMessages,
  warehouseMessages,
  WORLD_STATUS,
  worldsMessages,
} from '@simbiz/contracts';
import { MatchersV3 } from '@pact-foundation/pact';
import { describeConsumerPacts, type MessageInteraction } from '@simbiz/testing';

const { eachLike, integer, like, string } = MatchersV3;

/**
 * The engine's pacts with the services it drives when a round closes (request/reply over NATS):
 * the world's plan and stage reports, the team roster, each decision service's snapshot and the
 * slices it applies, and each one's draft of a company (the budget). Kept in pacts/simulation-engine-<service>.json and verified by each service
 * (services/<service>/src/engine.pact.int-spec.ts); PACT_UPDATE=1 rewrites them. The engine
 * calls as a service, with no person as caller.
 */
const WORLD = '3f2a6c1e-8b7d-4e2f-9a10-5c4b3a2d1e0f';
const stage = (status: number, round: string) => ({ code: 0, data: { status, currentRoundId: round } });
const applied = { code: 0, data: { applied: true } };
const snapshot = { code: 0, data: { companies: like({}) } };

const decisionServices = [
  ['products', productsMessages],
  ['warehouse', warehouseMessages],
  ['stores', storesMessages],
  ['finance', financeMessages],
] as const;

const INTERACTIONS: MessageInteraction[] = [
  {
    provider: 'worlds',
    state: 'a world whose round 1 has closed',
    description: 'the plan of a closed round',
    def: worldsMessages.roundPlan,
    request: { worldId: WORLD },
    reply: {
      code: 0,
      data: {
        screenplayId: string('starter'),
        rounds: integer(6),
        botCompanies: integer(4),
        status: WORLD_STATUS.awaitingEvaluation,
        currentRound: 1,
        rerunRound: null,
      },
    },
    code: 0,
  },
  {
    provider: 'worlds',
    state: 'a world whose round 1 has closed',
    description: 'the engine starts on round 1',
    def: worldsMessages.evaluationStarted,
    request: { worldId: WORLD, round: 1 },
    reply: stage(6, '1'),
    code: 0,
  },
  {
    provider: 'worlds',
    state: 'a world whose round 1 is being resolved',
    description: 'round 1 is resolved',
    def: worldsMessages.evaluated,
    request: { worldId: WORLD, round: 1 },
    reply: stage(2, '2'),
    code: 0,
  },
  {
    provider: 'worlds',
    state: 'a world whose round 1 has closed',
    description: 'a report of a round the world is not resolving',
    def: worldsMessages.evaluated,
    request: { worldId: WORLD, round: 1 },
    reply: { code: 130059, data: {} },
    code: 130059,
  },
  {
    provider: 'teams',
    state: 'a world with a team',
    description: 'the companies the teams run',
    def: teamsMessages.roster,
    request: { worldId: WORLD },
    reply: {
      code: 0,
      data: eachLike({
        companyId: string(WORLD),
        name: string('Blue Bags'),
        teamId: string(WORLD),
        status: integer(COMPANY_STATUS.active),
        teamName: string('Blue team'),
        members: eachLike(string(WORLD)),
      }),
    },
    code: 0,
  },
  {
    provider: 'teams',
    state: 'a world with a team',
    description: 'company statuses after a round',
    def: teamsMessages.apply,
    request: { worldId: WORLD, round: 1, companies: {} },
    reply: applied,
    code: 0,
  },
  ...decisionServices.flatMap(([provider, messages]): MessageInteraction[] => [
    {
      provider,
      state: 'a world with a team',
      description: `the ${provider} snapshot of round 1`,
      def: messages.snapshot,
      request: { worldId: WORLD, round: 1 },
      reply: snapshot,
      code: 0,
    },
    {
      provider,
      state: 'a world with a team',
      description: `the ${provider} draft of a company in round 1`,
      def: messages.draft,
      request: { worldId: WORLD, round: 1, companyId: WORLD },
      reply: snapshot,
      code: 0,
    },
    {
      provider,
      state: 'a world with a team',
      description: `the ${provider} slice of round 1`,
      def: messages.apply,
      request: { worldId: WORLD, round: 1, companies: {} },
      reply: applied,
      code: 0,
    },
  ]),
];

describeConsumerPacts('simulation-engine', INTERACTIONS);
