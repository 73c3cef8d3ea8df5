import { financeMessages, productsMessages, storesMessages } from '@simbiz/contracts';
import type { Requester } from '@simbiz/service-kit';
import { as, type Person } from '@simbiz/testing';

/**
 * What a team decides in its first round of the starter screenplay: a brand and a model, 2,000
 * units made in its default storage, a store on ShopMall with the model listed, a company
 * promotion on social media and an SME loan.
 */
export async function playFirstRound(api: Requester, worldId: string, player: Person | undefined, price = 6_500) {
  const brand = await api.call(productsMessages.createBrand, { worldId, name: 'Trailhead' }, as(player));
  const model = await api.call(
    productsMessages.createModel,
    {
      worldId,
      brandId: brand.brandId,
      name: 'Campus 1',
      attributes: [
        { attributeId: 'sleeve', grade: 1 },
        { attributeId: 'capacity', grade: 1 },
      ],
      valuePropositionIds: ['value'],
    },
    as(player),
  );
  const plan = await api.call(productsMessages.createProduction, { worldId, modelId: model.modelId, quantity: 2_000, warehouseId: 'central' }, as(player));
  const store = await api.call(storesMessages.openStore, { worldId, platformId: 'shopmall' }, as(player));
  const listing = await api.call(storesMessages.createProduct, { worldId, storeId: store.storeId, modelId: model.modelId, price }, as(player));
  const promotion = await api.call(
    storesMessages.createCompanyPromotion,
    { worldId, channelId: 'social', brandId: brand.brandId, budget: 500_000 },
    as(player),
  );
  const loan = await api.call(financeMessages.takeLoan, { worldId, amount: 5_000_000 }, as(player));
  return { brand, model, plan, store, listing, promotion, loan };
}
