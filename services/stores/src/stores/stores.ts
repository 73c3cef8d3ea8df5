import {
  DomainError,
  ErrorCode,
  productsMessages,
  type Store,
  type StoreProduct,
  type storesMessages,
  throwRefusal,
  type Unversioned,
} from '@simbiz/contracts';
import type { Screenplay } from '@simbiz/engine';
import type { DecisionContext, Requester } from '@simbiz/service-kit';
import type { Kysely, Transaction } from 'kysely';
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { StoresTables } from '../database/tables';
import {
  companyProduct,
  companyProducts,
  companyStores,
  deleteProductRow,
  insertProduct,
  insertStore,
  isListed,
  lastListingSales,
  type ProductRow,
  storeOnPlatform,
  updateProductRow,
  worldStore,
} from './store.repository';
import { productHolds } from './product-holds';
import { currentRoundRefusal, goingOffline, inUseRefusal, listingRefusal, openStoreRefusal, storeOwnerRefusal } from './store-rules';

type Db = Kysely<StoresTables> | Transaction<StoresTables>;
type Request<K extends keyof typeof storesMessages> = z.output<(typeof storesMessages)[K]['request']>;

export async function listStores(db: Db, worldId: string, companyId: string): Promise<Store[]> {
  const rows = await companyStores(db, worldId, companyId);
  return rows.map((r) => ({ storeId: r.id, platformId: r.platform_id, openedRound: r.opened_round }));
}

/** A store on a platform of the screenplay (130043), one per platform (210007). */
export async function openStore(tx: Db, screenplay: Screenplay, ctx: DecisionContext, platformId: string): Promise<Store> {
  throwRefusal(openStoreRefusal(screenplay.platforms, platformId, await storeOnPlatform(tx, ctx.worldId, ctx.companyId, platformId)));
  const id = randomUUID();
  await insertStore(tx, { id, world_id: ctx.worldId, company_id: ctx.companyId, platform_id: platformId, opened_round: ctx.round });
  return { storeId: id, platformId, openedRound: ctx.round };
}

/** The company's products with last round's sales, optionally of one store. */
export async function listProducts(db: Db, worldId: string, companyId: string, storeId?: string): Promise<Unversioned<StoreProduct>[]> {
  const rows = await companyProducts(db, worldId, companyId, storeId);
  const last = await lastListingSales(db, worldId, companyId);
  return rows.map((r) => {
    const sold = last?.rows.find((s) => s.platform_id === r.platform_id && s.model_id === r.model_id);
    return productView(r, last ? { units: sold?.units ?? 0, revenue: Number(sold?.revenue ?? 0) } : null);
  });
}

function productView(r: Omit<ProductRow, 'seq'>, sold: { units: number; revenue: number } | null): Unversioned<StoreProduct> {
  return {
    productId: r.id,
    storeId: r.store_id,
    platformId: r.platform_id,
    modelId: r.model_id,
    price: r.price,
    online: r.online,
    createdRound: r.created_round,
    lastUnitsSold: sold?.units ?? null,
    lastRevenue: sold?.revenue ?? null,
  };
}

/** The company's model, asked of products (170011 when it is not the company's). */
async function companyModel(services: Requester, ctx: DecisionContext, modelId: string) {
  const models = await services.call(productsMessages.companyModels, { worldId: ctx.worldId, companyId: ctx.companyId });
  const model = models.find((m) => m.modelId === modelId);
  if (!model) throw new DomainError(ErrorCode.modelNotFound);
  return model;
}

/** Lists a model in a store of the company's own (130045 when there is no such store, 130041 when it is another's), once (210017). */
export async function createProduct(tx: Db, services: Requester, ctx: DecisionContext, input: Request<'createProduct'>): Promise<Unversioned<StoreProduct>> {
  const store = await worldStore(tx, ctx.worldId, input.storeId);
  if (!store) throw new DomainError(ErrorCode.storeNotOpened);
  throwRefusal(storeOwnerRefusal(store.company_id, ctx.companyId));
  await companyModel(services, ctx, input.modelId);
  throwRefusal(listingRefusal(await isListed(tx, store.id, input.modelId)));
  const row = {
    id: randomUUID(),
    world_id: ctx.worldId,
    company_id: ctx.companyId,
    store_id: store.id,
    platform_id: store.platform_id,
    model_id: input.modelId,
    price: input.price,
    online: true,
    created_round: ctx.round,
  };
  await insertProduct(tx, row);
  return productView(row, null);
}

/** A product of the company's own (210015 for anyone else's). */
async function ownProduct(tx: Db, ctx: DecisionContext, productId: string): Promise<ProductRow> {
  const row = await companyProduct(tx, ctx.worldId, ctx.companyId, productId);
  if (!row) throw new DomainError(ErrorCode.storeProductNotFound);
  return row;
}

async function inProduction(services: Requester, ctx: DecisionContext, modelId: string): Promise<boolean> {
  return (await companyModel(services, ctx, modelId)).inProduction;
}

/**
 * Refuses taking the product offline or deleting it while it is in use (210021): held this round
 * (productHolds) or its model in production; a package holding it stops only its deletion.
 */
async function refuseInUse(tx: Db, services: Requester, ctx: DecisionContext, row: ProductRow, deleting: boolean): Promise<void> {
  const { inPackage, ...holds } = await productHolds(tx, row.id, ctx.round);
  throwRefusal(inUseRefusal({ ...holds, inPackage: deleting && inPackage }));
  throwRefusal(inUseRefusal({ inProduction: await inProduction(services, ctx, row.model_id) }));
}

export async function updateProduct(tx: Db, ctx: DecisionContext, input: Request<'updateProduct'>): Promise<Unversioned<StoreProduct>> {
  const row = await ownProduct(tx, ctx, input.productId);
  await updateProductRow(tx, row.id, { price: input.price });
  return productView({ ...row, price: input.price }, null);
}

export async function setProductOnline(
  tx: Db,
  services: Requester,
  ctx: DecisionContext,
  input: Request<'setProductOnline'>,
): Promise<Unversioned<StoreProduct>> {
  const row = await ownProduct(tx, ctx, input.productId);
  if (goingOffline(row.online, input.online)) await refuseInUse(tx, services, ctx, row, false);
  await updateProductRow(tx, row.id, { online: input.online });
  return productView({ ...row, online: input.online }, null);
}

export async function deleteProduct(tx: Db, services: Requester, ctx: DecisionContext, productId: string): Promise<{ deleted: true }> {
  const row = await ownProduct(tx, ctx, productId);
  throwRefusal(currentRoundRefusal(row.created_round, ctx.round, ErrorCode.onlyCurrentRoundDeletable));
  await refuseInUse(tx, services, ctx, row, true);
  await deleteProductRow(tx, row.id);
  return { deleted: true };
}
