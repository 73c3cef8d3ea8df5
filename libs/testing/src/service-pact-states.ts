import { financeMessages, productsMessages, storesMessages } from '@simbiz/contracts';
import type { PactState } from './message-pact';
import { EXAMPLE_WORLD } from './pact-states';
import { as, moveToNextRound, type Person, playableWorld, type ServiceCaller } from './playable-world';

/** The company and model ids the services' pacts use as examples; a provider state puts real ones in their place. */
export const EXAMPLE_COMPANY = '7d1e4b2a-3c5f-4a6b-8e9d-0f1a2b3c4d5e';
export const EXAMPLE_MODEL = 'b5c4d3e2-f1a0-4b9c-8d7e-6f5a4b3c2d1e';

type States = Record<string, () => Promise<PactState>>;

/**
 * The provider states of products' pact with stores, in a running world of their own (round 1)
 * where pam's company has a ShopMall store: a model of hers listed there online, and one listed
 * offline with nothing holding it. Products calls as a service, with no person as caller. Needs
 * products running beside stores.
 */
export function modelHoldStates(suite: { readonly api: ServiceCaller }, teacher: () => Person | undefined): States {
  let made: Promise<{ worldId: string; companyId: string; listed: (name: string, online: boolean) => Promise<string> }> | undefined;
  const company = () =>
    (made ??= (async () => {
      const { worldId, people, companies } = await playableWorld(suite.api, { name: 'Pact holds', players: ['pam'], teacher: teacher() });
      const pam = as(people['pam']);
      const { brandId } = await suite.api.call(productsMessages.createBrand, { worldId, name: 'Trailhead' }, pam);
      const { storeId } = await suite.api.call(storesMessages.openStore, { worldId, platformId: 'shopmall' }, pam);
      const listed = async (name: string, online: boolean) => {
        const model = { worldId, brandId, name, attributes: [{ attributeId: 'sleeve', grade: 1 }], valuePropositionIds: ['value'] };
        const { modelId } = await suite.api.call(productsMessages.createModel, model, pam);
        const { productId, version } = await suite.api.call(storesMessages.createProduct, { worldId, storeId, modelId, price: 6_000 }, pam);
        if (!online) await suite.api.call(storesMessages.setProductOnline, { worldId, productId, version, online }, pam);
        return modelId;
      };
      return { worldId, companyId: companies['pam'] ?? '', listed };
    })());
  // One model per state, however many interactions name it.
  const models = new Map<string, Promise<string>>();
  const modelListed = (name: string, online: boolean) => async (): Promise<PactState> => {
    const { worldId, companyId, listed } = await company();
    const model = models.get(name) ?? listed(name, online);
    models.set(name, model);
    return { caller: {}, replace: { [EXAMPLE_WORLD]: worldId, [EXAMPLE_COMPANY]: companyId, [EXAMPLE_MODEL]: await model } };
  };
  return {
    'a model of the company on sale in its store': modelListed('Campus', true),
    'a model of the company listed offline, held by nothing': modelListed('Summit', false),
  };
}

/** A resolved round's statement whose closing cash is `cash` (minor units). */
const statementClosingWith = (cash: number) => ({
  incomeStatement: { revenue: 1_000_000, netProfit: -62_000_000 },
  balanceSheet: { cash, totalAssets: cash, loans: 0, totalLiabilities: 0, capital: 60_000_000, retainedEarnings: -62_000_000, totalEquity: -2_000_000 },
  cashFlow: { opening: 60_000_000, operating: cash - 60_000_000, financing: 0, netChange: cash - 60_000_000, closing: cash },
  revenueByModel: [],
});

/** The cash an overdrawn company closed round 1 with, as stores' pact with finance pins it. */
export const OVERDRAWN_CASH = -2_000_000;

/**
 * The provider states of stores' pact with finance, in a running world of their own moved on to
 * round 2: pia has no statement yet (the screenplay's capital) and asks for a loan of 5,000,000 in
 * round 2; pax closed round 1 overdrawn (OVERDRAWN_CASH) and asks for none. Stores calls as a
 * service, with no person as caller.
 */
export function roundFundsStates(suite: { readonly api: ServiceCaller }, teacher: () => Person | undefined): States {
  let made: Promise<{ worldId: string; companies: Record<string, string> }> | undefined;
  const world = () =>
    (made ??= (async () => {
      const { worldId, people, companies } = await playableWorld(suite.api, { name: 'Pact funds', players: ['pia', 'pax'], teacher: teacher() });
      await moveToNextRound(suite.api, worldId, teacher());
      const overdrawn = { statement: statementClosingWith(OVERDRAWN_CASH), loans: [] };
      await suite.api.call(financeMessages.apply, { worldId, round: 1, companies: { [companies['pax'] ?? '']: overdrawn } });
      await suite.api.call(financeMessages.takeLoan, { worldId, amount: 5_000_000 }, as(people['pia']));
      return { worldId, companies };
    })());
  const companyOf = (player: string) => async (): Promise<PactState> => {
    const { worldId, companies } = await world();
    return { caller: {}, replace: { [EXAMPLE_WORLD]: worldId, [EXAMPLE_COMPANY]: companies[player] ?? '' } };
  };
  return {
    'a company with its capital and a loan asked for in round 2': companyOf('pia'),
    'a company overdrawn after round 1 with no loan asked for in round 2': companyOf('pax'),
  };
}
