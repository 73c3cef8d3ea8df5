import { type CompanyDecisions, noDecisions } from '../decisions/decisions.schema';
import { type CompanyResult, SOURCES } from '../results/company-results.schema';
import type { RoundResults } from '../results/round-results.schema';
import type { Screenplay } from '../screenplay/screenplay.schema';
import { rechargeWallets } from '../stages/auction-traffic';
import { checkDecisions } from '../stages/check-decisions';
import { chooseAndAllocate } from '../stages/choice';
import { clear } from '../stages/clearance';
import { promoteCompany } from '../stages/company-promotion';
import { type FinanceOutcome, closeBooks } from '../stages/finance';
import { fixDemand } from '../stages/fixed-demand';
import { fulfil } from '../stages/fulfilment';
import { type Listing, type SourceSessions, buildListingsOf } from '../stages/listings';
import { SessionTable } from '../stages/session-table';
import { StockPools } from '../stages/stock-pools';
import { applyNews, marketOutlook } from '../stages/market-outlook';
import { produce } from '../stages/production';
import { reallocate } from '../stages/reallocation';
import { research } from '../stages/research';
import { score } from '../stages/scores';
import { routeTraffic } from '../stages/traffic';
import type { WorldState } from '../state/state.schema';
import { type CompanyRound, type RoundContext, createRoundContext } from './round-context';

export interface RoundOutcome {
  state: WorldState;
  results: RoundResults;
}

/**
 * Resolves one round: state[k+1], results[k] = resolveRound(screenplay, state[k], decisions[k], seed).
 * Pure and synchronous: the same inputs give byte-identical JSON. `decisions` is keyed by company
 * id; a company without decisions decides nothing. The twelve stages of ENGINE.md run in order.
 * The stages that concern one company at a time (1 to 5, 10 and 11) run company by company, so
 * that a company's state, decisions, journal and stock stay in the processor's caches from one
 * stage to the next: run stage by stage, a thousand companies' worth of them was fetched from
 * memory again for every stage. None of these stages reads another company's figures. For the
 * same reason a company's listings are built and its ad wallets topped up (the start of stage 6)
 * right after its stage 5, and its books close (10 and 11) right after its orders ship (9): built
 * and closed in loops of their own, they took a thousand companies about twice as long per
 * company as a hundred did.
 */
export function resolveRound(
  screenplay: Screenplay,
  state: WorldState,
  decisions: Readonly<Record<string, CompanyDecisions>>,
  seed: string,
  options: { lastRound?: number; demand?: ReadonlyMap<string, number> } = {},
): RoundOutcome {
  if (state.screenplayId !== screenplay.id) throw new Error(`state is of screenplay ${state.screenplayId}, not ${screenplay.id}`);
  if (state.round >= screenplay.rounds) throw new Error(`the screenplay has ${screenplay.rounds} rounds; all are resolved`);
  const created = createRoundContext(screenplay, state, decisions, seed, noDecisions, options.lastRound ?? screenplay.rounds);
  const ctx: RoundContext = options.demand ? { ...created, demand: options.demand } : created;
  applyNews(ctx);
  const pools = new StockPools(ctx.index.slots, listedAtMost(ctx));
  const listings: Listing[] = [];
  for (const c of ctx.companies) {
    checkDecisions(ctx, c); // 1
    research(ctx, c); // 2
    produce(ctx, c); // 3
    reallocate(ctx, c); // 4
    promoteCompany(ctx, c); // 5
    buildListingsOf(ctx, c, pools, listings); // 6 begins: what it sells,
    rechargeWallets(ctx, c); // and its ad wallets, topped up before any click is bought
  }
  const finance = new Map<CompanyRound, FinanceOutcome>();
  // 6 to 9, each company closing its books (10 and 11) as soon as its orders have shipped.
  sell(ctx, pools, listings, (c) => {
    clear(ctx, c); // 10
    finance.set(c, closeBooks(ctx, c)); // 11
  });
  const scores = score(ctx, finance); // 12
  const market = marketOutlook(ctx);

  const resultOf = (c: CompanyRound): CompanyResult => {
    const f = finance.get(c);
    const s = scores.get(c);
    if (!f || !s) throw new Error('every company has books and a score');
    c.state.stock = c.stock.closingStock();
    return {
      companyId: c.state.id,
      status: c.state.status,
      warnings: c.warnings,
      journal: c.journal.postings(),
      ...f,
      receivableSchedule: c.state.receivables.map(({ platformId, amount, dueRound }) => ({ platformId, amount, dueRound })),
      logisticsBillSchedule: c.state.payables.map(({ logisticsServiceId, amount, dueRound }) => ({ logisticsServiceId, amount, dueRound })),
      perception: perceptionRows(c),
      modelPerception: c.modelPerception,
      companyAdvertising: c.companyAdvertising,
      productAdvertising: c.productAdvertising,
      channelAdvertising: channelAdvertising(c),
      adWallets: Object.entries(c.state.adWallets).map(([platformId, balance]) => ({ platformId, balance })),
      sales: c.sales,
      productions: c.productions,
      inventory: c.stock.rows(),
      deliveries: c.deliveries,
      rnd: c.rnd,
      ...s,
    };
  };
  // Results and the next state keep the caller's order of companies.
  const bySeat = new Map(ctx.companies.map((c) => [c.state.seat, c]));
  const ordered = state.companies.map((c) => bySeat.get(c.seat)).filter((c): c is CompanyRound => !!c);
  const companies = ordered.map(resultOf);
  return {
    state: { ...state, round: ctx.round, companies: ordered.map((c) => c.state), segments: ctx.segments },
    results: { round: ctx.round, companies, market },
  };
}

/** The company's perception and awareness per brand and segment, as results report them. */
function perceptionRows(c: CompanyRound): CompanyResult['perception'] {
  const rows: CompanyResult['perception'] = [];
  for (const brandId in c.state.perception) {
    const bySegment = c.state.perception[brandId] ?? {};
    for (const segmentId in bySegment) {
      const propositions = bySegment[segmentId] ?? {};
      rows.push({ brandId, segmentId, awareness: c.state.awareness[brandId]?.[segmentId] ?? 0, propositions });
    }
  }
  return rows;
}

/**
 * Stages 6 to 9: traffic, choice and fulfilment of the round's listings, each company's books
 * closing (`close`) once it has shipped. A function of its own so that the listings, stock pools,
 * sessions and rows of orders are garbage once sold, not carried through the scores and results.
 */
function sell(ctx: RoundContext, pools: StockPools, listings: readonly Listing[], close: (c: CompanyRound) => void): void {
  const sessions = new SessionTable(listings.length, ctx.index.slots);
  routeTraffic(ctx, listings, sessions); // 6
  const won = chooseAndAllocate(ctx, listings, pools, sessions); // 7 and 8
  if (ctx.demand) fixDemand(won, pools, ctx.demand);
  fulfil(ctx, won, pools, sessions, close); // 9
}

/**
 * Sessions, orders and ad-auction spend by traffic source, summed over the company's sales rows
 * in plain numbers: adding to an object's fields by source made a new number object each time.
 */
function channelAdvertising(c: CompanyRound): CompanyResult['channelAdvertising'] {
  const sessions = new Float64Array(SOURCES.length);
  const orders = new Float64Array(SOURCES.length);
  for (const r of c.sales) {
    addBySource(sessions, r.sessions);
    addBySource(orders, r.orders);
  }
  const auctionSpend = c.productAdvertising.reduce((s, a) => s + a.spend, 0);
  return SOURCES.map((source, s) => ({ source, spend: source === 'auction' ? auctionSpend : 0, sessions: sessions[s] as number, orders: orders[s] as number }));
}

/** Adds numbers by source to `into`, which holds them in the order of SOURCES. */
function addBySource(into: Float64Array, add: SourceSessions): void {
  into[0] = (into[0] as number) + add.organic;
  into[1] = (into[1] as number) + add.auction;
  into[2] = (into[2] as number) + add.trafficPackage;
  into[3] = (into[3] as number) + add.merchantLive;
  into[4] = (into[4] as number) + add.influencer;
}

/**
 * How many stock pools the listings can open at most: a pool per listed model and market, and a
 * listing names one model (a package several). Counted on the decisions as taken, before stage 1 clips them.
 */
function listedAtMost(ctx: RoundContext): number {
  let listed = 0;
  for (const c of ctx.companies) {
    listed += c.decisions.listings.length;
    for (const p of c.decisions.packages) listed += p.modelIds.length;
  }
  return listed;
}
