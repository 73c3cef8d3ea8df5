import { ErrorCode, productsMessages as p, storesMessages as s } from '@simbiz/contracts';
import { bootstrapService, Requester } from '@simbiz/service-kit';
import { as, decisionServiceSuite, itKeepsDecisionPacts, moveToNextRound, type PlayableWorld } from '@simbiz/testing';
import { randomUUID } from 'node:crypto';
import { storesMigrations } from './database/migrations';
import { StoresModule } from './stores.module';

describe('stores, store products and company promotions (identity, worlds, teams, warehouse and products as processes)', () => {
  let api: Requester;
  let world: PlayableWorld;
  let worldId: string;
  let brandId: string;
  let modelId: string;
  const code = async (promise: Promise<{ code: number }>) => (await promise).code;
  const ann = () => as(world.people['ann']);
  const bo = () => as(world.people['bo']);

  const suite = decisionServiceSuite('stores', {
    requester: (nc, prefix) => new Requester(nc, prefix, 5_000),
    peers: ['warehouse', 'products'],
    service: (options) => bootstrapService({ name: 'stores', module: StoresModule, migrations: storesMigrations }, options),
    worldName: 'Stores',
  });

  beforeAll(async () => {
    ({ api, world } = suite);
    worldId = world.worldId;
    brandId = (await api.call(p.createBrand, { worldId, name: 'Trailhead' }, ann())).brandId;
    modelId = (
      await api.call(
        p.createModel,
        { worldId, brandId, name: 'Campus', attributes: [{ attributeId: 'sleeve', grade: 1 }], valuePropositionIds: ['value'] },
        ann(),
      )
    ).modelId;
  }, 120_000);

  it('opens one store per platform of the screenplay (130043, 210007)', async () => {
    expect(await code(api.send(s.openStore, { worldId, platformId: 'nowhere' }, ann()))).toBe(ErrorCode.platformNotFound);
    expect(await api.call(s.openStore, { worldId, platformId: 'shopmall' }, ann())).toMatchObject({ platformId: 'shopmall', openedRound: 1 });
    expect(await code(api.send(s.openStore, { worldId, platformId: 'shopmall' }, ann()))).toBe(ErrorCode.storeAlreadyOpened);
  });

  it('lists the company’s own model once per store, in a store of its own (130045, 130041, 170011, 210017)', async () => {
    const [store] = await api.call(s.listStores, { worldId }, ann());
    const storeId = store?.storeId ?? '';
    const boStore = await api.call(s.openStore, { worldId, platformId: 'shopmall' }, bo());
    expect(await code(api.send(s.createProduct, { worldId, storeId: randomUUID(), modelId, price: 6_000 }, ann()))).toBe(ErrorCode.storeNotOpened);
    expect(await code(api.send(s.createProduct, { worldId, storeId: boStore.storeId, modelId, price: 6_000 }, ann()))).toBe(ErrorCode.storeNotOwned);
    expect(await code(api.send(s.createProduct, { worldId, storeId, modelId: randomUUID(), price: 6_000 }, ann()))).toBe(ErrorCode.modelNotFound);
    expect(await code(api.send(s.createProduct, { worldId, storeId: boStore.storeId, modelId, price: 6_000 }, bo()))).toBe(ErrorCode.modelNotFound);
    const listed = await api.call(s.createProduct, { worldId, storeId, modelId, price: 6_000 }, ann());
    expect(listed).toMatchObject({ storeId, platformId: 'shopmall', modelId, price: 6_000, online: true, lastUnitsSold: null });
    expect(await code(api.send(s.createProduct, { worldId, storeId, modelId, price: 7_000 }, ann()))).toBe(ErrorCode.storeProductAlreadyListed);
    expect((await api.call(s.updateProduct, { worldId, productId: listed.productId, price: 6_500 }, ann())).price).toBe(6_500);
  });

  it('keeps a product online while its model is in production (210021), and lets it go offline otherwise', async () => {
    const [product] = await api.call(s.listProducts, { worldId }, ann());
    const productId = product?.productId ?? '';
    expect((await api.call(s.setProductOnline, { worldId, productId, online: false }, ann())).online).toBe(false);
    expect((await api.call(s.setProductOnline, { worldId, productId, online: true }, ann())).online).toBe(true);
    await api.call(p.createProduction, { worldId, modelId, quantity: 500, warehouseId: 'central' }, ann());
    expect(await code(api.send(s.setProductOnline, { worldId, productId, online: false }, ann()))).toBe(ErrorCode.storeProductInUse);
    expect(await code(api.send(s.deleteProduct, { worldId, productId }, ann()))).toBe(ErrorCode.storeProductInUse);
    expect(await code(api.send(s.updateProduct, { worldId, productId, price: 1 }, bo()))).toBe(ErrorCode.storeProductNotFound);
  });

  it('promotes the company’s own brand on the screenplay’s channels, once a round (220007, 170001, 220013)', async () => {
    expect(await code(api.send(s.createCompanyPromotion, { worldId, channelId: 'radio', brandId, budget: 1_000 }, ann()))).toBe(
      ErrorCode.promotionChannelNotFound,
    );
    expect(await code(api.send(s.createCompanyPromotion, { worldId, channelId: 'social', brandId, budget: 1_000 }, bo()))).toBe(ErrorCode.brandNotFound);
    const promotion = await api.call(s.createCompanyPromotion, { worldId, channelId: 'social', brandId, budget: 500_000 }, ann());
    expect(promotion).toMatchObject({ channelId: 'social', brandId, budget: 500_000, round: 1 });
    expect(await code(api.send(s.createCompanyPromotion, { worldId, channelId: 'social', brandId, budget: 9 }, ann()))).toBe(ErrorCode.promotionExists);
    expect((await api.call(s.updateCompanyPromotion, { worldId, promotionId: promotion.promotionId, budget: 600_000 }, ann())).budget).toBe(600_000);
    expect(await code(api.send(s.deleteCompanyPromotion, { worldId, promotionId: promotion.promotionId }, bo()))).toBe(ErrorCode.promotionNotFound);
    expect(await code(api.send(s.openStore, { worldId, platformId: 'quickbuy' }, as(world.people['teacher'])))).toBe(ErrorCode.worldNotAuthorized);
  });

  it('gives the engine every store and listing and the round’s promotions, then refuses the round’s decisions (130053)', async () => {
    const snapshot = await api.call(s.snapshot, { worldId, round: 1 });
    expect(snapshot.companies[world.companies['ann'] ?? '']).toEqual({
      stores: [{ platformId: 'shopmall' }],
      listings: [{ platformId: 'shopmall', modelId, price: 6_500, online: true }],
      companyPromotions: [{ channelId: 'social', brandId, budget: 600_000 }],
    });
    expect(await code(api.send(s.openStore, { worldId, platformId: 'quickbuy' }, ann()))).toBe(ErrorCode.decisionsBeingSubmitted);
  });

  it('shows last round’s sales on each listing once applied, the same however often it is applied', async () => {
    const companies = { [world.companies['ann'] ?? '']: { sales: [{ platformId: 'shopmall', modelId, units: 420, revenue: 2_730_000 }] } };
    await api.call(s.apply, { worldId, round: 1, companies });
    await api.call(s.apply, { worldId, round: 1, companies });
    expect(await api.call(s.listProducts, { worldId }, ann())).toEqual([expect.objectContaining({ lastUnitsSold: 420, lastRevenue: 2_730_000 })]);
  });

  it('lets only this round’s items be deleted once the next round runs (130047, 130049), prices still change', async () => {
    await moveToNextRound(api, worldId, world.people['teacher']);
    const [product] = await api.call(s.listProducts, { worldId }, ann());
    const [promotion] = await api.call(s.listCompanyPromotions, { worldId }, ann());
    expect(await code(api.send(s.deleteProduct, { worldId, productId: product?.productId ?? '' }, ann()))).toBe(ErrorCode.onlyCurrentRoundDeletable);
    expect(await code(api.send(s.updateCompanyPromotion, { worldId, promotionId: promotion?.promotionId ?? '', budget: 1 }, ann()))).toBe(
      ErrorCode.onlyCurrentRoundEditable,
    );
    expect((await api.call(s.updateProduct, { worldId, productId: product?.productId ?? '', price: 5_900 }, ann())).price).toBe(5_900);
  });

  itKeepsDecisionPacts(suite, {
    provider: 'stores',
    gateway: { 'a stranger opening a store': s.openStore },
    engine: {
      'the stores snapshot of round 1': s.snapshot,
      'the stores draft of a company in round 1': s.draft,
      'the stores slice of round 1': s.apply,
    },
  });
});
