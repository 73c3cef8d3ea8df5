import { ErrorCode, storesMessages as s } from '@simbiz/contracts';
import { bootstrapService, Requester } from '@simbiz/service-kit';
import { as, decisionServiceSuite, moveToNextRound, type PlayableWorld } from '@simbiz/testing';
import { randomUUID } from 'node:crypto';
import { storesMigrations } from './database/migrations';
import { StoresModule } from './stores.module';
import { openPlatformStores } from './test-support/platform-stores';

/**
 * Showcase choices, packages and traffic purchases against the starter screenplay: ShopMall
 * (designs basic and studio, traffic packages boost-s and boost-l) and QuickBuy (designs basic and
 * video, traffic package feed).
 */
describe('showcase choices, packages and traffic purchases (identity, worlds, teams, warehouse, products and finance as processes)', () => {
  let api: Requester;
  let world: PlayableWorld;
  let worldId: string;
  /** Ann's stores on ShopMall and QuickBuy, and bo's on ShopMall. */
  let shopmallId: string;
  let quickbuyId: string;
  let boStoreId: string;
  /** Ann's models and their products in her ShopMall store; a product of the first in QuickBuy; bo's product. */
  const models: string[] = [];
  const products: string[] = [];
  let quickbuyProductId: string;
  let boProductId: string;
  let choiceId: string;
  let packageId: string;
  let purchaseId: string;
  const code = async (promise: Promise<{ code: number }>) => (await promise).code;
  const ann = () => as(world.people['ann']);
  const bo = () => as(world.people['bo']);
  const company = (name: string) => world.companies[name] ?? '';

  const suite = decisionServiceSuite('stores-offers', {
    requester: (nc, prefix) => new Requester(nc, prefix, 5_000),
    peers: ['warehouse', 'products', 'finance'],
    service: (options) => bootstrapService({ name: 'stores', module: StoresModule, migrations: storesMigrations }, options),
    worldName: 'Platform offers',
  });

  beforeAll(async () => {
    ({ api, world } = suite);
    worldId = world.worldId;
    const opened = await openPlatformStores(api, world, 'shopmall');
    ({ shopmallId, quickbuyId, boStoreId, quickbuyProductId, boProductId } = opened);
    models.push(...opened.models);
    products.push(...opened.products);
  }, 120_000);

  describe('showcase choices', () => {
    it('chooses a design of the store’s platform for a store of the company’s own (130045, 130041, 210049)', async () => {
      const choose = (storeId: string, showcaseDesignId: string, who = ann()) => api.send(s.chooseShowcase, { worldId, storeId, showcaseDesignId }, who);
      expect(await code(choose(randomUUID(), 'studio'))).toBe(ErrorCode.storeNotOpened);
      expect(await code(choose(boStoreId, 'studio'))).toBe(ErrorCode.storeNotOwned);
      expect(await code(choose(shopmallId, 'video'))).toBe(ErrorCode.showcaseDesignRequired);
      expect(await code(choose(shopmallId, 'nowhere'))).toBe(ErrorCode.showcaseDesignRequired);
      const choice = await api.call(s.chooseShowcase, { worldId, storeId: shopmallId, showcaseDesignId: 'basic' }, ann());
      expect(choice).toEqual({ choiceId: expect.any(String), version: 1, storeId: shopmallId, platformId: 'shopmall', showcaseDesignId: 'basic', round: 1 });
      choiceId = choice.choiceId;
    });

    it('replaces the round’s choice when the store’s design is chosen again, keeping its id: a change of it (one version on)', async () => {
      const again = await api.call(s.chooseShowcase, { worldId, storeId: shopmallId, showcaseDesignId: 'studio' }, ann());
      expect(again).toEqual({ choiceId, version: 2, storeId: shopmallId, platformId: 'shopmall', showcaseDesignId: 'studio', round: 1 });
      expect(await api.call(s.listShowcaseChoices, { worldId }, ann())).toEqual([again]);
      // A deletion made from what the page showed before the choice was made again is stale.
      const stale = await api.send(s.deleteShowcaseChoice, { worldId, choiceId, version: 1 }, ann());
      expect(stale).toMatchObject({
        code: ErrorCode.itemChangedMeanwhile,
        data: { details: { version: 2, change: 'changed', fields: ['showcaseDesignId', 'storeId'] } },
      });
    });

    it('takes back this round’s choice of the company’s own only (210049 for anyone else’s or none)', async () => {
      const video = await api.call(s.chooseShowcase, { worldId, storeId: quickbuyId, showcaseDesignId: 'video' }, ann());
      expect(await api.call(s.listShowcaseChoices, { worldId }, ann())).toHaveLength(2);
      // No one knows a version of a made-up choice, nor bo of ann's: such writes state the first.
      expect(await code(api.send(s.deleteShowcaseChoice, { worldId, choiceId: randomUUID(), version: 1 }, ann()))).toBe(ErrorCode.showcaseDesignRequired);
      expect(await code(api.send(s.deleteShowcaseChoice, { worldId, choiceId: video.choiceId, version: 1 }, bo()))).toBe(ErrorCode.showcaseDesignRequired);
      expect(await api.call(s.deleteShowcaseChoice, { worldId, choiceId: video.choiceId, version: video.version }, ann())).toEqual({ deleted: true });
      expect(await api.call(s.listShowcaseChoices, { worldId }, ann())).toEqual([expect.objectContaining({ choiceId, showcaseDesignId: 'studio' })]);
    });

    it('keeps one company’s choices from another', async () => {
      expect(await api.call(s.listShowcaseChoices, { worldId }, bo())).toEqual([]);
      expect(await code(api.send(s.chooseShowcase, { worldId, storeId: shopmallId, showcaseDesignId: 'basic' }, bo()))).toBe(ErrorCode.storeNotOwned);
      expect(await code(api.send(s.deleteShowcaseChoice, { worldId, choiceId, version: 1 }, bo()))).toBe(ErrorCode.showcaseDesignRequired);
      expect(await api.call(s.listShowcaseChoices, { worldId }, ann())).toEqual([expect.objectContaining({ choiceId, showcaseDesignId: 'studio' })]);
    });
  });

  describe('packages', () => {
    const create = (storeId: string, productIds: string[], who = ann()) =>
      api.send(s.createPackage, { worldId, storeId, name: 'Trio', productIds, price: 15_000 }, who);

    it('are made in a store of the company’s own (130045, 130041)', async () => {
      expect(await code(create(randomUUID(), products.slice(0, 2)))).toBe(ErrorCode.storeNotOpened);
      expect(await code(create(boStoreId, products.slice(0, 2)))).toBe(ErrorCode.storeNotOwned);
    });

    it('hold 2 to 4 different products of the company’s own in that store (210029, 210031, 210015)', async () => {
      const tooFew = { code: ErrorCode.packageProductsRequired, data: { params: { count: 2 } } };
      expect(await create(shopmallId, [products[0] ?? ''])).toEqual(tooFew);
      expect(await create(shopmallId, [...products, quickbuyProductId, randomUUID()])).toEqual(tooFew);
      expect(await code(create(shopmallId, [products[0] ?? '', products[0] ?? '']))).toBe(ErrorCode.packageProductRepeated);
      expect(await code(create(shopmallId, [products[0] ?? '', randomUUID()]))).toBe(ErrorCode.storeProductNotFound);
      expect(await code(create(shopmallId, [products[0] ?? '', boProductId]))).toBe(ErrorCode.storeProductNotFound);
      expect(await code(create(shopmallId, [products[0] ?? '', quickbuyProductId]))).toBe(ErrorCode.storeProductNotFound);
      const made = await api.call(
        s.createPackage,
        { worldId, storeId: shopmallId, name: 'Pair', productIds: [products[1] ?? '', products[0] ?? ''], price: 11_000 },
        ann(),
      );
      expect(made).toEqual({
        packageId: expect.any(String),
        version: 1,
        storeId: shopmallId,
        platformId: 'shopmall',
        name: 'Pair',
        productIds: [products[1], products[0]],
        modelIds: [models[1], models[0]],
        price: 11_000,
        createdRound: 1,
      });
      packageId = made.packageId;
    });

    it('change their name, products and price in their round, by the same product rules (210029, 210031, 210015)', async () => {
      // The package has not changed yet: the refused writes state its first version.
      const update = (productIds: string[], who = ann()) =>
        api.send(s.updatePackage, { worldId, packageId, version: 1, name: 'Trio', productIds, price: 15_000 }, who);
      expect(await code(update([products[0] ?? '']))).toBe(ErrorCode.packageProductsRequired);
      expect(await code(update([products[0] ?? '', products[1] ?? '', products[0] ?? '']))).toBe(ErrorCode.packageProductRepeated);
      expect(await code(update([products[0] ?? '', quickbuyProductId]))).toBe(ErrorCode.storeProductNotFound);
      const changed = await api.call(
        s.updatePackage,
        { worldId, packageId, version: 1, name: 'Trio', productIds: [products[2] ?? '', products[0] ?? '', products[1] ?? ''], price: 15_000 },
        ann(),
      );
      expect(changed).toEqual({
        packageId,
        version: 2,
        storeId: shopmallId,
        platformId: 'shopmall',
        name: 'Trio',
        productIds: [products[2], products[0], products[1]],
        modelIds: [models[2], models[0], models[1]],
        price: 15_000,
        createdRound: 1,
      });
      expect(await api.call(s.listPackages, { worldId }, ann())).toEqual([changed]);
    });

    it('are deleted in their round with their products, the company’s own only (210027)', async () => {
      const spare = await api.call(s.createPackage, { worldId, storeId: shopmallId, name: 'Spare', productIds: products.slice(0, 2), price: 9_000 }, ann());
      expect(await code(api.send(s.deletePackage, { worldId, packageId: randomUUID(), version: 1 }, ann()))).toBe(ErrorCode.packageNotFound);
      expect(await api.call(s.deletePackage, { worldId, packageId: spare.packageId, version: spare.version }, ann())).toEqual({ deleted: true });
      // Deleted, it takes no write from any version: the kit says it went (130061) before the area could say it is not there.
      expect(await api.send(s.deletePackage, { worldId, packageId: spare.packageId, version: spare.version }, ann())).toMatchObject({
        code: ErrorCode.itemChangedMeanwhile,
        data: { details: { change: 'deleted' } },
      });
      expect(await api.call(s.listPackages, { worldId }, ann())).toEqual([expect.objectContaining({ packageId, name: 'Trio' })]);
    });

    it('keep one company’s packages from another (210027)', async () => {
      expect(await api.call(s.listPackages, { worldId }, bo())).toEqual([]);
      // bo knows no version of ann's package: a write made up for it states the first.
      expect(await code(api.send(s.updatePackage, { worldId, packageId, version: 1, name: 'Mine', productIds: products.slice(0, 2), price: 1 }, bo()))).toBe(
        ErrorCode.packageNotFound,
      );
      expect(await code(api.send(s.deletePackage, { worldId, packageId, version: 1 }, bo()))).toBe(ErrorCode.packageNotFound);
      expect(await code(create(boStoreId, [boProductId, products[0] ?? ''], bo()))).toBe(ErrorCode.storeProductNotFound);
      expect(await api.call(s.listPackages, { worldId }, ann())).toEqual([expect.objectContaining({ packageId, price: 15_000 })]);
    });
  });

  describe('traffic purchases', () => {
    const buy = (productId: string, trafficPackageId: string, who = ann()) => api.send(s.buyTrafficPackage, { worldId, productId, trafficPackageId }, who);

    it('buy a package of the product’s platform for an online product of the company’s own, once a round each (210015, 210023, 210033, 210035)', async () => {
      expect(await code(buy(randomUUID(), 'boost-s'))).toBe(ErrorCode.storeProductNotFound);
      expect(await code(buy(boProductId, 'boost-s'))).toBe(ErrorCode.storeProductNotFound);
      // The listing is as openPlatformStores made it: at its first version.
      await api.call(s.setProductOnline, { worldId, productId: quickbuyProductId, version: 1, online: false }, ann());
      expect(await code(buy(quickbuyProductId, 'feed'))).toBe(ErrorCode.storeProductNotOnline);
      expect(await code(buy(products[1] ?? '', 'feed'))).toBe(ErrorCode.trafficPackageNotFound);
      expect(await code(buy(products[1] ?? '', 'nowhere'))).toBe(ErrorCode.trafficPackageNotFound);
      const bought = await api.call(s.buyTrafficPackage, { worldId, productId: products[1] ?? '', trafficPackageId: 'boost-s' }, ann());
      expect(bought).toEqual({
        purchaseId: expect.any(String),
        version: 1,
        productId: products[1],
        platformId: 'shopmall',
        modelId: models[1],
        trafficPackageId: 'boost-s',
        round: 1,
      });
      purchaseId = bought.purchaseId;
      expect(await code(buy(products[1] ?? '', 'boost-s'))).toBe(ErrorCode.trafficPackageAlreadyBought);
    });

    it('take back this round’s purchase of the company’s own only (210033 for anyone else’s or none)', async () => {
      const large = await api.call(s.buyTrafficPackage, { worldId, productId: products[1] ?? '', trafficPackageId: 'boost-l' }, ann());
      // No one knows a version of a made-up purchase, nor bo of ann's: such writes state the first.
      expect(await code(api.send(s.deleteTrafficPurchase, { worldId, purchaseId: randomUUID(), version: 1 }, ann()))).toBe(ErrorCode.trafficPackageNotFound);
      expect(await code(api.send(s.deleteTrafficPurchase, { worldId, purchaseId: large.purchaseId, version: 1 }, bo()))).toBe(ErrorCode.trafficPackageNotFound);
      expect(await api.call(s.deleteTrafficPurchase, { worldId, purchaseId: large.purchaseId, version: large.version }, ann())).toEqual({ deleted: true });
      expect(await api.call(s.listTrafficPurchases, { worldId }, ann())).toEqual([expect.objectContaining({ purchaseId, trafficPackageId: 'boost-s' })]);
    });

    it('keep one company’s purchases from another', async () => {
      expect(await api.call(s.listTrafficPurchases, { worldId }, bo())).toEqual([]);
      expect(await code(api.send(s.deleteTrafficPurchase, { worldId, purchaseId, version: 1 }, bo()))).toBe(ErrorCode.trafficPackageNotFound);
      expect(await api.call(s.listTrafficPurchases, { worldId }, ann())).toHaveLength(1);
    });
  });

  describe('the round’s snapshot and draft', () => {
    const annRound1 = () => ({
      stores: [{ platformId: 'quickbuy' }, { platformId: 'shopmall', showcaseDesignId: 'studio' }],
      packages: [{ id: packageId, platformId: 'shopmall', name: 'Trio', modelIds: [models[2], models[0], models[1]], price: 15_000 }],
      trafficPackages: [{ platformId: 'shopmall', trafficPackageId: 'boost-s', modelId: models[1] }],
    });

    it('hand the budget ann’s package, traffic package and showcase design in her draft, and none of them in bo’s', async () => {
      const annDraft = await api.call(s.draft, { worldId, round: 1, companyId: company('ann') });
      expect(annDraft.companies[company('ann')]).toMatchObject(annRound1());
      const boDraft = (await api.call(s.draft, { worldId, round: 1, companyId: company('bo') })).companies[company('bo')];
      expect(boDraft?.stores).toEqual([{ platformId: 'shopmall' }]);
      expect(boDraft?.packages ?? []).toEqual([]);
      expect(boDraft?.trafficPackages ?? []).toEqual([]);
    });

    it('give the engine the same in the round’s snapshot', async () => {
      const snapshot = await api.call(s.snapshot, { worldId, round: 1 });
      expect(snapshot.companies[company('ann')]).toMatchObject(annRound1());
      expect(snapshot.companies[company('bo')]?.packages ?? []).toEqual([]);
      expect(snapshot.companies[company('bo')]?.trafficPackages ?? []).toEqual([]);
    });
  });

  describe('the next round', () => {
    beforeAll(async () => {
      await moveToNextRound(api, worldId, world.people['teacher']);
    }, 60_000);

    it('refuses editing or deleting round 1’s items (130049, 130047), which stay listed', async () => {
      // Each from the version ann's pages show of it.
      const [pkg] = await api.call(s.listPackages, { worldId }, ann());
      const [purchase] = await api.call(s.listTrafficPurchases, { worldId }, ann());
      const [choice] = await api.call(s.listShowcaseChoices, { worldId }, ann());
      const version = pkg?.version ?? 1;
      expect(await code(api.send(s.updatePackage, { worldId, packageId, version, name: 'Later', productIds: products.slice(0, 2), price: 9_000 }, ann()))).toBe(
        ErrorCode.onlyCurrentRoundEditable,
      );
      expect(await code(api.send(s.deletePackage, { worldId, packageId, version }, ann()))).toBe(ErrorCode.onlyCurrentRoundDeletable);
      expect(await code(api.send(s.deleteTrafficPurchase, { worldId, purchaseId, version: purchase?.version ?? 1 }, ann()))).toBe(
        ErrorCode.onlyCurrentRoundDeletable,
      );
      expect(await code(api.send(s.deleteShowcaseChoice, { worldId, choiceId, version: choice?.version ?? 1 }, ann()))).toBe(
        ErrorCode.onlyCurrentRoundDeletable,
      );
      expect(await api.call(s.listPackages, { worldId }, ann())).toEqual([expect.objectContaining({ packageId, createdRound: 1 })]);
      expect(await api.call(s.listTrafficPurchases, { worldId }, ann())).toEqual([expect.objectContaining({ purchaseId, round: 1 })]);
      expect(await api.call(s.listShowcaseChoices, { worldId }, ann())).toEqual([expect.objectContaining({ choiceId, round: 1 })]);
    });

    it('keeps the package and the store’s design in round 2’s snapshot, but not the traffic package', async () => {
      const annRound2 = (await api.call(s.snapshot, { worldId, round: 2 })).companies[company('ann')];
      expect(annRound2?.packages).toEqual([
        { id: packageId, platformId: 'shopmall', name: 'Trio', modelIds: [models[2], models[0], models[1]], price: 15_000 },
      ]);
      expect(annRound2?.stores).toEqual([{ platformId: 'quickbuy' }, { platformId: 'shopmall', showcaseDesignId: 'studio' }]);
      expect(annRound2?.trafficPackages ?? []).toEqual([]);
    });
  });
});
