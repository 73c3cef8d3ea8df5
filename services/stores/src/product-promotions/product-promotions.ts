import { DomainError, ErrorCode, type ProductPromotion, type storesMessages, throwRefusal, type Unversioned } from '@simbiz/contracts';
import type { DecisionContext } from '@simbiz/service-kit';
import type { Kysely, Transaction } from 'kysely';
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { StoresTables } from '../database/tables';
import { companyProduct } from '../stores/store.repository';
import {
  companyProductPromotion,
  companyProductPromotions,
  deleteProductPromotionRow,
  insertProductPromotion,
  type ProductPromotionLine,
  productPromotedInRound,
  updateProductPromotionDiscount,
} from './product-promotion.repository';
import { discountRefusal, productPromotionRefusal, promotionChangeRefusal } from './product-promotion-rules';

type Db = Kysely<StoresTables> | Transaction<StoresTables>;
type Request<K extends keyof typeof storesMessages> = z.output<(typeof storesMessages)[K]['request']>;

function view(r: ProductPromotionLine): Unversioned<ProductPromotion> {
  return { promotionId: r.id, productId: r.product_id, platformId: r.platform_id, modelId: r.model_id, discount: r.discount, round: r.round };
}

export async function listProductPromotions(db: Db, worldId: string, companyId: string): Promise<Unversioned<ProductPromotion>[]> {
  return (await companyProductPromotions(db, worldId, companyId)).map(view);
}

/**
 * A discount on a store product of the company's own (210015) that is online (220005), once a
 * round per product (220013), of 1% to 60% (220009). The product's row stays locked until the
 * decision commits, so taking it offline at the same moment waits and then meets the promotion.
 */
export async function createProductPromotion(tx: Db, ctx: DecisionContext, input: Request<'createProductPromotion'>): Promise<Unversioned<ProductPromotion>> {
  const product = await companyProduct(tx, ctx.worldId, ctx.companyId, input.productId);
  const promoted = product ? await productPromotedInRound(tx, product.id, ctx.round) : false;
  throwRefusal(productPromotionRefusal(product, promoted, input.discount));
  // The rule refused a missing product already; this only tells the compiler.
  if (!product) throw new DomainError(ErrorCode.storeProductNotFound);
  const row = { id: randomUUID(), world_id: ctx.worldId, company_id: ctx.companyId, product_id: product.id, discount: input.discount, round: ctx.round };
  await insertProductPromotion(tx, row);
  return view({ ...row, platform_id: product.platform_id, model_id: product.model_id });
}

/** The company's own promotion (220001), of this round (130049 or 130047). */
async function ownPromotion(
  tx: Db,
  ctx: DecisionContext,
  promotionId: string,
  refusal: typeof ErrorCode.onlyCurrentRoundEditable | typeof ErrorCode.onlyCurrentRoundDeletable,
): Promise<ProductPromotionLine> {
  const row = await companyProductPromotion(tx, ctx.worldId, ctx.companyId, promotionId);
  throwRefusal(promotionChangeRefusal(row, ctx.round, refusal));
  // The rule refused a missing promotion already; this only tells the compiler.
  if (!row) throw new DomainError(ErrorCode.promotionNotFound);
  return row;
}

export async function updateProductPromotion(tx: Db, ctx: DecisionContext, input: Request<'updateProductPromotion'>): Promise<Unversioned<ProductPromotion>> {
  const row = await ownPromotion(tx, ctx, input.promotionId, ErrorCode.onlyCurrentRoundEditable);
  throwRefusal(discountRefusal(input.discount));
  await updateProductPromotionDiscount(tx, row.id, input.discount);
  return view({ ...row, discount: input.discount });
}

export async function deleteProductPromotion(tx: Db, ctx: DecisionContext, promotionId: string): Promise<{ deleted: true }> {
  const row = await ownPromotion(tx, ctx, promotionId, ErrorCode.onlyCurrentRoundDeletable);
  await deleteProductPromotionRow(tx, row.id);
  return { deleted: true };
}
