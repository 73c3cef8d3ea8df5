/**
 * The items the teammates' race (item-versions.int-spec.ts) runs on, one per update and delete of
 * the route table: how the page's team makes each item, and the write's body. Round 1's items are
 * made and raced in round 1; round 2's stand on what round 1 left (a plan, a storage, stock,
 * prototypes).
 */

/** An item the race is run on: the write's path parameters, its body, and the version the page shows. */
export interface Fixture {
  params: Record<string, string>;
  body: (who: 'mei' | 'jin') => Record<string, unknown>;
  version: number;
}
export type Made = Record<string, unknown> & { version: number };
export type Answer = { code: number; data: Record<string, unknown> & { params?: Record<string, unknown>; details?: Record<string, unknown> } };
/** A call of the world's API as a member's page makes it (path under /worlds/{worldId}). */
export type TeamCall = (who: string, method: string, path: string, body?: Record<string, unknown>) => Promise<Answer>;

export function itemFixtures(call: TeamCall) {
  let n = 0;
  const unique = (prefix: string) => `${prefix} ${++n}`;
  async function made(path: string, body: Record<string, unknown>): Promise<Made> {
    const answer = await call('mei', 'POST', path, body);
    if (answer.code !== 0) throw new Error(`POST ${path} ${JSON.stringify(body)} answered ${JSON.stringify(answer)}`);
    return answer.data as Made;
  }
  const id = (item: Made, key: string) => String(item[key]);
  // What the items hang on, made once: a brand, a store on each platform.
  const world = { brandId: '', shopmall: '', quickbuy: '' };
  const model = async () =>
    made('/models', { brandId: world.brandId, name: unique('Model'), attributes: [{ attributeId: 'sleeve', grade: 1 }], valuePropositionIds: ['value'] });
  const product = async (storeId = world.shopmall) => made('/store-products', { storeId, modelId: id(await model(), 'modelId'), price: 4_000 });
  const rename = (who: string) => ({ name: unique(`Renamed by ${who}`) });

  /** Round 1: items made this round, changed or deleted by both at once. */
  const THIS_ROUND: Record<string, () => Promise<Fixture>> = {
    'PATCH /worlds/{worldId}/brands/{brandId}': async () => {
      const brand = await made('/brands', { name: unique('Brand') });
      return { params: { brandId: id(brand, 'brandId') }, body: rename, version: brand.version };
    },
    'DELETE /worlds/{worldId}/brands/{brandId}': async () => {
      const brand = await made('/brands', { name: unique('Brand') });
      return { params: { brandId: id(brand, 'brandId') }, body: () => ({}), version: brand.version };
    },
    'PATCH /worlds/{worldId}/models/{modelId}': async () => {
      const made = await model();
      return { params: { modelId: id(made, 'modelId') }, body: rename, version: made.version };
    },
    'DELETE /worlds/{worldId}/models/{modelId}': async () => {
      const made = await model();
      return { params: { modelId: id(made, 'modelId') }, body: () => ({}), version: made.version };
    },
    'PATCH /worlds/{worldId}/personas/{personaId}': async () => {
      const persona = await made('/personas', { name: unique('Persona'), segmentIds: ['students'] });
      return { params: { personaId: id(persona, 'personaId') }, body: rename, version: persona.version };
    },
    'DELETE /worlds/{worldId}/personas/{personaId}': async () => {
      const persona = await made('/personas', { name: unique('Persona'), segmentIds: ['commuters'] });
      return { params: { personaId: id(persona, 'personaId') }, body: () => ({}), version: persona.version };
    },
    'PATCH /worlds/{worldId}/productions/{planId}': async () => {
      const plan = await made('/productions', { modelId: id(await model(), 'modelId'), quantity: 10, warehouseId: 'central' });
      return { params: { planId: id(plan, 'planId') }, body: (who) => ({ quantity: who === 'mei' ? 11 : 12 }), version: plan.version };
    },
    'DELETE /worlds/{worldId}/productions/{planId}': async () => {
      const plan = await made('/productions', { modelId: id(await model(), 'modelId'), quantity: 10, warehouseId: 'central' });
      return { params: { planId: id(plan, 'planId') }, body: () => ({}), version: plan.version };
    },
    'PATCH /worlds/{worldId}/research/plans/{planId}': async () => {
      const plan = await made('/research/plans', { attributeId: 'capacity', targetGrade: 10, investmentPerRound: 1_000_000 });
      return { params: { planId: id(plan, 'planId') }, body: (who) => ({ investmentPerRound: who === 'mei' ? 1_100_000 : 1_200_000 }), version: plan.version };
    },
    'DELETE /worlds/{worldId}/research/plans/{planId}': async () => {
      const plan = await made('/research/plans', { attributeId: 'weight', targetGrade: 10, investmentPerRound: 1_000_000 });
      return { params: { planId: id(plan, 'planId') }, body: () => ({}), version: plan.version };
    },
    'PATCH /worlds/{worldId}/storages/{storageId}': async () => {
      const storage = await made('/storages', { warehouseId: 'city', capacityM3: 100 });
      return { params: { storageId: id(storage, 'storageId') }, body: (who) => ({ capacityM3: who === 'mei' ? 110 : 120 }), version: storage.version };
    },
    'DELETE /worlds/{worldId}/storages/{storageId}': async () => {
      const storages = (await call('mei', 'GET', '/storages')).data as unknown as Made[];
      const city = storages.find((s) => s['warehouseId'] === 'city' && s['releasedRound'] === null);
      if (!city) throw new Error('no storage at city to delete');
      return { params: { storageId: id(city, 'storageId') }, body: () => ({}), version: city.version };
    },
    'PATCH /worlds/{worldId}/store-products/{productId}': async () => {
      const listed = await product();
      return { params: { productId: id(listed, 'productId') }, body: (who) => ({ price: who === 'mei' ? 4_100 : 3_800 }), version: listed.version };
    },
    'PUT /worlds/{worldId}/store-products/{productId}/online': async () => {
      const listed = await product();
      return { params: { productId: id(listed, 'productId') }, body: () => ({ online: false }), version: listed.version };
    },
    'DELETE /worlds/{worldId}/store-products/{productId}': async () => {
      const listed = await product();
      return { params: { productId: id(listed, 'productId') }, body: () => ({}), version: listed.version };
    },
    'PATCH /worlds/{worldId}/company-promotions/{promotionId}': async () => {
      const promotion = await made('/company-promotions', {
        channelId: 'social',
        brandId: id(await made('/brands', { name: unique('Brand') }), 'brandId'),
        budget: 100_000,
      });
      return {
        params: { promotionId: id(promotion, 'promotionId') },
        body: (who) => ({ budget: who === 'mei' ? 110_000 : 120_000 }),
        version: promotion.version,
      };
    },
    'DELETE /worlds/{worldId}/company-promotions/{promotionId}': async () => {
      const promotion = await made('/company-promotions', {
        channelId: 'search',
        brandId: id(await made('/brands', { name: unique('Brand') }), 'brandId'),
        budget: 100_000,
      });
      return { params: { promotionId: id(promotion, 'promotionId') }, body: () => ({}), version: promotion.version };
    },
    'PATCH /worlds/{worldId}/product-promotions/{promotionId}': async () => {
      const promotion = await made('/product-promotions', { productId: id(await product(), 'productId'), discount: 10 });
      return { params: { promotionId: id(promotion, 'promotionId') }, body: (who) => ({ discount: who === 'mei' ? 11 : 12 }), version: promotion.version };
    },
    'DELETE /worlds/{worldId}/product-promotions/{promotionId}': async () => {
      const promotion = await made('/product-promotions', { productId: id(await product(), 'productId'), discount: 10 });
      return { params: { promotionId: id(promotion, 'promotionId') }, body: () => ({}), version: promotion.version };
    },
    'DELETE /worlds/{worldId}/showcase-choices/{choiceId}': async () => {
      const choice = await made('/showcase-choices', { storeId: world.shopmall, showcaseDesignId: 'studio' });
      return { params: { choiceId: id(choice, 'choiceId') }, body: () => ({}), version: choice.version };
    },
    'PATCH /worlds/{worldId}/store-packages/{packageId}': async () => {
      const productIds = [id(await product(), 'productId'), id(await product(), 'productId')];
      const pack = await made('/store-packages', { storeId: world.shopmall, name: unique('Pack'), productIds, price: 7_000 });
      return {
        params: { packageId: id(pack, 'packageId') },
        body: (who) => ({ name: unique(`Pack of ${who}`), productIds, price: 6_900 }),
        version: pack.version,
      };
    },
    'DELETE /worlds/{worldId}/store-packages/{packageId}': async () => {
      const productIds = [id(await product(), 'productId'), id(await product(), 'productId')];
      const pack = await made('/store-packages', { storeId: world.shopmall, name: unique('Pack'), productIds, price: 7_000 });
      return { params: { packageId: id(pack, 'packageId') }, body: () => ({}), version: pack.version };
    },
    'DELETE /worlds/{worldId}/traffic-purchases/{purchaseId}': async () => {
      const purchase = await made('/traffic-purchases', { productId: id(await product(), 'productId'), trafficPackageId: 'boost-s' });
      return { params: { purchaseId: id(purchase, 'purchaseId') }, body: () => ({}), version: purchase.version };
    },
    'PATCH /worlds/{worldId}/ad-bids/{bidId}': async () => {
      const bid = await made('/ad-bids', { productId: id(await product(), 'productId'), segmentId: 'students', costPerClick: 100, dailyBudget: 50_000 });
      return { params: { bidId: id(bid, 'bidId') }, body: (who) => ({ costPerClick: who === 'mei' ? 110 : 120, dailyBudget: 50_000 }), version: bid.version };
    },
    'DELETE /worlds/{worldId}/ad-bids/{bidId}': async () => {
      const bid = await made('/ad-bids', { productId: id(await product(), 'productId'), segmentId: 'students', costPerClick: 100, dailyBudget: 50_000 });
      return { params: { bidId: id(bid, 'bidId') }, body: () => ({}), version: bid.version };
    },
    'PATCH /worlds/{worldId}/ad-recharges/{rechargeId}': async () => {
      const recharge = await made('/ad-recharges', { storeId: world.shopmall, amount: 1_000_000 });
      return {
        params: { rechargeId: id(recharge, 'rechargeId') },
        body: (who) => ({ amount: who === 'mei' ? 1_100_000 : 1_200_000 }),
        version: recharge.version,
      };
    },
    'DELETE /worlds/{worldId}/ad-recharges/{rechargeId}': async () => {
      const recharge = await made('/ad-recharges', { storeId: world.shopmall, amount: 1_000_000 });
      return { params: { rechargeId: id(recharge, 'rechargeId') }, body: () => ({}), version: recharge.version };
    },
    'PATCH /worlds/{worldId}/merchant-livestreams/{livestreamId}': async () => {
      const productIds = [id(await product(), 'productId')];
      const stream = await made('/merchant-livestreams', { storeId: world.shopmall, hours: 2, productIds });
      return { params: { livestreamId: id(stream, 'livestreamId') }, body: (who) => ({ hours: who === 'mei' ? 3 : 1, productIds }), version: stream.version };
    },
    'DELETE /worlds/{worldId}/merchant-livestreams/{livestreamId}': async () => {
      const stream = await made('/merchant-livestreams', { storeId: world.shopmall, hours: 2, productIds: [id(await product(), 'productId')] });
      return { params: { livestreamId: id(stream, 'livestreamId') }, body: () => ({}), version: stream.version };
    },
    'PATCH /worlds/{worldId}/influencer-livestreams/{livestreamId}': async () => {
      const [first, second] = [id(await product(world.quickbuy), 'productId'), id(await product(world.quickbuy), 'productId')];
      const stream = await made('/influencer-livestreams', { storeId: world.quickbuy, influencerId: 'mia', productIds: [first] });
      return {
        params: { livestreamId: id(stream, 'livestreamId') },
        body: (who) => ({ productIds: who === 'mei' ? [first, second] : [second] }),
        version: stream.version,
      };
    },
    'DELETE /worlds/{worldId}/influencer-livestreams/{livestreamId}': async () => {
      const stream = await made('/influencer-livestreams', {
        storeId: world.quickbuy,
        influencerId: 'trailjoe',
        productIds: [id(await product(world.quickbuy), 'productId')],
      });
      return { params: { livestreamId: id(stream, 'livestreamId') }, body: () => ({}), version: stream.version };
    },
    'DELETE /worlds/{worldId}/loans/{loanId}': async () => {
      const loan = await made('/loans', { amount: 25_000_000 });
      return { params: { loanId: id(loan, 'loanId') }, body: () => ({}), version: loan.version };
    },
  };

  /** What round 2's races stand on, made in round 1: a plan in progress, a rented storage, a model's stock. */
  const kept = { planId: '', storageId: '', stockModels: [] as string[] };
  /** Each stock plan on a model of its own: one plan of a kind per model a round (300019, 300027). */
  const stocked = () => kept.stockModels.pop() ?? '';
  const stockRow = (modelId: string, warehouseId: string) => ({
    modelId,
    warehouseId,
    opening: 0,
    produced: 100,
    sold: 0,
    cleared: 0,
    transferIn: 0,
    transferOut: 0,
    closing: 100,
    inTransitOut: 0,
    unitCost: 2_000,
  });
  const prototype = async (number: number) => {
    const research = (await call('mei', 'GET', '/research')).data as unknown as { prototypes: Made[] };
    const found = research.prototypes.find((p) => p['number'] === number);
    if (!found) throw new Error(`no prototype RD-${number}`);
    return found;
  };

  /** Round 2: items of round 1 stopped or released, prototypes bound and freed, stock cleared and moved. */
  const NEXT_ROUND: Record<string, () => Promise<Fixture>> = {
    'POST /worlds/{worldId}/research/plans/{planId}/stop': async () => {
      const research = (await call('mei', 'GET', '/research')).data as unknown as { plans: Made[] };
      const plan = research.plans.find((p) => p['planId'] === kept.planId);
      return { params: { planId: kept.planId }, body: () => ({}), version: plan?.version ?? 0 };
    },
    'PUT /worlds/{worldId}/prototypes/{prototypeId}/model': async () => {
      const found = await prototype(1);
      return { params: { prototypeId: id(found, 'prototypeId') }, body: () => ({ modelId: id(roundTwoModel, 'modelId') }), version: found.version };
    },
    'DELETE /worlds/{worldId}/prototypes/{prototypeId}/model': async () => {
      const found = await prototype(2);
      // A model of its own: one prototype of an attribute per model (180009).
      const bound = await call('mei', 'PUT', `/prototypes/${id(found, 'prototypeId')}/model`, {
        version: found.version,
        modelId: id(await model(), 'modelId'),
      });
      if (bound.code !== 0) throw new Error(`binding RD-2 answered ${JSON.stringify(bound)}`);
      return { params: { prototypeId: id(found, 'prototypeId') }, body: () => ({}), version: (bound.data as Made).version };
    },
    'PATCH /worlds/{worldId}/clearance-plans/{planId}': async () => {
      const plan = await made('/clearance-plans', { modelId: stocked(), warehouseId: 'central', quantity: 5 });
      return { params: { planId: id(plan, 'planId') }, body: (who) => ({ quantity: who === 'mei' ? 6 : 7 }), version: plan.version };
    },
    'DELETE /worlds/{worldId}/clearance-plans/{planId}': async () => {
      const plan = await made('/clearance-plans', { modelId: stocked(), warehouseId: 'central', quantity: 5 });
      return { params: { planId: id(plan, 'planId') }, body: () => ({}), version: plan.version };
    },
    'PATCH /worlds/{worldId}/reallocation-plans/{planId}': async () => {
      const plan = await made('/reallocation-plans', { modelId: stocked(), fromWarehouseId: 'central', logisticsServiceId: 'trunk', quantity: 5 });
      return { params: { planId: id(plan, 'planId') }, body: (who) => ({ quantity: who === 'mei' ? 6 : 7 }), version: plan.version };
    },
    'DELETE /worlds/{worldId}/reallocation-plans/{planId}': async () => {
      const plan = await made('/reallocation-plans', { modelId: stocked(), fromWarehouseId: 'central', logisticsServiceId: 'trunk', quantity: 5 });
      return { params: { planId: id(plan, 'planId') }, body: () => ({}), version: plan.version };
    },
    // Last: reallocations go into this space (300047).
    'POST /worlds/{worldId}/storages/{storageId}/release': async () => {
      // Space that stock is headed for cannot be given up (200011): the reallocation left by the race above goes first.
      for (const plan of (await call('mei', 'GET', '/reallocation-plans')).data as unknown as Made[])
        await call('mei', 'DELETE', `/reallocation-plans/${id(plan, 'planId')}`, { version: plan.version });
      const storages = (await call('mei', 'GET', '/storages')).data as unknown as Made[];
      return { params: { storageId: kept.storageId }, body: () => ({}), version: storages.find((s) => s['storageId'] === kept.storageId)?.version ?? 0 };
    },
  };
  let roundTwoModel: Made = { version: 0 };

  /** What every item hangs on, made once: a brand, a store on each platform. */
  async function setUp(): Promise<void> {
    world.brandId = id(await made('/brands', { name: 'Trailhead' }), 'brandId');
    world.shopmall = id(await made('/stores', { platformId: 'shopmall' }), 'storeId');
    world.quickbuy = id(await made('/stores', { platformId: 'quickbuy' }), 'storeId');
  }
  /** Round 1's part of round 2's races: a plan in progress, a rented storage, four models to stock. */
  async function keepForNextRound(): Promise<void> {
    kept.planId = id(await made('/research/plans', { attributeId: 'wheels', targetGrade: 6, investmentPerRound: 1_000_000 }), 'planId');
    kept.storageId = id(await made('/storages', { warehouseId: 'city', capacityM3: 100 }), 'storageId');
    for (let i = 0; i < 4; i++) kept.stockModels.push(id(await model(), 'modelId'));
  }
  return {
    THIS_ROUND,
    NEXT_ROUND,
    setUp,
    keepForNextRound,
    kept,
    stockRow,
    product,
    id,
    startRoundTwo: async () => {
      roundTwoModel = await model();
    },
  };
}
