import { DomainError, ErrorCode, productsMessages, type Store, type StoreProduct, type storesMessages } from '@simbiz/contracts';
import type { Screenplay } from '@simbiz/engine';
import type { DecisionContext, Requester } from '@simbiz/service-kit';
import type { Kysely, Selectable, Transaction } from 'kysely';
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { StoresTables } from '../database/tables';

type Db = Kysely<StoresTables> | Transaction<StoresTables>;
type ProductRow = Selectable<StoresTables['store_product']>;
type Request<K extends keyof typeof storesMessages> = z.output<(typeof storesMessages)[K]['request']>;

export async function listStores(db: Db, worldId: string, companyId: string): Promise<Store[]> {
  const rows = await db
    .selectFrom('store')
    .selectAll()
    .where('world_id', '=', worldId)
    .where('company_id', '=', companyId)
    .orderBy('opened_round')
    .orderBy('platform_id')
    .execute();
  return rows.map((r) => ({ storeId: r.id, platformId: r.platform_id, openedRound: r.opened_round }));
}

/** A store on a platform of the screenplay (130043), one per platform (210007). */
export async function openStore(tx: Db, screenplay: Screenplay, ctx: DecisionContext, platformId: string): Promise<Store> {
  if (!screenplay.platforms.some((p) => p.id === platformId)) throw new DomainError(ErrorCode.platformNotFound);
  const existing = await tx
    .selectFrom('store')
    .select('id')
    .where('world_id', '=', ctx.worldId)
    .where('company_id', '=', ctx.companyId)
    .where('platform_id', '=', platformId)
    .executeTakeFirst();
  if (existing) throw new DomainError(ErrorCode.storeAlreadyOpened);
  const id = randomUUID();
  await tx.insertInto('store').values({ id, world_id: ctx.worldId, company_id: ctx.companyId, platform_id: platformId, opened_round: ctx.round }).execute();
  return { storeId: id, platformId, openedRound: ctx.round };
}

/** The company's products with last round's sales, optionally of one store. */
export async function listProducts(db: Db, worldId: string, companyId: string, storeId?: string): Promise<StoreProduct[]> {
  let query = db.selectFrom('store_product').selectAll().where('world_id', '=', worldId).where('company_id', '=', companyId);
  if (storeId) query = query.where('store_id', '=', storeId);
  const rows = await query.orderBy('seq').execute();
  const last = await db
    .selectFrom('listing_sales')
    .select((eb) => eb.fn.max('round').as('round'))
    .where('world_id', '=', worldId)
    .where('company_id', '=', companyId)
    .executeTakeFirst();
  const sales = last?.round
    ? await db
        .selectFrom('listing_sales')
        .selectAll()
        .where('world_id', '=', worldId)
        .where('company_id', '=', companyId)
        .where('round', '=', last.round)
        .execute()
    : [];
  return rows.map((r) => {
    const sold = sales.find((s) => s.platform_id === r.platform_id && s.model_id === r.model_id);
    return productView(r, last?.round ? { units: sold?.units ?? 0, revenue: Number(sold?.revenue ?? 0) } : null);
  });
}

function productView(r: Omit<ProductRow, 'seq'>, sold: { units: number; revenue: number } | null): StoreProduct {
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
export async function createProduct(tx: Db, services: Requester, ctx: DecisionContext, input: Request<'createProduct'>): Promise<StoreProduct> {
  const store = await tx.selectFrom('store').selectAll().where('id', '=', input.storeId).where('world_id', '=', ctx.worldId).executeTakeFirst();
  if (!store) throw new DomainError(ErrorCode.storeNotOpened);
  if (store.company_id !== ctx.companyId) throw new DomainError(ErrorCode.storeNotOwned);
  await companyModel(services, ctx, input.modelId);
  const listed = await tx.selectFrom('store_product').select('id').where('store_id', '=', store.id).where('model_id', '=', input.modelId).executeTakeFirst();
  if (listed) throw new DomainError(ErrorCode.storeProductAlreadyListed);
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
  await tx.insertInto('store_product').values(row).execute();
  return productView(row, null);
}

/** A product of the company's own (210015 for anyone else's). */
async function ownProduct(tx: Db, ctx: DecisionContext, productId: string): Promise<ProductRow> {
  const row = await tx
    .selectFrom('store_product')
    .selectAll()
    .where('id', '=', productId)
    .where('world_id', '=', ctx.worldId)
    .where('company_id', '=', ctx.companyId)
    .executeTakeFirst();
  if (!row) throw new DomainError(ErrorCode.storeProductNotFound);
  return row;
}

/**
 * A product whose model is in production this round cannot be taken offline or deleted (210021).
 * Product promotions, livestreams and ad auctions will hold a product the same way when they come.
 */
async function checkNotInUse(services: Requester, ctx: DecisionContext, modelId: string): Promise<void> {
  if ((await companyModel(services, ctx, modelId)).inProduction) throw new DomainError(ErrorCode.storeProductInUse);
}

export async function updateProduct(tx: Db, ctx: DecisionContext, input: Request<'updateProduct'>): Promise<StoreProduct> {
  const row = await ownProduct(tx, ctx, input.productId);
  await tx.updateTable('store_product').set({ price: input.price }).where('id', '=', row.id).execute();
  return productView({ ...row, price: input.price }, null);
}

export async function setProductOnline(tx: Db, services: Requester, ctx: DecisionContext, input: Request<'setProductOnline'>): Promise<StoreProduct> {
  const row = await ownProduct(tx, ctx, input.productId);
  if (!input.online && row.online) await checkNotInUse(services, ctx, row.model_id);
  await tx.updateTable('store_product').set({ online: input.online }).where('id', '=', row.id).execute();
  return productView({ ...row, online: input.online }, null);
}

export async function deleteProduct(tx: Db, services: Requester, ctx: DecisionContext, productId: string): Promise<{ deleted: true }> {
  const row = await ownProduct(tx, ctx, productId);
  if (row.created_round !== ctx.round) throw new DomainError(ErrorCode.onlyCurrentRoundDeletable);
  await checkNotInUse(services, ctx, row.model_id);
  await tx.deleteFrom('store_product').where('id', '=', row.id).execute();
  return { deleted: true };
}
