import { ErrorCode, storesMessages } from '@simbiz/contracts';
import { MatchersV3 } from '@pact-foundation/pact';
import {
  describeConsumerPacts,
  EXAMPLE_COMPANY,
  EXAMPLE_MODEL,
  EXAMPLE_WORLD,
  FUNDS_OVERDRAWN,
  FUNDS_WITH_LOAN,
  fundsInteractions,
  type MessageInteraction,
} from '@simbiz/testing';
import { cashRefusal } from './productions/productions-rules';

const { boolean } = MatchersV3;

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
const withLoan = FUNDS_WITH_LOAN;
const overdrawn = FUNDS_OVERDRAWN;

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
  ...fundsInteractions(),
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
