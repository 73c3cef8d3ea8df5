/** The budgets of issues 5 and 17: shell initial JavaScript, each remote's entry, /worlds and the news flash interactive. */
export const BUDGET = { shellInitialKb: 150, remoteEntryKb: 200, worldsInteractiveMs: 1500, newsFlashInteractiveMs: 1500 } as const;

export interface WebFigures {
  shellInitialKb: number;
  remotesKb: Record<string, number>;
  worldsInteractiveMs: number[];
  /** Cold loads of a world's market research until its news flash is drawn. */
  newsFlashInteractiveMs: number[];
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

/** The one JSON line bench:web prints. */
export function summaryLine(figures: WebFigures) {
  const interactive = Math.round(median(figures.worldsInteractiveMs));
  const newsFlash = Math.round(median(figures.newsFlashInteractiveMs));
  const withinBudget =
    figures.shellInitialKb < BUDGET.shellInitialKb &&
    Object.values(figures.remotesKb).every((kb) => kb < BUDGET.remoteEntryKb) &&
    interactive < BUDGET.worldsInteractiveMs &&
    newsFlash < BUDGET.newsFlashInteractiveMs;
  return {
    shellInitialJsGzipKb: figures.shellInitialKb,
    remoteEntryJsGzipKb: figures.remotesKb,
    worldsInteractiveMs: { median: interactive, runs: figures.worldsInteractiveMs.map(Math.round) },
    newsFlashInteractiveMs: { median: newsFlash, runs: figures.newsFlashInteractiveMs.map(Math.round) },
    budget: BUDGET,
    withinBudget,
  };
}
