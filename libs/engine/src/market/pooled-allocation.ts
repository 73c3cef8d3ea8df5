import { choiceShares } from './choice';

/** One platform-and-segment market: its shoppers and the listings they choose among. */
export interface ChoiceCell {
  shoppers: number;
  outsideUtility: number;
  options: readonly { utility: number; exposure: number; pools: readonly number[] }[];
}

/**
 * Orders across many cells whose listings draw on shared stock pools (a model's stock in a
 * market serves every platform and segment there; a package draws on several pools). When a
 * pool's demand exceeds its stock, the pool sells out everywhere, its listings sell exactly the
 * stock (in proportion to their demand), and each cell's unserved shoppers choose again among
 * what is left. Returns whole orders per cell and option; no pool ever sells more than it holds.
 */
export function allocatePooledOrders(cells: readonly ChoiceCell[], poolStock: readonly number[]): number[][] {
  const demand = cells.map((cell) => cell.options.map(() => 0));
  const closed = poolStock.map(() => false);
  const unserved = cells.map((cell) => cell.shoppers);
  for (let pass = 0; pass <= poolStock.length; pass++) {
    cells.forEach((cell, c) => {
      const left = unserved[c] ?? 0;
      if (left <= 1e-9) return;
      const open = cell.options.map((o) => (o.pools.some((p) => closed[p]) ? { ...o, exposure: 0 } : o));
      const { shares } = choiceShares(open, cell.outsideUtility);
      const row = demand[c] ?? [];
      shares.forEach((s, i) => (row[i] = (row[i] ?? 0) + left * s));
      unserved[c] = 0;
    });
    const poolDemand = poolStock.map(() => 0);
    cells.forEach((cell, c) => cell.options.forEach((o, i) => o.pools.forEach((p) => (poolDemand[p] = (poolDemand[p] ?? 0) + (demand[c]?.[i] ?? 0)))));
    const closing = poolStock.map((stock, p) => !closed[p] && (poolDemand[p] ?? 0) > stock + 1e-9);
    if (!closing.some(Boolean)) break;
    cells.forEach((cell, c) =>
      cell.options.forEach((o, i) => {
        const ratios = o.pools.filter((p) => closing[p]).map((p) => (poolStock[p] ?? 0) / (poolDemand[p] ?? 1));
        if (ratios.length === 0) return;
        const row = demand[c] ?? [];
        const kept = (row[i] ?? 0) * Math.min(...ratios);
        unserved[c] = (unserved[c] ?? 0) + (row[i] ?? 0) - kept;
        row[i] = kept;
      }),
    );
    closing.forEach((x, p) => x && (closed[p] = true));
  }
  return toWholeOrders(cells, demand, poolStock);
}

/** Floors every demand, then hands out the remaining units by largest fraction while stock lasts. */
function toWholeOrders(cells: readonly ChoiceCell[], demand: number[][], poolStock: readonly number[]): number[][] {
  const left = [...poolStock];
  const orders = demand.map((row) => row.map(Math.floor));
  cells.forEach((cell, c) => cell.options.forEach((o, i) => o.pools.forEach((p) => (left[p] = (left[p] ?? 0) - (orders[c]?.[i] ?? 0)))));
  const total = Math.round(demand.flat().reduce((s, d) => s + d, 0));
  let extra = total - orders.flat().reduce((s, d) => s + d, 0);
  const fractions = demand
    .flatMap((row, c) => row.map((d, i) => ({ c, i, rest: d - Math.floor(d) })))
    .filter((f) => f.rest > 0)
    .sort((a, b) => b.rest - a.rest || a.c - b.c || a.i - b.i);
  for (const f of fractions) {
    if (extra <= 0) break;
    const pools = cells[f.c]?.options[f.i]?.pools ?? [];
    if (pools.some((p) => (left[p] ?? 0) < 1)) continue;
    pools.forEach((p) => (left[p] = (left[p] ?? 0) - 1));
    const row = orders[f.c];
    if (row) row[f.i] = (row[f.i] ?? 0) + 1;
    extra--;
  }
  return orders;
}
