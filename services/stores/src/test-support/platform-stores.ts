import { productsMessages as p, storesMessages as s } from '@simbiz/contracts';
import type { Requester } from '@simbiz/service-kit';
import { as, type PlayableWorld } from '@simbiz/testing';

/** What the platform suites start from, ids as the services gave them. */
export interface PlatformStores {
  /** Ann's stores on ShopMall and QuickBuy. */
  shopmallId: string;
  quickbuyId: string;
  /** Ann's models Campus, Summit and Ridge of brand Trailhead, and their products in her ShopMall store. */
  models: string[];
  products: string[];
  /** The first model's product in her QuickBuy store. */
  quickbuyProductId: string;
  /** Bo's store, his model Dock (brand Harbour) and its product there. */
  boStoreId: string;
  boModelId: string;
  boProductId: string;
}

/** A model with one grade of sleeve and the value proposition, as the platform suites need no more. */
async function newModel(api: Requester, worldId: string, who: ReturnType<typeof as>, brandId: string, name: string): Promise<string> {
  const attributes = [{ attributeId: 'sleeve', grade: 1 }];
  return (await api.call(p.createModel, { worldId, brandId, name, attributes, valuePropositionIds: ['value'] }, who)).modelId;
}

/**
 * Ann opens stores on ShopMall and QuickBuy, lists three models at ShopMall (60.00) and the first at
 * QuickBuy (58.00); Bo opens a store on `boPlatform` and lists his one model (40.00).
 */
export async function openPlatformStores(api: Requester, world: PlayableWorld, boPlatform: 'shopmall' | 'quickbuy'): Promise<PlatformStores> {
  const { worldId } = world;
  const ann = as(world.people['ann']);
  const bo = as(world.people['bo']);
  const shopmallId = (await api.call(s.openStore, { worldId, platformId: 'shopmall' }, ann)).storeId;
  const quickbuyId = (await api.call(s.openStore, { worldId, platformId: 'quickbuy' }, ann)).storeId;
  const boStoreId = (await api.call(s.openStore, { worldId, platformId: boPlatform }, bo)).storeId;
  const brandId = (await api.call(p.createBrand, { worldId, name: 'Trailhead' }, ann)).brandId;
  const models: string[] = [];
  const products: string[] = [];
  for (const name of ['Campus', 'Summit', 'Ridge']) {
    const modelId = await newModel(api, worldId, ann, brandId, name);
    models.push(modelId);
    products.push((await api.call(s.createProduct, { worldId, storeId: shopmallId, modelId, price: 6_000 }, ann)).productId);
  }
  const quickbuyProductId = (await api.call(s.createProduct, { worldId, storeId: quickbuyId, modelId: models[0] ?? '', price: 5_800 }, ann)).productId;
  const boBrandId = (await api.call(p.createBrand, { worldId, name: 'Harbour' }, bo)).brandId;
  const boModelId = await newModel(api, worldId, bo, boBrandId, 'Dock');
  const boProductId = (await api.call(s.createProduct, { worldId, storeId: boStoreId, modelId: boModelId, price: 4_000 }, bo)).productId;
  return { shopmallId, quickbuyId, models, products, quickbuyProductId, boStoreId, boModelId, boProductId };
}
