import type { AnalysisRound, CompanyAnalyses } from '@simbiz/contracts';
import { botDecisions, type CompanyDecisions, type RoundResults, resolveRound, SHIPPED_SCREENPLAYS, type WorldState } from '@simbiz/engine';
import { perturb, perturbationArb, type Perturbation } from '@simbiz/engine/src/test-support/perturb';
import { STYLES, starterWorld } from '@simbiz/engine/src/test-support/worlds';
import fc from 'fast-check';
import type { Derive, DerivedTable } from './common/page-content';
import { brandProfit } from './profit/brand-profit';
import { channelsProfit } from './profit/channels-profit';
import { modelProfit } from './profit/model-profit';
import { productProfit } from './profit/product-profit';
import { segmentProfit } from './profit/segment-profit';
import { tieOut } from './profit/tie-out';
import { revenuesByBrand } from './sales/revenues-brand';
import { revenuesByChannel } from './sales/revenues-channel';
import { revenuesByModel } from './sales/revenues-model';
import { revenuesBySegment } from './sales/revenues-segment';
import { inputOf } from './test-support/analyses-fixture';

const starter = SHIPPED_SCREENPLAYS.starter;

/** Plays `rounds` rounds of a starter world whose bots' decisions are perturbed at random (prices, quantities, clearance, transfers, loans, junk). */
function play(companies: number, rounds: number, perturbations: readonly Perturbation[], seed: number): { results: RoundResults; state: WorldState }[] {
  let state = starterWorld(`tie-${seed}`, companies);
  const out: { results: RoundResults; state: WorldState }[] = [];
  for (let r = 0; r < rounds; r++) {
    const decisions: Record<string, CompanyDecisions> = Object.fromEntries(
      state.companies.map((c, i) => {
        const bot = botDecisions(starter, state, c.id, STYLES[i % STYLES.length] ?? 'balanced');
        const p = perturbations[(i + r) % perturbations.length];
        return [c.id, p ? perturb(bot, p, c.stock) : bot];
      }),
    );
    const outcome = resolveRound(starter, state, decisions, `tie-${seed}#${r + 1}`);
    out.push(outcome);
    state = outcome.state;
  }
  return out;
}

/** A company's analyses of the rounds played, as the engine service's read model would answer them. */
function analysesOf(companyId: string, played: readonly { results: RoundResults; state: WorldState }[]): CompanyAnalyses {
  const rounds: AnalysisRound[] = played.map(({ results, state }) => {
    const result = results.companies.find((c) => c.companyId === companyId);
    const models = state.companies.find((c) => c.id === companyId)?.models ?? [];
    return { round: results.round, result: result ?? {}, ratings: Object.fromEntries(models.map((m) => [m.id, m.rating])), benchmarks: [] };
  });
  return { companyId, rounds, brands: [], models: [] };
}

/** The totals row's cell under a column whose heading is `label`. */
function total(table: DerivedTable | undefined, label: string): unknown {
  const at = table?.columns.findIndex((c) => c.label === label) ?? -1;
  return at < 0 ? undefined : table?.totals?.[at];
}

const BY_ROUND: [string, Derive][] = [
  ['brand', revenuesByBrand],
  ['model', revenuesByModel],
  ['channel', revenuesByChannel],
  ['segment', revenuesBySegment],
];
const PROFIT: [string, Derive][] = [
  ['brand', brandProfit],
  ['model', modelProfit],
  ['segment', segmentProfit],
  ['channel', channelsProfit],
  ['product', productProfit],
];

describe('the analyses tie out to the statements, over random played rounds (fast-check, through the engine)', () => {
  it('revenue by brand, model, channel and segment each sum to the income statement’s revenue; the profit pages and every listed tie-out hold', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 6 }),
        fc.integer({ min: 1, max: 3 }),
        fc.array(perturbationArb, { minLength: 1, maxLength: 4 }),
        fc.nat(),
        (companies, rounds, ps, seed) => {
          const played = play(companies, rounds, ps, seed);
          for (const company of played[0]?.state.companies ?? []) {
            const data = analysesOf(company.id, played);
            for (const round of data.rounds) {
              const revenue = round.result.incomeStatement?.revenue;
              const input = inputOf(data, round.round);
              for (const [name, derive] of BY_ROUND) {
                const table = derive(input).tables[0];
                expect({ page: name, round: round.round, revenue: total(table, `round(${round.round})`) }).toEqual({ page: name, round: round.round, revenue });
              }
              for (const [name, derive] of PROFIT) {
                const table = derive(input).tables[0];
                expect({ page: name, revenue: total(table, 'profit.revenue') }).toEqual({ page: name, revenue });
              }
              for (const check of tieOut(round)) expect(check.actual).toBe(check.expected);
            }
          }
        },
      ),
      { numRuns: 25 },
    );
  });
});
