import { memo } from '../finance/ledger';
import { clicksPaidFromWallet, clicksWithinBudget, runGeneralisedSecondPrice } from '../market/ad-auction';
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
type KeywordBids = Map<string, { listing: Listing; bid: Bid }[]>;

/** Every bid with the listing it is for, by platform and then segment keyword, in seat order. */
export function collectBids(listings: readonly Listing[]): Map<string, KeywordBids> {
  const out = new Map<string, KeywordBids>();
  for (const l of listings) {
    if (l.packageId) continue;
    const bids = bidsFor(l);
    if (bids.length === 0) continue;
    let bySegment = out.get(l.platform.id);
    if (!bySegment) out.set(l.platform.id, (bySegment = new Map()));
    // The last bid for a keyword counts.
    const last = bids.length === 1 ? bids : new Map(bids.map((b) => [b.segmentId, b])).values();
    for (const bid of last) {
      const list = bySegment.get(bid.segmentId);
      if (list) list.push({ listing: l, bid });
      else bySegment.set(bid.segmentId, [{ listing: l, bid }]);
    }
  }
  return out;
}

const NO_BIDS: readonly Bid[] = [];

/** The company's bids for a listing (its platform and model), in the order decided. A company has few: a scan beats an index. */
function bidsFor(l: Listing): readonly Bid[] {
  const all = l.company.decisions.adBids;
  let count = 0;
  for (const b of all) if (b.platformId === l.platform.id && b.modelId === l.modelId) count++;
  if (count === 0) return NO_BIDS;
  const bids = new Array<Bid>(count);
  let at = 0;
  for (const b of all) if (b.platformId === l.platform.id && b.modelId === l.modelId) bids[at++] = b;
  return bids;
}

/**
 * One keyword auction: GSP over the bids within the platform's cost-per-click range (a bid below
 * the minimum stays out, one above the maximum is clipped to it), clicks bought within the daily
 * budget (base currency) and the wallet of the platform, each win reported per listing and on the platform.
 */
export function auction(
  ctx: RoundContext,
  sessions: SessionTable,
  bids: readonly { listing: Listing; bid: Bid }[],
  segmentId: string,
  dailyShoppersHere: number,
): void {
  const segment = ctx.index.segments.get(segmentId);
  const first = bids[0];
  if (!segment || !first) return;
  const { adAuction } = first.listing.platform;
  const { costPerClickMin: min, costPerClickMax: max } = adAuction;
  const entries: { listing: Listing; bid: number; dailyBudget: number }[] = [];
  for (const { listing: l, bid } of bids) {
    if (bid.costPerClick < min || bid.costPerClick > max) warn(l.company, 'adBids', 'costPerClickOutOfRange', { platformId: l.platform.id, min, max });
    // Raising a bid to the minimum would charge more than the company offered: it stays out.
    if (bid.costPerClick >= min) entries.push({ listing: l, bid: Math.min(max, bid.costPerClick), dailyBudget: bid.dailyBudget });
  }
  if (entries.length === 0) return;
  const slot = slotOf(ctx, segmentId);
  const quality = (l: Listing) => {
    const model = l.models[0];
    const fit = model ? listingFit(l, slot) : -10;
    return ((model?.rating ?? 3) / 5) * Math.exp(fit / 2);
  };
  const wins = runGeneralisedSecondPrice(
    entries.map((e, i) => ({ listingId: String(i), bid: e.bid, quality: quality(e.listing) })),
    adAuction.slots,
    adAuction.reservePrice,
  );
  const impressions = dailyShoppersHere * adAuction.impressionShare;
  for (const win of wins) {
    const entry = entries[Number(win.listingId)];
    if (!entry) continue;
    const { listing } = entry;
    const { company, platform } = listing;
    // Budgets and wallets are base-currency money; the price is the market's: compare in base.
    const priceInBase = ctx.index.toBase(win.pricePerClick, listing.marketId, ctx.round);
    const daily = clicksWithinBudget(impressions, adAuction.clickThroughRates[win.slot] ?? 0, priceInBase, entry.dailyBudget);
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
