import { type AdBid, DomainError, ErrorCode, type storesMessages, throwRefusal, type Unversioned } from '@simbiz/contracts';
import type { Platform } from '@simbiz/engine';
import type { DecisionInWorld } from '@simbiz/service-kit';
import type { Kysely, Transaction } from 'kysely';
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { StoresTables } from '../database/tables';
import { companyProduct } from '../stores/store.repository';
import { type AdBidLine, companyAdBid, companyAdBids, deleteAdBidRow, insertAdBid, productBidOnKeyword, updateAdBidTerms } from './ad-bid.repository';
import { adBidChangeRefusal, type BidTerms, bidTermsRefusal, clickInBase, newAdBidRefusal } from './ad-bid-rules';

type Db = Kysely<StoresTables> | Transaction<StoresTables>;
type Request<K extends keyof typeof storesMessages> = z.output<(typeof storesMessages)[K]['request']>;
type RoundRefusal = typeof ErrorCode.onlyCurrentRoundEditable | typeof ErrorCode.onlyCurrentRoundDeletable;

function view(r: AdBidLine): Unversioned<AdBid> {
  return {
    bidId: r.id,
    productId: r.product_id,
    platformId: r.platform_id,
    modelId: r.model_id,
    segmentId: r.segment_id,
    costPerClick: r.cost_per_click,
    // bigint comes back from PostgreSQL as a string.
    dailyBudget: Number(r.daily_budget),
    round: r.round,
  };
}

export async function listAdBids(db: Db, worldId: string, companyId: string): Promise<Unversioned<AdBid>[]> {
  return (await companyAdBids(db, worldId, companyId)).map(view);
}

/** A bid's terms on the platform: its cost per click in base at the round's rate, and the currency the range is told in. */
function termsOn(ctx: DecisionInWorld, platform: Platform, input: { costPerClick: number; dailyBudget: number }): BidTerms {
  const currency = ctx.screenplay.markets.find((m) => m.id === platform.marketId)?.currency.code ?? ctx.screenplay.baseCurrency;
  return { ...input, clickInBase: clickInBase(ctx.screenplay, platform, input.costPerClick, ctx.round), currency };
}

function platformOf(ctx: DecisionInWorld, platformId: string): Platform | undefined {
  return ctx.screenplay.platforms.find((p) => p.id === platformId);
}

/**
 * A bid for an online store product of the company's own (210015, 210023) on a segment keyword of
 * its platform's market (210037) where the auction runs (130057), in range (210039) with a budget of
 * one click (210041), once a round per product and keyword (210043). The product's row stays locked
 * until the decision commits, so a second bid for it waits and then meets the first.
 */
export async function createAdBid(tx: Db, ctx: DecisionInWorld, input: Request<'createAdBid'>): Promise<Unversioned<AdBid>> {
  const product = await companyProduct(tx, ctx.worldId, ctx.companyId, input.productId);
  const platform = product && platformOf(ctx, product.platform_id);
  const segment = ctx.screenplay.segments.find((s) => s.id === input.segmentId);
  const terms = platform ? termsOn(ctx, platform, input) : { ...input, clickInBase: 0, currency: '' };
  const bidOnKeyword = product ? await productBidOnKeyword(tx, product.id, input.segmentId, ctx.round) : false;
  throwRefusal(newAdBidRefusal(product, platform, segment, terms, bidOnKeyword));
  // The rule refused a missing product already; this only tells the compiler.
  if (!product) throw new DomainError(ErrorCode.storeProductNotFound);
  const row = {
    id: randomUUID(),
    world_id: ctx.worldId,
    company_id: ctx.companyId,
    product_id: product.id,
    segment_id: input.segmentId,
    cost_per_click: input.costPerClick,
    daily_budget: input.dailyBudget,
    round: ctx.round,
  };
  await insertAdBid(tx, row);
  return view({ ...row, platform_id: product.platform_id, model_id: product.model_id });
}

/** The company's own bid (210037), of this round (130049 or 130047). */
async function ownBid(tx: Db, ctx: DecisionInWorld, bidId: string, refusal: RoundRefusal): Promise<AdBidLine> {
  const row = await companyAdBid(tx, ctx.worldId, ctx.companyId, bidId);
  throwRefusal(adBidChangeRefusal(row, ctx.round, refusal));
  // The rule refused a missing bid already; this only tells the compiler.
  if (!row) throw new DomainError(ErrorCode.adAuctionNotFound);
  return row;
}

/** New terms for a bid of this round, held to the same range and budget as a new one (130057, 210039, 210041). */
export async function updateAdBid(tx: Db, ctx: DecisionInWorld, input: Request<'updateAdBid'>): Promise<Unversioned<AdBid>> {
  const row = await ownBid(tx, ctx, input.bidId, ErrorCode.onlyCurrentRoundEditable);
  const platform = platformOf(ctx, row.platform_id);
  if (!platform) throw new DomainError(ErrorCode.platformNotFound);
  throwRefusal(bidTermsRefusal(platform, termsOn(ctx, platform, input)));
  await updateAdBidTerms(tx, row.id, { cost_per_click: input.costPerClick, daily_budget: input.dailyBudget });
  return view({ ...row, cost_per_click: input.costPerClick, daily_budget: input.dailyBudget });
}

export async function deleteAdBid(tx: Db, ctx: DecisionInWorld, bidId: string): Promise<{ deleted: true }> {
  const row = await ownBid(tx, ctx, bidId, ErrorCode.onlyCurrentRoundDeletable);
  await deleteAdBidRow(tx, row.id);
  return { deleted: true };
}
