/** One load case: which view, read by whom, through the gateway's cache or past it. */
export interface LoadCase {
  case: string;
  view: 'sales' | 'all';
  caller: 'participant' | 'manager';
  cache: boolean;
  /** Sent with `accept-encoding: gzip`, as a browser sends it. */
  gzip: boolean;
  /** The one company read throughout, or every company of the world in turn (a manager only). */
  companies: 'one' | 'every';
}

/** The figures of one autocannon run that the benchmark reports, with the size of the answer. */
export interface LoadFigures {
  rps: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
  /** Answers whose body was not the one read before the load (a refusal, a wrong company). */
  mismatches: number;
  bytes: number;
}

/** Issue 19: the heaviest analyses page (the sales view) of a 120-company, 8-round world, 50 connections. */
export const BUDGET = { label: 'p99 < 50 ms', p99Ms: 50 } as const;

/** A case's JSON line. */
export function caseLine(load: LoadCase, figures: LoadFigures): string {
  return JSON.stringify({ ...load, ...figures });
}

const clean = (f: LoadFigures) => f.errors === 0 && f.non2xx === 0 && f.mismatches === 0;

/**
 * The verdict line: the slowest p99 of the page's view (sales) for one company, with the cache and
 * without it (misses of one page share one request to the engine, as they do when a class opens
 * it after a round). The budget holds only if every such case is under it and answered every
 * request correctly. Reported, not judged: the workbook (`all`, a download, not a page) and cold
 * reads of every company in turn (`companies: 'every'`, each one a miss: the engine's throughput).
 */
export function verdictLine(runs: readonly { load: LoadCase; figures: LoadFigures }[]): string {
  const page = runs.filter((r) => r.load.view === 'sales' && r.load.companies === 'one');
  const slowest = (cases: readonly { figures: LoadFigures }[]) => {
    const p99s = cases.map((r) => r.figures.p99Ms);
    return p99s.length ? Math.max(...p99s) : null;
  };
  const heaviestCachedP99 = slowest(page.filter((r) => r.load.cache));
  const heaviestUncachedP99 = slowest(page.filter((r) => !r.load.cache));
  const coldEveryCompanyP99 = slowest(runs.filter((r) => r.load.view === 'sales' && r.load.companies === 'every'));
  return JSON.stringify({
    budget: BUDGET.label,
    heaviestCachedP99,
    heaviestUncachedP99,
    coldEveryCompanyP99,
    withinBudget:
      heaviestCachedP99 !== null &&
      heaviestUncachedP99 !== null &&
      heaviestCachedP99 < BUDGET.p99Ms &&
      heaviestUncachedP99 < BUDGET.p99Ms &&
      page.every((r) => clean(r.figures)),
  });
}
