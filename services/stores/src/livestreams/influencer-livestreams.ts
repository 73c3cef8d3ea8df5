import { ErrorCode, type InfluencerLivestream, type storesMessages, throwRefusal, type Unversioned } from '@simbiz/contracts';
import type { DecisionInWorld } from '@simbiz/service-kit';
import type { Kysely, Transaction } from 'kysely';
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { StoresTables } from '../database/tables';
import {
  companyLivestreams,
  deleteLivestreamRow,
  influencerBooked,
  insertLivestream,
  type LivestreamLine,
  lockInfluencer,
  setLivestreamProducts,
} from './livestream.repository';
import { influencerBookingRefusal } from './livestream-rules';
import { ownLivestream, shown, shownProducts, streamingStore } from './livestreams';

type Db = Kysely<StoresTables> | Transaction<StoresTables>;
type Request<K extends keyof typeof storesMessages> = z.output<(typeof storesMessages)[K]['request']>;

function view(r: LivestreamLine): Unversioned<InfluencerLivestream> {
  return { livestreamId: r.id, storeId: r.store_id, platformId: r.platform_id, influencerId: r.influencer_id ?? '', ...shown(r.products), round: r.round };
}

export async function listInfluencerLivestreams(db: Db, worldId: string, companyId: string): Promise<Unversioned<InfluencerLivestream>[]> {
  return (await companyLivestreams(db, worldId, companyId, 'influencer')).map(view);
}

/**
 * Books an influencer of the store's platform (210051) for a store of the company's own (130045,
 * 130041) to show its online products (210057, 210015, 210023). The first booking of the round
 * holds (210055): the influencer stays locked until the decision commits, so of two companies
 * booking at once the second waits and then finds the first's.
 */
export async function createInfluencerLivestream(
  tx: Db,
  ctx: DecisionInWorld,
  input: Request<'createInfluencerLivestream'>,
): Promise<Unversioned<InfluencerLivestream>> {
  const { store, platform } = await streamingStore(tx, ctx, input.storeId);
  await lockInfluencer(tx, ctx.worldId, platform.id, input.influencerId, ctx.round);
  const booked = await influencerBooked(tx, ctx.worldId, platform.id, input.influencerId, ctx.round);
  throwRefusal(influencerBookingRefusal(platform, input.influencerId, booked));
  const products = await shownProducts(tx, ctx, store.id, input.productIds);
  const row = {
    id: randomUUID(),
    world_id: ctx.worldId,
    company_id: ctx.companyId,
    store_id: store.id,
    influencer_id: input.influencerId,
    hours: null,
    round: ctx.round,
  };
  await insertLivestream(
    tx,
    row,
    products.map((p) => p.id),
  );
  return view({ ...row, platform_id: store.platform_id, products });
}

/** New products for an influencer livestream of the company's (210051) made this round (130049); the influencer stays. */
export async function updateInfluencerLivestream(
  tx: Db,
  ctx: DecisionInWorld,
  input: Request<'updateInfluencerLivestream'>,
): Promise<Unversioned<InfluencerLivestream>> {
  const row = await ownLivestream(tx, ctx, 'influencer', input.livestreamId, ErrorCode.onlyCurrentRoundEditable);
  const products = await shownProducts(tx, ctx, row.store_id, input.productIds);
  await setLivestreamProducts(
    tx,
    row.id,
    products.map((p) => p.id),
  );
  return view({ ...row, products });
}

export async function deleteInfluencerLivestream(tx: Db, ctx: DecisionInWorld, livestreamId: string): Promise<{ deleted: true }> {
  const row = await ownLivestream(tx, ctx, 'influencer', livestreamId, ErrorCode.onlyCurrentRoundDeletable);
  await deleteLivestreamRow(tx, row.id);
  return { deleted: true };
}
