import { memo } from '../finance/ledger';
import { type AuctionBid, clicksPaidFromWallet, clicksWithinBudget, runGeneralisedSecondPrice } from '../market/ad-auction';
import { type CompanyRound, type RoundContext, warn } from '../round/round-context';
import { type Listing, listingFit } from './listings';
import type { SessionTable } from './session-table';
import { platformStats, slotOf } from './traffic-sessions';

/**
 * Top-ups of the ad wallets, before any click is bought. Each platform has its own wallet (base
 * currency, in the company's state); the ledger's one 'adWallet' account is their sum.
 */
export function rechargeWallets(ctx: RoundContext, c: CompanyRound): void {
  for (const r of c.decisions.recharges) {
    const platform = ctx.index.platforms.get(r.platformId);
    if (!platform || !c.state.stores.some((s) => s.platformId === r.platformId)) {
      warn(c, 'recharges', 'storeNotOpened', { platformId: r.platformId });
      continue;
    }
    c.journal.post('adWallet', 'cash', r.amount, memo('recharge', platform.id));
    c.state.adWallets[platform.id] = (c.state.adWallets[platform.id] ?? 0) + r.amount;
  }
}

type Bid = CompanyRound['decisions']['adBids'][number];
/** The bids for one keyword (a platform and segment), with the listing each is for, in seat order. */
export interface Keyword {
  readonly listings: Listing[];
  readonly bids: Bid[];
}
type KeywordBids = Map<string, Keyword>;

/** Every bid with the listing it is for, by platform and then segment keyword, in seat order. */
export function collectBids(listings: readonly Listing[]): Map<string, KeywordBids> {
  const out = new Map<string, KeywordBids>();
  for (const l of listings) {
    if (l.packageId) continue;
    // The company's bids for the listing (its platform and model): a company has few, so a scan beats an index.
    const all = l.company.decisions.adBids;
    let count = 0;
    let only: Bid | undefined;
    for (const b of all) {
      if (b.platformId !== l.platform.id || b.modelId !== l.modelId) continue;
      count++;
      only = b;
    }
    if (!only) continue;
    let bySegment = out.get(l.platform.id);
    if (!bySegment) out.set(l.platform.id, (bySegment = new Map()));
    if (count === 1) enter(bySegment, l, only);
    else {
      // The last bid for a keyword counts, in the place of the first.
      const last = new Map<string, Bid>();
      for (const b of all) if (b.platformId === l.platform.id && b.modelId === l.modelId) last.set(b.segmentId, b);
      for (const bid of last.values()) enter(bySegment, l, bid);
    }
  }
  return out;
}

function enter(bySegment: KeywordBids, listing: Listing, bid: Bid): void {
  const keyword = bySegment.get(bid.segmentId);
  if (keyword) {
    keyword.listings.push(listing);
    keyword.bids.push(bid);
  } else bySegment.set(bid.segmentId, { listings: [listing], bids: [bid] });
}

/**
 * One keyword auction: GSP over the bids within the platform's cost-per-click range (a bid below
 * the minimum stays out, one above the maximum is clipped to it), clicks bought within the daily
 * budget (base currency) and the wallet of the platform, each win reported per listing and on the platform.
 */
export function auction(ctx: RoundContext, sessions: SessionTable, keyword: Keyword, segmentId: string, dailyShoppersHere: number): void {
  const segment = ctx.index.segments.get(segmentId);
  const first = keyword.listings[0];
  if (!segment || !first) return;
  const { adAuction } = first.platform;
  const { costPerClickMin: min, costPerClickMax: max } = adAuction;
  const slot = slotOf(ctx, segmentId);
  // The bids that enter, each with its listing and daily budget at the same index.
  const entered: Listing[] = [];
  const budgets: number[] = [];
  const offers: AuctionBid[] = [];
  keyword.bids.forEach((bid, i) => {
    const l = keyword.listings[i] as Listing;
    if (bid.costPerClick < min || bid.costPerClick > max) warn(l.company, 'adBids', 'costPerClickOutOfRange', { platformId: l.platform.id, min, max });
    // Raising a bid to the minimum would charge more than the company offered: it stays out.
    if (!(bid.costPerClick >= min)) return;
    const model = l.models[0];
    const fit = model ? listingFit(l, slot) : -10;
    offers.push({ listingId: String(entered.length), bid: Math.min(max, bid.costPerClick), quality: ((model?.rating ?? 3) / 5) * Math.exp(fit / 2) });
    entered.push(l);
    budgets.push(bid.dailyBudget);
  });
  if (offers.length === 0) return;
  const wins = runGeneralisedSecondPrice(offers, adAuction.slots, adAuction.reservePrice);
  const impressions = dailyShoppersHere * adAuction.impressionShare;
  for (const win of wins) {
    const at = Number(win.listingId);
    const listing = entered[at];
    if (!listing) continue;
    const { company, platform } = listing;
    // Budgets and wallets are base-currency money; the price is the market's: compare in base.
    const priceInBase = ctx.index.toBase(win.pricePerClick, listing.marketId, ctx.round);
    const daily = clicksWithinBudget(impressions, adAuction.clickThroughRates[win.slot] ?? 0, priceInBase, budgets[at] ?? 0);
    const wallet = company.state.adWallets[platform.id] ?? 0;
    const { clicks, spend } = clicksPaidFromWallet(daily * ctx.days, priceInBase, wallet);
    company.journal.post('advertising', 'adWallet', spend, `ad clicks ${platform.id}/${segmentId}`);
    if (spend > 0) company.state.adWallets[platform.id] = wallet - spend;
    sessions.add(listing, slot, 'auction', clicks);
    const row = {
      platformId: platform.id,
      segmentId,
      modelId: listing.modelId,
      slot: win.slot,
      impressions: Math.round(impressions * ctx.days),
      clicks,
      spend,
      orders: 0,
    };
    company.productAdvertising.push(row);
    (listing.adRows ??= [])[slot] = row;
    recordWinner(ctx, listing, segmentId, win.slot, win.pricePerClick);
  }
}

function recordWinner(ctx: RoundContext, l: Listing, segmentId: string, slot: number, pricePerClick: number): void {
  const stats = platformStats(ctx, l.platform.id);
  let row = stats.auctions.find((a) => a.segmentId === segmentId);
  if (!row) stats.auctions.push((row = { segmentId, winners: [] }));
  row.winners.push({ companyId: l.company.state.id, modelId: l.modelId, slot, pricePerClick });
}
