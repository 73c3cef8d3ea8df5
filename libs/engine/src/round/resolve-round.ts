import { type CompanyDecisions, noDecisions } from '../decisions/decisions.schema';
import { type CompanyResult, SOURCES } from '../results/company-results.schema';
import type { RoundResults } from '../results/round-results.schema';
import type { Screenplay } from '../screenplay/screenplay.schema';
import { checkDecisions } from '../stages/check-decisions';
import { chooseAndAllocate } from '../stages/choice';
import { clear } from '../stages/clearance';
import { promoteCompany } from '../stages/company-promotion';
import { type FinanceOutcome, closeBooks } from '../stages/finance';
import { fixDemand } from '../stages/fixed-demand';
import { fulfil } from '../stages/fulfilment';
import { StockPools, buildListings, noSessions } from '../stages/listings';
import { SessionTable } from '../stages/session-table';
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
 * memory again for every stage. None of these stages reads another company's figures.
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
  for (const c of ctx.companies) {
    checkDecisions(ctx, c); // 1
    research(ctx, c); // 2
    produce(ctx, c); // 3
    reallocate(ctx, c); // 4
    promoteCompany(ctx, c); // 5
  }
  sell(ctx); // 6 to 9
  const finance = new Map<CompanyRound, FinanceOutcome>();
  for (const c of ctx.companies) {
    clear(ctx, c); // 10
    finance.set(c, closeBooks(ctx, c)); // 11
  }
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
 * Stages 6 to 9: listings, traffic, choice and fulfilment. A function of its own so that the
 * listings, stock pools, sessions and rows of orders are garbage once sold, not carried through the books.
 */
function sell(ctx: RoundContext): void {
  // A pool per listed model and market at most.
  let listed = 0;
  for (const c of ctx.companies) {
    listed += c.decisions.listings.length;
    for (const p of c.decisions.packages) listed += p.modelIds.length;
  }
  const pools = new StockPools(ctx.index.slots, listed);
  const listings = buildListings(ctx, pools);
  const sessions = new SessionTable(listings.length, ctx.index.slots);
  routeTraffic(ctx, listings, sessions); // 6
  const won = chooseAndAllocate(ctx, listings, pools, sessions); // 7 and 8
  if (ctx.demand) fixDemand(won, pools, ctx.demand);
  fulfil(ctx, won, pools, sessions); // 9
}

/** Sessions, orders and ad-auction spend by traffic source, summed over the company's sales rows. */
function channelAdvertising(c: CompanyRound): CompanyResult['channelAdvertising'] {
  const sessions = noSessions();
  const orders = noSessions();
  for (const r of c.sales) {
    sessions.organic += r.sessions.organic;
    sessions.auction += r.sessions.auction;
    sessions.trafficPackage += r.sessions.trafficPackage;
    sessions.merchantLive += r.sessions.merchantLive;
    sessions.influencer += r.sessions.influencer;
    orders.organic += r.orders.organic;
    orders.auction += r.orders.auction;
    orders.trafficPackage += r.orders.trafficPackage;
    orders.merchantLive += r.orders.merchantLive;
    orders.influencer += r.orders.influencer;
  }
  const auctionSpend = c.productAdvertising.reduce((s, a) => s + a.spend, 0);
  return SOURCES.map((source) => ({ source, spend: source === 'auction' ? auctionSpend : 0, sessions: sessions[source], orders: orders[source] }));
}
