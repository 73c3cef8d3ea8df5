import { ErrorCode, productsMessages as p, storesMessages as s } from '@simbiz/contracts';
import { bootstrapService, Requester } from '@simbiz/service-kit';
import { as, decisionServiceSuite, itKeepsDecisionPacts, modelHoldStates, moveToNextRound, type PlayableWorld } from '@simbiz/testing';
import { randomUUID } from 'node:crypto';
import { storesMigrations } from './database/migrations';
import { StoresModule } from './stores.module';

describe('stores, store products, company and product promotions (identity, worlds, teams, warehouse, products and finance as processes)', () => {
  let api: Requester;
  let world: PlayableWorld;
  let worldId: string;
  let brandId: string;
  let modelId: string;
  /** A second model of ann's, listed in her store and never in production: only a promotion holds it. */
  let summitId: string;
  let summitProductId: string;
  let summitPromotionId: string;
  const code = async (promise: Promise<{ code: number }>) => (await promise).code;
  const ann = () => as(world.people['ann']);
  const bo = () => as(world.people['bo']);
  /** The version of one of ann's listings her products page shows. */
  const productVersion = async (productId: string) => (await api.call(s.listProducts, { worldId }, ann())).find((x) => x.productId === productId)?.version ?? 1;

  const suite = decisionServiceSuite('stores', {
    requester: (nc, prefix) => new Requester(nc, prefix, 5_000),
    peers: ['warehouse', 'products', 'finance'],
    service: (options) => bootstrapService({ name: 'stores', module: StoresModule, migrations: storesMigrations }, options),
    worldName: 'Stores',
    // Its own world, the pacts' shared one and the one its service pact's states make.
    simulations: 3,
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
    expect((await api.call(s.updateProduct, { worldId, productId: listed.productId, version: listed.version, price: 6_500 }, ann())).price).toBe(6_500);
  });

  it('keeps a product online while its model is in production (210021), and lets it go offline otherwise', async () => {
    const [product] = await api.call(s.listProducts, { worldId }, ann());
    const productId = product?.productId ?? '';
    // Its price changed once: the list shows it at version 2.
    expect(product?.version).toBe(2);
    const offline = await api.call(s.setProductOnline, { worldId, productId, version: 2, online: false }, ann());
    expect(offline.online).toBe(false);
    const online = await api.call(s.setProductOnline, { worldId, productId, version: offline.version, online: true }, ann());
    expect(online.online).toBe(true);
    await api.call(p.createProduction, { worldId, modelId, quantity: 500, warehouseId: 'central' }, ann());
    expect(await code(api.send(s.setProductOnline, { worldId, productId, version: online.version, online: false }, ann()))).toBe(ErrorCode.storeProductInUse);
    expect(await code(api.send(s.deleteProduct, { worldId, productId, version: online.version }, ann()))).toBe(ErrorCode.storeProductInUse);
    // bo knows no version of ann's listing: a write made up for it states the first.
    expect(await code(api.send(s.updateProduct, { worldId, productId, version: 1, price: 1 }, bo()))).toBe(ErrorCode.storeProductNotFound);
  });

  it('promotes the company’s own brand on the screenplay’s channels, once a round (220007, 170001, 220013)', async () => {
    expect(await code(api.send(s.createCompanyPromotion, { worldId, channelId: 'radio', brandId, budget: 1_000 }, ann()))).toBe(
      ErrorCode.promotionChannelNotFound,
    );
    expect(await code(api.send(s.createCompanyPromotion, { worldId, channelId: 'social', brandId, budget: 1_000 }, bo()))).toBe(ErrorCode.brandNotFound);
    const promotion = await api.call(s.createCompanyPromotion, { worldId, channelId: 'social', brandId, budget: 500_000 }, ann());
    expect(promotion).toMatchObject({ channelId: 'social', brandId, budget: 500_000, round: 1 });
    expect(await code(api.send(s.createCompanyPromotion, { worldId, channelId: 'social', brandId, budget: 9 }, ann()))).toBe(ErrorCode.promotionExists);
    const budget = { worldId, promotionId: promotion.promotionId, version: promotion.version, budget: 600_000 };
    expect((await api.call(s.updateCompanyPromotion, budget, ann())).budget).toBe(600_000);
    expect(await code(api.send(s.deleteCompanyPromotion, { worldId, promotionId: promotion.promotionId, version: 1 }, bo()))).toBe(ErrorCode.promotionNotFound);
    expect(await code(api.send(s.openStore, { worldId, platformId: 'quickbuy' }, as(world.people['teacher'])))).toBe(ErrorCode.worldNotAuthorized);
  });

  it('discounts an online product of the company’s own, once a round, by 1% to 60% (210015, 220005, 220013, 220009)', async () => {
    summitId = (
      await api.call(
        p.createModel,
        { worldId, brandId, name: 'Summit', attributes: [{ attributeId: 'sleeve', grade: 1 }], valuePropositionIds: ['value'] },
        ann(),
      )
    ).modelId;
    const [store] = await api.call(s.listStores, { worldId }, ann());
    summitProductId = (await api.call(s.createProduct, { worldId, storeId: store?.storeId ?? '', modelId: summitId, price: 8_000 }, ann())).productId;
    const promote = (productId: string, discount: number, who = ann()) => api.send(s.createProductPromotion, { worldId, productId, discount }, who);
    expect(await code(promote(randomUUID(), 20))).toBe(ErrorCode.storeProductNotFound);
    const offline = await api.call(s.setProductOnline, { worldId, productId: summitProductId, version: 1, online: false }, ann());
    expect(await code(promote(summitProductId, 20))).toBe(ErrorCode.promotionProductOffline);
    await api.call(s.setProductOnline, { worldId, productId: summitProductId, version: offline.version, online: true }, ann());
    expect(await code(promote(summitProductId, 0))).toBe(ErrorCode.promotionBudgetInvalid);
    expect(await code(promote(summitProductId, 61))).toBe(ErrorCode.promotionBudgetInvalid);
    const promotion = await api.call(s.createProductPromotion, { worldId, productId: summitProductId, discount: 20 }, ann());
    expect(promotion).toEqual({
      promotionId: expect.any(String),
      version: 1,
      productId: summitProductId,
      platformId: 'shopmall',
      modelId: summitId,
      discount: 20,
      round: 1,
    });
    summitPromotionId = promotion.promotionId;
    expect(await code(promote(summitProductId, 35))).toBe(ErrorCode.promotionExists);
    expect(await code(api.send(s.updateProductPromotion, { worldId, promotionId: summitPromotionId, version: promotion.version, discount: 61 }, ann()))).toBe(
      ErrorCode.promotionBudgetInvalid,
    );
    expect(
      await api.call(s.updateProductPromotion, { worldId, promotionId: summitPromotionId, version: promotion.version, discount: 30 }, ann()),
    ).toMatchObject({
      discount: 30,
      version: 2,
    });
    // A promotion on the product in production is taken back; the Summit's stays.
    const [campus] = await api.call(s.listProducts, { worldId }, ann());
    const campusPromotion = await api.call(s.createProductPromotion, { worldId, productId: campus?.productId ?? '', discount: 10 }, ann());
    const takenBack = { worldId, promotionId: campusPromotion.promotionId, version: campusPromotion.version };
    expect(await api.call(s.deleteProductPromotion, takenBack, ann())).toEqual({ deleted: true });
    expect(await api.call(s.listProductPromotions, { worldId }, ann())).toEqual([expect.objectContaining({ promotionId: summitPromotionId, discount: 30 })]);
  });

  it('keeps one company’s product promotions from another (210015, 220001)', async () => {
    expect(await code(api.send(s.createProductPromotion, { worldId, productId: summitProductId, discount: 20 }, bo()))).toBe(ErrorCode.storeProductNotFound);
    // bo knows no version of ann's promotion, nor anyone of a made-up one: such writes state the first.
    expect(await code(api.send(s.updateProductPromotion, { worldId, promotionId: summitPromotionId, version: 1, discount: 5 }, bo()))).toBe(
      ErrorCode.promotionNotFound,
    );
    expect(await code(api.send(s.deleteProductPromotion, { worldId, promotionId: summitPromotionId, version: 1 }, bo()))).toBe(ErrorCode.promotionNotFound);
    expect(await code(api.send(s.deleteProductPromotion, { worldId, promotionId: randomUUID(), version: 1 }, ann()))).toBe(ErrorCode.promotionNotFound);
    expect(await api.call(s.listProductPromotions, { worldId }, bo())).toEqual([]);
    expect(await api.call(s.listProductPromotions, { worldId }, ann())).toHaveLength(1);
  });

  it('keeps a product in this round’s promotion online and listed (210021, section 4)', async () => {
    const version = await productVersion(summitProductId);
    expect(await code(api.send(s.setProductOnline, { worldId, productId: summitProductId, version, online: false }, ann()))).toBe(ErrorCode.storeProductInUse);
    expect(await code(api.send(s.deleteProduct, { worldId, productId: summitProductId, version }, ann()))).toBe(ErrorCode.storeProductInUse);
    // Putting it online, where it is, is never held back; its price still changes.
    const online = await api.call(s.setProductOnline, { worldId, productId: summitProductId, version, online: true }, ann());
    expect(online.online).toBe(true);
    expect((await api.call(s.updateProduct, { worldId, productId: summitProductId, version: online.version, price: 7_800 }, ann())).price).toBe(7_800);
  });

  it('hands the budget one company’s draft with its product promotions, and no other company’s', async () => {
    const annCompany = world.companies['ann'] ?? '';
    const boCompany = world.companies['bo'] ?? '';
    const annDraft = await api.call(s.draft, { worldId, round: 1, companyId: annCompany });
    expect(annDraft.companies[annCompany]?.productPromotions).toEqual([{ platformId: 'shopmall', modelId: summitId, discount: 0.3 }]);
    const boDraft = await api.call(s.draft, { worldId, round: 1, companyId: boCompany });
    expect(Object.keys(boDraft.companies)).toEqual([boCompany]);
    expect(boDraft.companies[boCompany]?.productPromotions).toEqual([]);
  });

  it('gives the engine every store and listing and the round’s promotions, then refuses the round’s decisions (130053)', async () => {
    const snapshot = await api.call(s.snapshot, { worldId, round: 1 });
    expect(snapshot.companies[world.companies['ann'] ?? '']).toEqual({
      stores: [{ platformId: 'shopmall' }],
      listings: [
        { platformId: 'shopmall', modelId, price: 6_500, online: true },
        { platformId: 'shopmall', modelId: summitId, price: 7_800, online: true },
      ],
      packages: [],
      trafficPackages: [],
      adBids: [],
      recharges: [],
      merchantLivestreams: [],
      influencerLivestreams: [],
      companyPromotions: [{ channelId: 'social', brandId, budget: 600_000 }],
      productPromotions: [{ platformId: 'shopmall', modelId: summitId, discount: 0.3 }],
    });
    expect(snapshot.companies[world.companies['bo'] ?? '']?.productPromotions).toEqual([]);
    expect(await code(api.send(s.openStore, { worldId, platformId: 'quickbuy' }, ann()))).toBe(ErrorCode.decisionsBeingSubmitted);
  });

  it('counts the round’s items of each stores area for the world home’s checklist, the company’s own only (130005)', async () => {
    expect(await api.call(s.roundActivity, { worldId, round: 1 }, ann())).toEqual({
      companyPromotions: 1,
      productPromotions: 1,
      adBids: 0,
      recharges: 0,
      trafficPackages: 0,
      merchantLivestreams: 0,
      influencerLivestreams: 0,
      showcaseChoices: 0,
    });
    expect((await api.call(s.roundActivity, { worldId, round: 2 }, ann())).companyPromotions).toBe(0);
    expect((await api.call(s.roundActivity, { worldId }, ann())).productPromotions).toBeGreaterThanOrEqual(1);
    expect(await code(api.send(s.roundActivity, { worldId, round: 1, companyId: world.companies['ann'] ?? '' }, bo()))).toBe(ErrorCode.worldNotAuthorized);
  });

  it('shows last round’s sales on each listing once applied, the same however often it is applied', async () => {
    const companies = { [world.companies['ann'] ?? '']: { sales: [{ platformId: 'shopmall', modelId, units: 420, revenue: 2_730_000 }] } };
    await api.call(s.apply, { worldId, round: 1, companies });
    await api.call(s.apply, { worldId, round: 1, companies });
    expect(await api.call(s.listProducts, { worldId }, ann())).toEqual([
      expect.objectContaining({ lastUnitsSold: 420, lastRevenue: 2_730_000 }),
      expect.objectContaining({ modelId: summitId, lastUnitsSold: 0 }),
    ]);
  });

  it('lets only this round’s items be deleted once the next round runs (130047, 130049), prices still change', async () => {
    await moveToNextRound(api, worldId, world.people['teacher']);
    const [product] = await api.call(s.listProducts, { worldId }, ann());
    const [promotion] = await api.call(s.listCompanyPromotions, { worldId }, ann());
    const listing = { worldId, productId: product?.productId ?? '', version: product?.version ?? 1 };
    expect(await code(api.send(s.deleteProduct, listing, ann()))).toBe(ErrorCode.onlyCurrentRoundDeletable);
    const budget = { worldId, promotionId: promotion?.promotionId ?? '', version: promotion?.version ?? 1, budget: 1 };
    expect(await code(api.send(s.updateCompanyPromotion, budget, ann()))).toBe(ErrorCode.onlyCurrentRoundEditable);
    expect((await api.call(s.updateProduct, { ...listing, price: 5_900 }, ann())).price).toBe(5_900);
  });

  it('keeps last round’s product promotions as they were, holding the product no more (130049, 130047)', async () => {
    const [promotion] = await api.call(s.listProductPromotions, { worldId }, ann());
    const version = promotion?.version ?? 1;
    expect(await code(api.send(s.updateProductPromotion, { worldId, promotionId: summitPromotionId, version, discount: 10 }, ann()))).toBe(
      ErrorCode.onlyCurrentRoundEditable,
    );
    expect(await code(api.send(s.deleteProductPromotion, { worldId, promotionId: summitPromotionId, version }, ann()))).toBe(
      ErrorCode.onlyCurrentRoundDeletable,
    );
    expect(await api.call(s.listProductPromotions, { worldId }, ann())).toEqual([expect.objectContaining({ promotionId: summitPromotionId, round: 1 })]);
    const offline = { worldId, productId: summitProductId, version: await productVersion(summitProductId), online: false };
    expect((await api.call(s.setProductOnline, offline, ann())).online).toBe(false);
    expect(await code(api.send(s.createProductPromotion, { worldId, productId: summitProductId, discount: 15 }, ann()))).toBe(
      ErrorCode.promotionProductOffline,
    );
    const annCompany = world.companies['ann'] ?? '';
    expect((await api.call(s.draft, { worldId, round: 2, companyId: annCompany })).companies[annCompany]?.productPromotions).toEqual([]);
  });

  itKeepsDecisionPacts(suite, {
    provider: 'stores',
    gateway: { 'a stranger opening a store': s.openStore },
    engine: {
      'the stores snapshot of round 1': s.snapshot,
      'the stores draft of a company in round 1': s.draft,
      'the stores slice of round 1': s.apply,
    },
    services: [
      {
        consumer: 'products',
        messages: { 'what holds a model on sale': s.modelHolds, 'what holds a model listed offline': s.modelHolds },
        states: modelHoldStates(suite, () => suite.world.people['teacher']),
      },
    ],
  });
});
