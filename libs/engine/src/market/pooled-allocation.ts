/**
 * One platform-and-segment market: its shoppers and the listings they choose among, as parallel
 * arrays (listing i has utility[i], exposure[i] and draws on the stock pools pools[i]).
 */
export interface ChoiceCell {
  shoppers: number;
  outsideUtility: number;
  utility: ArrayLike<number>;
  exposure: ArrayLike<number>;
  pools: readonly (readonly number[])[];
}

/**
 * Orders across many cells whose listings draw on shared stock pools (a model's stock in a
 * market serves every platform and segment there; a package draws on several pools). Shoppers
 * choose by the exposure-weighted logit of `choiceShares`. When a pool's demand exceeds its
 * stock, the pool sells out everywhere, its listings sell exactly the stock (in proportion to
 * their demand), and each cell's unserved shoppers choose again among what is left. Returns
 * whole orders per cell and option (no pool ever sells more than it holds) and the orders each
 * option lost when it sold out: the demand it could not serve, which went to the cell's other
 * options or to buying nothing.
 *
 * Flat arrays, and e^U computed once per option, because this runs over every listing of every
 * company in every segment at every deadline.
 */
export function allocatePooledOrders(cells: readonly ChoiceCell[], poolStock: readonly number[]): { orders: number[][]; lost: number[][] } {
  const start: number[] = [];
  let n = 0;
  for (const cell of cells) {
    start.push(n);
    n += cell.pools.length;
  }
  const weight = new Float64Array(n); // w_j e^{U_j - top}, zeroed when the listing sells out
  const outside = new Float64Array(cells.length); // e^{U_0 - top}
  const demand = new Float64Array(n);
  const lost = new Float64Array(n);
  const unserved = new Float64Array(cells.length);
  for (let c = 0; c < cells.length; c++) {
    const cell = cells[c] as ChoiceCell;
    const s = start[c] ?? 0;
    const count = cell.pools.length;
    let top = cell.outsideUtility;
    for (let i = 0; i < count; i++) top = Math.max(top, cell.utility[i] ?? -Infinity);
    outside[c] = Math.exp(cell.outsideUtility - top);
    for (let i = 0; i < count; i++) weight[s + i] = Math.max(0, cell.exposure[i] ?? 0) * Math.exp((cell.utility[i] ?? -Infinity) - top);
    unserved[c] = cell.shoppers;
  }
  const pools = poolStock.length;
  const closed = new Uint8Array(pools);
  const poolDemand = new Float64Array(pools);
  const ratio = new Float64Array(pools);
  for (let pass = 0; pass <= pools; pass++) {
    for (let c = 0; c < cells.length; c++) {
      const left = unserved[c] as number;
      if (left <= 1e-9) continue;
      const cell = cells[c] as ChoiceCell;
      const s = start[c] ?? 0;
      const count = cell.pools.length;
      let total = outside[c] as number;
      for (let i = 0; i < count; i++) total += weight[s + i] as number;
      for (let i = 0; i < count; i++) {
        const add = (left * (weight[s + i] as number)) / total;
        if (add === 0) continue;
        demand[s + i] = (demand[s + i] as number) + add;
        for (const p of cell.pools[i] ?? []) poolDemand[p] = (poolDemand[p] ?? 0) + add;
      }
      unserved[c] = 0;
    }
    let short = false;
    for (let p = 0; p < pools; p++) {
      const stock = poolStock[p] ?? 0;
      const wanted = poolDemand[p] as number;
      ratio[p] = !closed[p] && wanted > stock + 1e-9 ? stock / wanted : 1;
      if (ratio[p] !== 1) short = true;
    }
    if (!short) break;
    for (let c = 0; c < cells.length; c++) {
      const cell = cells[c] as ChoiceCell;
      const s = start[c] ?? 0;
      for (let i = 0; i < cell.pools.length; i++) {
        const drawn = cell.pools[i] ?? [];
        let keep = 1;
        for (const p of drawn) keep = Math.min(keep, ratio[p] ?? 1);
        if (keep === 1) continue;
        const before = demand[s + i] as number;
        const after = before * keep;
        demand[s + i] = after;
        lost[s + i] = (lost[s + i] as number) + before - after;
        weight[s + i] = 0;
        unserved[c] = (unserved[c] as number) + before - after;
        for (const p of drawn) poolDemand[p] = (poolDemand[p] ?? 0) - (before - after);
      }
    }
    for (let p = 0; p < pools; p++) if ((ratio[p] as number) < 1) closed[p] = 1;
  }
  return {
    orders: toWholeOrders(cells, start, demand, poolStock),
    lost: cells.map((cell, c) => cell.pools.map((_, i) => Math.round(lost[(start[c] ?? 0) + i] ?? 0))),
  };
}

/**
 * Floors every demand, then, cell by cell, hands out the cell's remaining units by largest
 * fraction while stock lasts (cells are small, so this stays linear in the number of listings).
 */
function toWholeOrders(cells: readonly ChoiceCell[], start: readonly number[], demand: Float64Array, poolStock: readonly number[]): number[][] {
  const left = Float64Array.from(poolStock);
  const whole: number[][] = [];
  for (let c = 0; c < cells.length; c++) {
    const cell = cells[c] as ChoiceCell;
    const s = start[c] ?? 0;
    const row = new Array<number>(cell.pools.length);
    for (let i = 0; i < cell.pools.length; i++) {
      const w = Math.floor(demand[s + i] ?? 0);
      for (const p of cell.pools[i] ?? []) left[p] = (left[p] ?? 0) - w;
      row[i] = w;
    }
    whole.push(row);
  }
  for (let c = 0; c < cells.length; c++) {
    const cell = cells[c] as ChoiceCell;
    const s = start[c] ?? 0;
    const row = whole[c] ?? [];
    let total = 0;
    let given = 0;
    for (let i = 0; i < cell.pools.length; i++) {
      total += demand[s + i] ?? 0;
      given += row[i] ?? 0;
    }
    let extra = Math.round(total) - given;
    if (extra <= 0) continue;
    const rest: number[] = [];
    const fraction = new Float64Array(cell.pools.length);
    for (let i = 0; i < cell.pools.length; i++) {
      fraction[i] = (demand[s + i] ?? 0) - (row[i] ?? 0);
      if ((fraction[i] as number) > 0) rest.push(i);
    }
    // Largest fraction first, then the earlier option. The comparison returns only -1, 1 or a
    // difference of indices: a fractional result would be a new number object at every call.
    rest.sort((a, b) => {
      const fa = fraction[a] as number;
      const fb = fraction[b] as number;
      return fb > fa ? 1 : fb < fa ? -1 : a - b;
    });
    for (const i of rest) {
      if (extra <= 0) break;
      const pools = cell.pools[i] ?? [];
      if (pools.some((p) => (left[p] ?? 0) < 1)) continue;
      for (const p of pools) left[p] = (left[p] ?? 0) - 1;
      row[i] = (row[i] ?? 0) + 1;
      extra--;
    }
  }
  return whole;
}
