import { storesMessages } from '@simbiz/contracts';
import { MatchersV3 } from '@pact-foundation/pact';
import { describeConsumerPacts, EXAMPLE_COMPANY, EXAMPLE_MODEL, EXAMPLE_WORLD, type MessageInteraction } from '@simbiz/testing';

const { boolean } = MatchersV3;

/**
 * Products' pact with stores (request/reply over NATS): what holds a model of the company's this
 * round, which decides whether the model may still be changed or deleted (170029 when anything
 * holds it; models/models.ts, modelInUse). Kept in pacts/products-stores.json and verified by
 * stores (services/stores/src/stores.int-spec.ts); PACT_UPDATE=1 rewrites it. Products calls as a
 * service, with no person as caller.
 */
const request = { worldId: EXAMPLE_WORLD, round: 1, companyId: EXAMPLE_COMPANY, modelId: EXAMPLE_MODEL };

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
];

describeConsumerPacts('products', INTERACTIONS);
