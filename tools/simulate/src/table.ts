import type { RoundResults, WorldState } from '@simbiz/engine';

const money = (minor: number) => (minor / 100).toLocaleString('en-US', { maximumFractionDigits: 0 });
const pad = (text: string, width: number, right = false) => (right ? text.padStart(width) : text.padEnd(width));

/** One table per round: revenue, net profit, cash, market share and score per company. */
export function roundTable(results: RoundResults, state: WorldState): string {
  const names = new Map(state.companies.map((c) => [c.id, c.name]));
  const header = `${pad('company', 16)}${pad('revenue', 14, true)}${pad('net profit', 14, true)}${pad('cash', 14, true)}${pad('share', 8, true)}${pad('score', 8, true)}${pad('rank', 6, true)}  status`;
  const lines = results.companies.map((c) =>
    [
      pad(names.get(c.companyId) ?? c.companyId, 16),
      pad(money(c.kpis.revenue), 14, true),
      pad(money(c.kpis.netProfit), 14, true),
      pad(money(c.kpis.cash), 14, true),
      pad(`${(c.kpis.marketShare * 100).toFixed(1)}%`, 8, true),
      pad(c.score.toFixed(1), 8, true),
      pad(String(c.rank), 6, true),
      `  ${c.status === 3 ? 'BANKRUPT' : 'active'}${c.warnings.length ? ` (${c.warnings.length} warnings)` : ''}`,
    ].join(''),
  );
  return [`Round ${results.round}`, header, '-'.repeat(header.length), ...lines].join('\n');
}
