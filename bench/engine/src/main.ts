import { SHIPPED_SCREENPLAYS, resolveRound } from '@simbiz/engine';
import { availableParallelism } from 'node:os';
import { performance } from 'node:perf_hooks';
import { MODELS_PER_COMPANY, REFERENCE_COMPANIES, sizedFor, warmWorld } from './bench-world';
import { quantile, round2 } from './stats';

/**
 * npm run bench:engine (Node with --single-threaded: one core, GC included) — one JSON line per case:
 * median and p95 milliseconds of resolveRound on
 * the global screenplay (3 markets, 12 segments, 6 platforms, 30 days), then the 1000/100 ratio.
 * Budget: the reference case (120 companies, 8 models each) under 100 ms median; ratio <= 11.
 * Shoppers scale with the companies (marketScale), so each company meets the same demand.
 */
const CASES = [
  { companies: 10, samples: 30 },
  { companies: 100, samples: 30 },
  { companies: 120, samples: 30, reference: true },
  { companies: 1000, samples: 11 },
];
const medians = new Map<number, number>();
const worlds = CASES.map((c) => {
  const screenplay = sizedFor(SHIPPED_SCREENPLAYS.global, c.companies);
  return { ...c, screenplay, ...warmWorld(screenplay, c.companies, 2) };
});
// Every size is resolved a few times before any is timed, so the code runs as the JIT settles for all sizes, not for
// whichever case came first (timed right after the 10-company case, the 100-company one ran 40% slower than 120).
for (const { screenplay, state, decisions } of worlds) for (let i = 0; i < 3; i++) resolveRound(screenplay, state, decisions, `bench#${state.round + 1}`);
for (const { companies, samples, reference, screenplay, state, decisions } of worlds) {
  const times: number[] = [];
  for (let i = 0; i < samples + 2; i++) {
    const start = performance.now();
    resolveRound(screenplay, state, decisions, `bench#${state.round + 1}`);
    if (i >= 2) times.push(performance.now() - start);
  }
  const models = state.companies.reduce((s, c) => s + c.models.length, 0);
  medians.set(companies, quantile(times, 0.5));
  console.log(
    JSON.stringify({
      case: `global-${companies}`,
      companies,
      modelsPerCompany: round2(models / companies),
      marketScale: round2(companies / REFERENCE_COMPANIES),
      targetModelsPerCompany: MODELS_PER_COMPANY,
      samples,
      medianMs: round2(quantile(times, 0.5)),
      p95Ms: round2(quantile(times, 0.95)),
      ...(reference ? { reference: true, budgetMs: 100, withinBudget: quantile(times, 0.5) < 100 } : {}),
    }),
  );
}
const ratio = (medians.get(1000) ?? NaN) / (medians.get(100) ?? NaN);
console.log(
  JSON.stringify({
    case: 'scaling',
    ratio1000to100: round2(ratio),
    budget: 11,
    withinBudget: ratio <= 11,
    cores: availableParallelism(),
    node: process.version,
  }),
);
