import { type ApiRoute, STORES_API } from '@simbiz/contracts';
import { SHIPPED_SCREENPLAYS } from '@simbiz/engine';
import type { TeamPlan, WriteKind } from './burst-plan';
import type { Answer, GatewayClient } from './gateway-client';
import { after, expected, type Outcome, type TeamLedger, versionAfter } from './ledger';
import { OPENING_PRICE, PLATFORM, type TeamSetUp } from './set-up';
import type { TimedWrite } from './summary';

const starter = SHIPPED_SCREENPLAYS.starter;
const CHANNELS = starter.promotionChannels.map((c) => c.id);
const SEGMENTS = starter.segments.filter((s) => s.marketId === starter.platforms.find((p) => p.id === PLATFORM)?.marketId).map((s) => s.id);

/** One write as timed, with its kind and how far behind its due time it went out. */
export interface BurstWrite extends TimedWrite {
  kind: WriteKind;
  lagMs: number;
  /** When it went out, from the burst's start. */
  atMs: number;
}

function outcomeOf(answer: Answer | null): Outcome {
  if (answer?.status === 200 && answer.envelope?.code === 0) return 'accepted';
  // Code 1 or no envelope: the gateway gave up waiting or the service failed after it may have committed.
  if (!answer || answer.status !== 200 || !answer.envelope || answer.envelope.code === 1) return 'unknown';
  return 'refused';
}

const idOf = (answer: Answer, key: string): string => String((answer.envelope?.data as Record<string, unknown> | undefined)?.[key] ?? '');

/**
 * One team's part of the burst, its writes in sequence, each sent at its due time (or when the one
 * before it is answered, if later): listing prices rise by 10 each time; a promotion is created on
 * each channel in turn, then the accepted ones get new budgets; an ad bid is created on each
 * segment keyword in turn, then the accepted ones get new terms; every recharge is a new one.
 * Each update states the version of its item the team last heard of (versionAfter). The ledger
 * keeps what the accepted writes leave for the snapshot.
 */
export async function runTeamBurst(team: TeamSetUp, client: GatewayClient, plan: TeamPlan, startedAt: number, worldId: string, roundId: string) {
  const ledger: TeamLedger = {
    companyId: team.companyId,
    listing: { productId: team.productId, platformId: PLATFORM, modelId: team.modelId, price: expected(OPENING_PRICE) },
    promotions: [],
    bids: [],
    recharges: [],
  };
  const writes: BurstWrite[] = [];
  const made = { promotion: 0, adBid: 0 };
  /** Each item's version as the team last heard of it: from its create's answer, then each update's. */
  const versions = new Map<string, number>([[team.productId, team.productVersion]]);
  const send = async (kind: WriteKind, due: number, route: ApiRoute, input: Record<string, unknown>) => {
    const wait = startedAt + due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const atMs = performance.now() - startedAt;
    const lagMs = Math.max(0, atMs - due);
    const answer = await client.write(route, { worldId, ...input }, roundId).catch(() => null);
    const code = answer?.status === 200 && answer.envelope ? answer.envelope.code : (`http${answer?.status ?? 0}` as const);
    writes.push({ kind, ms: answer?.ms ?? 0, code, lagMs, atMs });
    return { answer, outcome: outcomeOf(answer) };
  };
  /** An update of `itemId` (its key in the request: `key`), from the version the team last heard of. */
  const update = async (kind: WriteKind, due: number, route: ApiRoute, key: string, itemId: string, input: Record<string, unknown>) => {
    const version = versions.get(itemId) ?? 1;
    const { answer, outcome } = await send(kind, due, route, { [key]: itemId, version, ...input });
    versions.set(itemId, versionAfter(version, answer?.envelope ?? null, outcome));
    return { answer, outcome };
  };
  /** A create that was accepted: its item is at the version its answer says (the first). */
  const created = (answer: Answer, key: string) => versions.set(idOf(answer, key), versionAfter(1, answer.envelope, 'accepted'));
  for (const [slot, planned] of plan.kinds.entries()) {
    const due = plan.dueMs[slot] ?? 0;
    const step = slot + 1;
    let kind = planned;
    if (kind === 'promotion' && made.promotion >= CHANNELS.length && ledger.promotions.length === 0) kind = 'price';
    if (kind === 'adBid' && made.adBid >= SEGMENTS.length && ledger.bids.length === 0) kind = 'price';
    if (kind === 'price') {
      const price = OPENING_PRICE + step * 10;
      const { outcome } = await update(kind, due, STORES_API.updateProduct, 'productId', team.productId, { price });
      ledger.listing.price = after(ledger.listing.price, price, outcome);
    } else if (kind === 'promotion' && made.promotion < CHANNELS.length) {
      const channelId = CHANNELS[made.promotion++] ?? '';
      const budget = 100_000 + step * 1_000;
      const { answer, outcome } = await send(kind, due, STORES_API.createCompanyPromotion, { channelId, brandId: team.brandId, budget });
      if (answer && outcome === 'accepted') {
        ledger.promotions.push({ promotionId: idOf(answer, 'promotionId'), channelId, brandId: team.brandId, budget: expected(budget) });
        created(answer, 'promotionId');
      }
    } else if (kind === 'promotion') {
      const promotion = ledger.promotions[step % ledger.promotions.length];
      if (!promotion) continue;
      const budget = 100_000 + step * 1_000;
      const { outcome } = await update(kind, due, STORES_API.updateCompanyPromotion, 'promotionId', promotion.promotionId, { budget });
      promotion.budget = after(promotion.budget, budget, outcome);
    } else if (kind === 'adBid' && made.adBid < SEGMENTS.length) {
      const segmentId = SEGMENTS[made.adBid++] ?? '';
      const terms = { costPerClick: 40 + step * 5, dailyBudget: 50_000 + step * 100 };
      const { answer, outcome } = await send(kind, due, STORES_API.createAdBid, { productId: team.productId, segmentId, ...terms });
      if (answer && outcome === 'accepted') {
        ledger.bids.push({ bidId: idOf(answer, 'bidId'), platformId: PLATFORM, segmentId, modelId: team.modelId, terms: expected(terms) });
        created(answer, 'bidId');
      }
    } else if (kind === 'adBid') {
      const bid = ledger.bids[step % ledger.bids.length];
      if (!bid) continue;
      const terms = { costPerClick: 40 + step * 5, dailyBudget: 50_000 + step * 100 };
      const { outcome } = await update(kind, due, STORES_API.updateAdBid, 'bidId', bid.bidId, terms);
      bid.terms = after(bid.terms, terms, outcome);
    } else {
      const amount = 1_000 + step;
      const { outcome } = await send(kind, due, STORES_API.createRecharge, { storeId: team.storeId, amount });
      if (outcome === 'accepted') ledger.recharges.push({ platformId: PLATFORM, amount });
    }
  }
  return { ledger, writes };
}
