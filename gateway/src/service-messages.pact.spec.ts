import {
  engineMessages,
  financeMessages,
  identityMessages,
  productsMessages,
  storesMessages,
  teamsMessages,
  warehouseMessages,
  worldsMessages,
} from '@simbiz/contracts';
import { MatchersV3 } from '@pact-foundation/pact';
import { describeConsumerPacts, type MessageInteraction } from '@simbiz/testing';

const { boolean, eachLike, integer, like, nullValue, string } = MatchersV3;

/**
 * The gateway's pacts with each service (request/reply over NATS): the envelope, the data it relies
 * on, and the refusal codes. Kept in pacts/gateway-<service>.json and verified by each service
 * (services/<service>/src/gateway.pact.int-spec.ts); when the gateway's needs change, run with
 * PACT_UPDATE=1. The caller travels in NATS headers; the provider states name who calls.
 */
const WORLD = '3f2a6c1e-8b7d-4e2f-9a10-5c4b3a2d1e0f';

const INTERACTIONS: MessageInteraction[] = [
  {
    provider: 'identity',
    state: 'a signed-in account',
    description: 'resolve a live session',
    def: identityMessages.resolveSession,
    request: { sid: 'a-session-id' },
    reply: { code: 0, data: { sid: string('a-session-id'), userId: string(WORLD), roles: eachLike(string('licensed'), 0) } },
    code: 0,
  },
  {
    provider: 'identity',
    state: 'no sessions',
    description: 'resolve an unknown session',
    def: identityMessages.resolveSession,
    request: { sid: 'no-such-session' },
    reply: { code: 0, data: null },
    code: 0,
  },
  {
    provider: 'identity',
    state: 'no sessions',
    description: 'sign up with a malformed email',
    def: identityMessages.signUp,
    request: { email: 'not an email', displayName: 'X', password: 'a long password' },
    reply: {
      code: 9001,
      data: { details: eachLike({ code: string('invalid_format'), path: eachLike(string('email')), message: string('Invalid email address') }) },
    },
    code: 9001,
  },
  {
    provider: 'worlds',
    state: 'a world and its manager',
    description: 'the details of a world for its manager',
    def: worldsMessages.details,
    request: { worldId: WORLD },
    reply: {
      code: 0,
      data: {
        name: string('Spring class'),
        status: integer(1),
        currentRoundId: null,
        userInWorldType: 2,
        teamDetails: like({ companyId: null, companies: [] }),
        enabledDiscussions: boolean(true),
        canManageWorld: true,
        joinedTeam: false,
      },
    },
    code: 0,
  },
  {
    provider: 'worlds',
    state: 'a world and a stranger',
    description: 'the details of a world for a stranger',
    def: worldsMessages.details,
    request: { worldId: WORLD },
    reply: { code: 130003, data: {} },
    code: 130003,
  },
  {
    provider: 'worlds',
    state: 'a world and its manager',
    description: 'the current round before the start',
    def: worldsMessages.currentRound,
    request: { worldId: WORLD },
    reply: { code: 0, data: { currentRoundId: null } },
    code: 0,
  },
  {
    provider: 'teams',
    state: 'a world with a team',
    description: 'the teams of a world',
    def: teamsMessages.list,
    request: { worldId: WORLD },
    reply: {
      code: 0,
      data: eachLike({
        teamId: string(WORLD),
        name: string('Blue'),
        companyId: string(WORLD),
        companyName: string('Blue Bags'),
        companyStatus: integer(1),
        memberCount: integer(1),
        description: string(''),
      }),
    },
    code: 0,
  },
  {
    provider: 'teams',
    state: 'a world and a stranger',
    description: 'a stranger founding a team',
    def: teamsMessages.create,
    request: { worldId: WORLD, teamName: 'Strangers', companyName: 'Stranger Co' },
    reply: { code: 130003, data: {} },
    code: 130003,
  },
  {
    provider: 'products',
    state: 'a team with a brand',
    description: 'the brands of a team',
    def: productsMessages.listBrands,
    request: { worldId: WORLD },
    reply: { code: 0, data: eachLike({ brandId: string(WORLD), name: string('Trailhead'), createdRound: integer(1), modelCount: integer(0) }) },
    code: 0,
  },
  {
    provider: 'products',
    state: 'a world and a stranger',
    description: 'a stranger creating a brand',
    def: productsMessages.createBrand,
    request: { worldId: WORLD, name: 'Nobody' },
    reply: { code: 130003, data: {} },
    code: 130003,
  },
  {
    provider: 'warehouse',
    state: 'a world with a team',
    description: 'the storages of a team',
    def: warehouseMessages.listStorages,
    request: { worldId: WORLD },
    reply: {
      code: 0,
      data: eachLike({
        storageId: string(WORLD),
        warehouseId: string('central'),
        capacityM3: like(500),
        isDefault: boolean(true),
        createdRound: integer(0),
        releasedRound: nullValue(),
      }),
    },
    code: 0,
  },
  {
    provider: 'stores',
    state: 'a world and a stranger',
    description: 'a stranger opening a store',
    def: storesMessages.openStore,
    request: { worldId: WORLD, platformId: 'shopmall' },
    reply: { code: 130003, data: {} },
    code: 130003,
  },
  {
    provider: 'finance',
    state: 'a world with a team',
    description: 'the capital of a team before the first round',
    def: financeMessages.capital,
    request: { worldId: WORLD },
    reply: {
      code: 0,
      data: { round: 0, currency: string('USD'), cash: integer(60_000_000), capital: integer(60_000_000), loans: 0, totalEquity: integer(60_000_000) },
    },
    code: 0,
  },
  {
    provider: 'simulation-engine',
    state: 'a world with a team',
    description: 'the budget of a team in round 1',
    def: engineMessages.budget,
    request: { worldId: WORLD },
    reply: {
      code: 0,
      data: {
        round: 1,
        currency: string('USD'),
        cashAtStart: integer(60_000_000),
        flows: eachLike({ kind: string('overheads'), amount: integer(-1_500_000) }, 0),
        projectedCash: integer(58_500_000),
        emergencyCredit: integer(0),
        warnings: eachLike({ area: string('production'), code: string('capacity'), params: like({}) }, 0),
        models: eachLike({ modelId: string(WORLD), name: string('Campus 1') }, 0),
      },
    },
    code: 0,
  },
  {
    provider: 'simulation-engine',
    state: 'a world and a stranger',
    description: 'a stranger asking for a budget',
    def: engineMessages.budget,
    request: { worldId: WORLD },
    reply: { code: 130003, data: {} },
    code: 130003,
  },
];

describeConsumerPacts('gateway', INTERACTIONS);
