import { ErrorCode, type MerchantLivestream, type storesMessages, throwRefusal, type Unversioned } from '@simbiz/contracts';
import type { DecisionInWorld } from '@simbiz/service-kit';
import type { Kysely, Transaction } from 'kysely';
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { StoresTables } from '../database/tables';
import {
  companyLivestreams,
  deleteLivestreamRow,
  insertLivestream,
  type LivestreamLine,
  lockStoreHours,
  setLivestreamProducts,
  storeHoursInRound,
  updateLivestreamHours,
} from './livestream.repository';
import { merchantHoursRefusal } from './livestream-rules';
import { ownLivestream, platformOf, shown, shownProducts, streamingStore } from './livestreams';

type Db = Kysely<StoresTables> | Transaction<StoresTables>;
type Request<K extends keyof typeof storesMessages> = z.output<(typeof storesMessages)[K]['request']>;

function view(r: LivestreamLine): Unversioned<MerchantLivestream> {
  return { livestreamId: r.id, storeId: r.store_id, platformId: r.platform_id, hours: r.hours ?? 0, ...shown(r.products), round: r.round };
}

export async function listMerchantLivestreams(db: Db, worldId: string, companyId: string): Promise<Unversioned<MerchantLivestream>[]> {
  return (await companyLivestreams(db, worldId, companyId, 'merchant')).map(view);
}

/**
 * The store's merchant livestreams of the round, with this one's hours in place of `exceptId`'s,
 * run from 1 hour to the platform's hours a round (210053). The store's hours stay locked until the
 * decision commits, so two livestreams made at once cannot both take its last hours.
 */
async function checkHours(tx: Db, ctx: DecisionInWorld, store: { id: string; platform_id: string }, hours: number, exceptId?: string): Promise<void> {
  await lockStoreHours(tx, store.id, ctx.round);
  const otherHours = await storeHoursInRound(tx, store.id, ctx.round, exceptId);
  throwRefusal(merchantHoursRefusal(platformOf(ctx, store.platform_id), hours, otherHours));
}

/** Hours of streaming from a store of the company's own (130045, 130041) showing its online products (210057, 210015, 210023) within the platform's hours (210053). */
export async function createMerchantLivestream(
  tx: Db,
  ctx: DecisionInWorld,
  input: Request<'createMerchantLivestream'>,
): Promise<Unversioned<MerchantLivestream>> {
  const { store } = await streamingStore(tx, ctx, input.storeId);
  const products = await shownProducts(tx, ctx, store.id, input.productIds);
  await checkHours(tx, ctx, store, input.hours);
  const row = {
    id: randomUUID(),
    world_id: ctx.worldId,
    company_id: ctx.companyId,
    store_id: store.id,
    influencer_id: null,
    hours: input.hours,
    round: ctx.round,
  };
  await insertLivestream(
    tx,
    row,
    products.map((p) => p.id),
  );
  return view({ ...row, platform_id: store.platform_id, products });
}

/** New hours and products for a merchant livestream of the company's (210051) made this round (130049). */
export async function updateMerchantLivestream(
  tx: Db,
  ctx: DecisionInWorld,
  input: Request<'updateMerchantLivestream'>,
): Promise<Unversioned<MerchantLivestream>> {
  const row = await ownLivestream(tx, ctx, 'merchant', input.livestreamId, ErrorCode.onlyCurrentRoundEditable);
  const products = await shownProducts(tx, ctx, row.store_id, input.productIds);
  await checkHours(tx, ctx, { id: row.store_id, platform_id: row.platform_id }, input.hours, row.id);
  await updateLivestreamHours(tx, row.id, input.hours);
  await setLivestreamProducts(
    tx,
    row.id,
    products.map((p) => p.id),
  );
  return view({ ...row, hours: input.hours, products });
}

export async function deleteMerchantLivestream(tx: Db, ctx: DecisionInWorld, livestreamId: string): Promise<{ deleted: true }> {
  const row = await ownLivestream(tx, ctx, 'merchant', livestreamId, ErrorCode.onlyCurrentRoundDeletable);
  await deleteLivestreamRow(tx, row.id);
  return { deleted: true };
}
