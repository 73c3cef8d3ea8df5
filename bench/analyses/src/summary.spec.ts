import { type LoadCase, type LoadFigures, caseLine, verdictLine } from './summary';

const figures = (p99Ms: number, more: Partial<LoadFigures> = {}): LoadFigures => ({
  rps: 1000,
  p50Ms: 10,
  p99Ms,
  errors: 0,
  non2xx: 0,
  mismatches: 0,
  bytes: 120_000,
  ...more,
});
const sales = (cache: boolean, caller: LoadCase['caller'] = 'participant'): LoadCase => ({
  case: `sales-${caller}-${cache}`,
  view: 'sales',
  caller,
  cache,
  gzip: true,
  companies: 'one',
});
const workbook: LoadCase = { case: 'all-manager-uncached', view: 'all', caller: 'manager', cache: false, gzip: true, companies: 'one' };

describe('the analyses benchmark lines', () => {
  it('prints a case with its figures', () => {
    expect(JSON.parse(caseLine(sales(true), figures(12)))).toEqual({
      case: 'sales-participant-true',
      view: 'sales',
      caller: 'participant',
      cache: true,
      gzip: true,
      companies: 'one',
      rps: 1000,
      p50Ms: 10,
      p99Ms: 12,
      errors: 0,
      non2xx: 0,
      mismatches: 0,
      bytes: 120_000,
    });
  });

  it('judges the slowest sales read of one company with and without the cache, not the workbook nor cold reads of every company', () => {
    const line = JSON.parse(
      verdictLine([
        { load: sales(true), figures: figures(4) },
        { load: sales(true, 'manager'), figures: figures(6) },
        { load: sales(false), figures: figures(30) },
        { load: sales(false, 'manager'), figures: figures(41) },
        { load: workbook, figures: figures(400) },
        { load: { ...sales(false, 'manager'), companies: 'every' }, figures: figures(500) },
      ]),
    );
    expect(line).toEqual({ budget: 'p99 < 50 ms', heaviestCachedP99: 6, heaviestUncachedP99: 41, coldEveryCompanyP99: 500, withinBudget: true });
  });

  it('is out of budget when a miss is too slow, a read fails, or a side was not measured', () => {
    expect(
      JSON.parse(
        verdictLine([
          { load: sales(true), figures: figures(4) },
          { load: sales(false), figures: figures(50) },
        ]),
      ).withinBudget,
    ).toBe(false);
    expect(
      JSON.parse(
        verdictLine([
          { load: sales(true), figures: figures(4, { mismatches: 3 }) },
          { load: sales(false), figures: figures(20) },
        ]),
      ).withinBudget,
    ).toBe(false);
    expect(
      JSON.parse(
        verdictLine([
          { load: sales(true), figures: figures(4, { non2xx: 1 }) },
          { load: sales(false), figures: figures(20) },
        ]),
      ).withinBudget,
    ).toBe(false);
    expect(JSON.parse(verdictLine([{ load: sales(true), figures: figures(4) }]))).toMatchObject({
      heaviestUncachedP99: null,
      coldEveryCompanyP99: null,
      withinBudget: false,
    });
  });
});
