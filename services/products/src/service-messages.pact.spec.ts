import { ErrorCode, financeMessages, storesMessages } from '@simbiz/contracts';
import { MatchersV3 } from '@pact-foundation/pact';
import { describeConsumerPacts, EXAMPLE_COMPANY, EXAMPLE_MODEL, EXAMPLE_WORLD, type MessageInteraction, OVERDRAWN_CASH } from '@simbiz/testing';
import { cashRefusal } from './productions/productions-rules';

const { boolean, integer } = MatchersV3;

/**
 * Products' pacts (request/reply over NATS), products calling as a service with no person as
 * caller; PACT_UPDATE=1 rewrites them:
 * - with stores (pacts/products-stores.json, verified in services/stores/src/stores.int-spec.ts):
 *   what holds a model of the company's this round, which decides whether the model may still be
 *   changed or deleted (170029 when anything holds it; models/models.ts, modelInUse);
 * - with finance (pacts/products-finance.json, verified in services/finance/src/finance.int-spec.ts):
 *   what the company can spend in the round, which bounds its production plans (190009;
 *   productions/productions.ts).
 */
const request = { worldId: EXAMPLE_WORLD, round: 1, companyId: EXAMPLE_COMPANY, modelId: EXAMPLE_MODEL };
const fundsRequest = { worldId: EXAMPLE_WORLD, round: 2, companyId: EXAMPLE_COMPANY };
/** Finance's replies' examples (as in stores' pact): the starter's capital and a loan asked for; an overdraft and none. */
const withLoan = { cashAtStart: 60_000_000, newLoans: 5_000_000 };
const overdrawn = { cashAtStart: OVERDRAWN_CASH, newLoans: 0 };

const INTERACTIONS: MessageInteraction[] = [
  {
    provider: 'stores',
    state: 'a model of the company on sale in its store',
    description: 'what holds a model on sale',
    def: storesMessages.modelHolds,
    request,
    // On sale is what refuses the change; the other holds may be anything, but every one must come.
    reply: {
      code: 0,
      data: {
        onSale: true,
        inPromotion: boolean(false),
        inAuction: boolean(false),
        inLivestream: boolean(false),
        withTraffic: boolean(false),
        inPackage: boolean(false),
      },
    },
    code: 0,
  },
  {
    provider: 'stores',
    state: 'a model of the company listed offline, held by nothing',
    description: 'what holds a model listed offline',
    def: storesMessages.modelHolds,
    request,
    reply: { code: 0, data: { onSale: false, inPromotion: false, inAuction: false, inLivestream: false, withTraffic: false, inPackage: false } },
    code: 0,
  },
  {
    provider: 'finance',
    state: 'a company with its capital and a loan asked for in round 2',
    description: 'the funds of a company with its capital and a new loan',
    def: financeMessages.productionFunds,
    request: fundsRequest,
    // The loans asked for this round count towards what production may spend.
    reply: { code: 0, data: { cashAtStart: integer(withLoan.cashAtStart), newLoans: withLoan.newLoans } },
    code: 0,
  },
  {
    provider: 'finance',
    state: 'a company overdrawn after round 1 with no loan asked for in round 2',
    description: 'the funds of an overdrawn company',
    def: financeMessages.productionFunds,
    request: fundsRequest,
    // The closing cash comes as it is, below zero too: products counts it as nothing to spend.
    reply: { code: 0, data: overdrawn },
    code: 0,
  },
];

describeConsumerPacts('products', INTERACTIONS);

describe('what products does with finance’s replies in its pact', () => {
  it('lets a plan the capital and the new loan cover pass, and refuses one beyond them (190009)', () => {
    expect(cashRefusal(65_000_000, 0, withLoan)).toBeNull();
    expect(cashRefusal(65_000_001, 0, withLoan)).toEqual({ code: ErrorCode.productionInsufficientCash });
  });

  it('refuses an overdrawn company any plan that raises the round’s cost (190009)', () => {
    expect(cashRefusal(1, 0, overdrawn)).toEqual({ code: ErrorCode.productionInsufficientCash });
  });
});
