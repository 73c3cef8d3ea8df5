/** The figures of one autocannon run that the benchmark reports. */
export interface LoadFigures {
  rps: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
}

export const BUDGET = { ratio: 0.3, p99Ms: 20 } as const;

/** One JSON line: both servers' figures, their throughput ratio, and whether the budget holds. */
export function summaryLine(gateway: LoadFigures, bare: LoadFigures, cores: number): string {
  const ratio = bare.rps > 0 ? Math.round((gateway.rps / bare.rps) * 1000) / 1000 : 0;
  return JSON.stringify({
    case: 'gateway-world-details',
    gateway,
    bare,
    ratio,
    budget: BUDGET,
    withinBudget: ratio >= BUDGET.ratio && gateway.p99Ms < BUDGET.p99Ms && gateway.errors === 0 && gateway.non2xx === 0,
    cores,
  });
}
