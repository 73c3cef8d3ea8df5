import { splitByLargestRemainder, sum } from '../core/money';
import { Random } from '../core/random';
import type { CompanyDecisions } from '../decisions/decisions.schema';
import { Journal } from '../finance/ledger';
import type { CompanyResult, SalesRow, Warning } from '../results/company-results.schema';
import type { MarketResult } from '../results/round-results.schema';
import type { Screenplay } from '../screenplay/screenplay.schema';
import { COMPANY_ACTIVE, type CompanyState, type WorldState } from '../state/state.schema';
import type { UnitSize } from './product-costs';
import { indexOf, type ScreenplayIndex } from './screenplay-index';
import { StockBook } from './stock-book';

type Rows<K extends keyof CompanyResult> = CompanyResult[K];

/** One company's working copy of its state and everything the round records about it. */
export interface CompanyRound {
  readonly state: CompanyState;
  decisions: CompanyDecisions;
  readonly journal: Journal;
  readonly stock: StockBook;
  readonly random: Random;
  readonly warnings: Warning[];
  /** Whether the company could act this round (not bankrupt at its start). */
  readonly active: boolean;
  readonly productions: Rows<'productions'>;
  readonly deliveries: Rows<'deliveries'>;
  readonly rnd: Rows<'rnd'>;
  readonly companyAdvertising: Rows<'companyAdvertising'>;
  readonly productAdvertising: Rows<'productAdvertising'>;
  readonly modelPerception: Rows<'modelPerception'>;
  readonly sales: SalesRow[];
  /** Utility a brand loses per segment this round from over-advertising, by brand and segment (stage 5). */
  readonly wearOut: Map<string, Map<string, number>>;
  /** The package size of a unit of each model, by model id, as stages ask for it (stages/production's sizeOf). */
  readonly unitSizes: Map<string, UnitSize>;
}

/** Everything one call of resolveRound works on. */
export interface RoundContext {
  readonly screenplay: Screenplay;
  readonly index: ScreenplayIndex;
  /** The round being resolved (state.round + 1). */
  readonly round: number;
  /** The world's last round: when it closes, unsold stock is valued at what it would fetch. */
  readonly lastRound: number;
  readonly days: number;
  readonly random: Random;
  /** Ordered by seat, so the input's order of companies never changes a result. */
  readonly companies: CompanyRound[];
  readonly segments: WorldState['segments'];
  /** This round's demand surprise by segment (drawn by applyNews); a segment without one has 1. */
  readonly demandShocks: Map<string, number>;
  readonly platformStats: Map<string, MarketResult['platforms'][number]>;
  /** A pro forma's expected units by listing (`platform/model`), which replace the shoppers' choice (stages/fixed-demand). */
  readonly demand?: ReadonlyMap<string, number>;
}

export function createRoundContext(
  screenplay: Screenplay,
  state: WorldState,
  decisions: Readonly<Record<string, CompanyDecisions>>,
  seed: string,
  empty: () => CompanyDecisions,
  lastRound = screenplay.rounds,
): RoundContext {
  const random = new Random(seed);
  const companies = [...state.companies]
    .sort((a, b) => a.seat - b.seat)
    .map((original): CompanyRound => {
      const company = copyForRound(original);
      return {
        state: company,
        decisions: copyDecisions(decisions[company.id]) ?? empty(),
        journal: new Journal(company.balances),
        stock: new StockBook(company.stock),
        random: random.fork(`seat:${company.seat}`),
        warnings: [],
        active: company.status === COMPANY_ACTIVE,
        productions: [],
        deliveries: [],
        rnd: [],
        companyAdvertising: [],
        productAdvertising: [],
        modelPerception: [],
        sales: [],
        wearOut: new Map(),
        unitSizes: new Map(),
      };
    });
  return {
    screenplay,
    index: indexOf(screenplay),
    round: state.round + 1,
    lastRound,
    days: screenplay.daysPerRound,
    random,
    companies,
    segments: JSON.parse(JSON.stringify(state.segments)) as WorldState['segments'],
    demandShocks: new Map(),
    platformStats: new Map(),
  };
}

/**
 * A copy of a company's state deep enough for the stages to mutate without touching the input:
 * every object or list a stage changes is copied, what no stage changes is shared. A stage that
 * starts changing another part must copy it here (resolve-round.spec checks inputs stay intact).
 */
function copyForRound(c: CompanyState): CompanyState {
  return {
    ...c,
    balances: { ...c.balances },
    brands: [...c.brands],
    personas: [...c.personas],
    models: c.models.map((m) => ({ ...m })),
    techGrades: { ...c.techGrades },
    rndProgress: { ...c.rndProgress },
    prototypes: [...c.prototypes],
    inTransit: [...c.inTransit],
    storages: c.storages.map((s) => ({ ...s })),
    stores: c.stores.map((s) => ({ ...s })),
    // awareness and perception are replaced whole by the promotion stage, never changed in place.
    receivables: [...c.receivables],
    payables: [...c.payables],
    loans: c.loans.map((l) => ({ ...l })),
    adWallets: openingAdWallets(c),
  };
}

/**
 * The company's own copy of its decisions: stage 1 replaces sections it clips (listings,
 * packages), and the caller's object must stay as it was. No stage changes a section or its items
 * in place (a stage that clips one replaces it), so copying the object is enough.
 */
function copyDecisions(d: CompanyDecisions | undefined): CompanyDecisions | undefined {
  return d && { ...d };
}

/**
 * Each platform's ad wallet, base-currency minor units, adding up to the ledger's 'adWallet'. A
 * state stored before wallets were kept per platform has only that total (and may lack the field):
 * what no wallet holds goes to the platforms of the company's stores in equal parts, as a recharge
 * needs a store.
 */
function openingAdWallets(c: CompanyState): Record<string, number> {
  const wallets: Record<string, number> = { ...c.adWallets };
  const unassigned = (c.balances.adWallet ?? 0) - sum(Object.values(wallets));
  if (unassigned > 0 && Number.isInteger(unassigned) && c.stores.length > 0) {
    splitByLargestRemainder(
      unassigned,
      c.stores.map(() => 1),
    ).forEach((part, i) => {
      const platformId = c.stores[i]?.platformId;
      if (platformId && part > 0) wallets[platformId] = (wallets[platformId] ?? 0) + part;
    });
  }
  return wallets;
}

export function warn(company: CompanyRound, area: string, code: string, params: Warning['params'] = {}): void {
  company.warnings.push({ area, code, params });
}

/** Equity of a company at the start of the round (for the loan quota). */
export function openingEquity(company: CompanyRound): number {
  return company.state.balances.capital + company.state.balances.retainedEarnings;
}
