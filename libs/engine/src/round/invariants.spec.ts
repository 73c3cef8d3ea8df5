import fc from 'fast-check';
import { botDecisions } from '../bots/bot-decisions';
import type { CompanyDecisions } from '../decisions/decisions.schema';
import type { RoundResults } from '../results/round-results.schema';
import type { WorldState } from '../state/state.schema';
import { perturb, perturbationArb, type Perturbation } from '../test-support/perturb';
import { STYLES, playRounds, starter, starterWorld } from '../test-support/worlds';
import { resolveRound } from './resolve-round';

const RUNS = { numRuns: 200 };
/** A world two rounds in: stock, receivables, bills and loans exist. */
const base: WorldState = lastState(playRounds(starterWorld('inv', 3), 2));

function lastState(outcomes: readonly { state: WorldState }[]): WorldState {
  const last = outcomes[outcomes.length - 1];
  if (!last) throw new Error('no round played');
  return last.state;
}

function decide(state: WorldState, ps: readonly Perturbation[]): Record<string, CompanyDecisions> {
  return Object.fromEntries(
    state.companies.map((c, i) => {
      const bot = botDecisions(starter, state, c.id, STYLES[i] ?? 'balanced');
      const p = ps[i];
      return [c.id, p ? perturb(bot, p, c.stock) : bot];
    }),
  );
}
const three = fc.array(perturbationArb, { minLength: 3, maxLength: 3 });
const run = (ps: Perturbation[], seed: number) => resolveRound(starter, base, decide(base, ps), `inv-${seed}`);
const sum = (xs: readonly number[]) => xs.reduce((s, x) => s + x, 0);

describe('invariants of a round (fast-check, random decisions)', () => {
  it('is deterministic: the same inputs and seed give byte-identical JSON', () => {
    fc.assert(
      fc.property(three, fc.nat(), (ps, seed) => {
        const decisions = decide(base, ps);
        const a = JSON.stringify(resolveRound(starter, base, decisions, `det-${seed}`));
        const b = JSON.stringify(resolveRound(starter, structuredClone(base), structuredClone(decisions), `det-${seed}`));
        return a === b;
      }),
      RUNS,
    );
  });

  it('counts orders lost to stock-outs only on a model with none of its sellable stock left', () => {
    let lostSeen = 0;
    fc.assert(
      fc.property(three, fc.nat(), (ps, seed) => {
        const { results } = run(ps, seed);
        return results.companies.every((r) =>
          r.sales.every((s) => {
            lostSeen += s.lostOrders;
            // Out of stock: it sold out, or had none to sell (a listing without stock still draws
            // shoppers). Left over may be units made or moved in too late to sell, and less than a
            // unit per listing row that whole orders could not hand out.
            const rows = r.sales.filter((x) => x.modelId === s.modelId).length;
            const outOfStock = r.inventory.every((x) => x.modelId !== s.modelId || x.closing - x.produced - x.transferIn < rows);
            return Number.isInteger(s.lostOrders) && s.lostOrders >= 0 && (s.lostOrders === 0 || s.packageId !== undefined || outOfStock);
          }),
        );
      }),
      RUNS,
    );
    // Random decisions do sell out: the property above was not true for want of a case.
    expect(lostSeen).toBeGreaterThan(0);
  });

  it('conserves units per model and warehouse, and carries them into the next state', () => {
    fc.assert(
      fc.property(three, fc.nat(), (ps, seed) => {
        const { state, results } = run(ps, seed);
        return results.companies.every((r, i) => {
          const balanced = r.inventory.every((x) => x.opening + x.produced + x.transferIn === x.sold + x.cleared + x.transferOut + x.closing);
          const next = state.companies[i];
          const closing = sum(r.inventory.map((x) => x.closing));
          const carried = sum(next?.stock.map((s) => s.units) ?? []);
          const transit = sum(next?.inTransit.map((s) => s.units) ?? []);
          const soldUnits = sum(r.sales.map((s) => s.units * (s.packageId ? 2 : 1)));
          return balanced && closing === carried && transit === sum(r.inventory.map((x) => x.transferOut)) && soldUnits >= 0;
        });
      }),
      RUNS,
    );
  });

  it('keeps the books: debits equal credits, assets equal liabilities plus equity, cash flow explains cash', () => {
    fc.assert(
      fc.property(three, fc.nat(), (ps, seed) => {
        const { state, results } = run(ps, seed);
        return results.companies.every((r, i) => {
          const debits = sum(r.journal.map((p) => p.debit));
          const credits = sum(r.journal.map((p) => p.credit));
          const bs = r.balanceSheet;
          const before = base.companies[i]?.balances.cash ?? NaN;
          const next = state.companies[i];
          const stockValue = sum(next?.stock.map((s) => Math.round(s.units * s.unitCost)) ?? []) + sum(next?.inTransit.map((s) => s.value) ?? []);
          return (
            debits === credits &&
            bs.totalAssets === bs.totalLiabilities + bs.totalEquity &&
            r.cashFlow.opening === before &&
            r.cashFlow.closing === bs.cash &&
            r.cashFlow.netChange === bs.cash - before &&
            bs.receivables === sum(r.receivableSchedule.map((x) => x.amount)) &&
            bs.payables === sum(r.logisticsBillSchedule.map((x) => x.amount)) &&
            bs.loans === sum(next?.loans.map((l) => l.outstanding) ?? []) &&
            Math.abs(bs.inventory - stockValue) <= (next?.stock.length ?? 0)
          );
        });
      }),
      RUNS,
    );
  });

  it('keeps the ledger’s ad wallet equal to the sum of the platforms’ wallets, none below zero', () => {
    fc.assert(
      fc.property(three, fc.nat(), (ps, seed) => {
        const { state, results } = run(ps, seed);
        return state.companies.every((c, i) => {
          const wallets = Object.values(c.adWallets);
          const reported = results.companies[i]?.adWallets ?? [];
          return (
            c.balances.adWallet === sum(wallets) &&
            results.companies[i]?.balanceSheet.adWallet === sum(wallets) &&
            wallets.every((w) => Number.isInteger(w) && w >= 0) &&
            JSON.stringify(reported) === JSON.stringify(Object.entries(c.adWallets).map(([platformId, balance]) => ({ platformId, balance })))
          );
        });
      }),
      RUNS,
    );
  });

  it('gives the same results when companies are reordered or renamed', () => {
    fc.assert(
      fc.property(three, fc.nat(), (ps, seed) => {
        const decisions = decide(base, ps);
        const original = resolveRound(starter, base, decisions, `perm-${seed}`).results;
        const rename = (id: string) => `renamed-${id}`;
        const reordered: WorldState = {
          ...base,
          companies: [...base.companies].reverse().map((c) => ({ ...c, id: rename(c.id), name: `${c.name}!` })),
        };
        const renamedDecisions = Object.fromEntries(Object.entries(decisions).map(([id, d]) => [rename(id), d]));
        const permuted = resolveRound(starter, reordered, renamedDecisions, `perm-${seed}`).results;
        const strip = (r: RoundResults['companies'][number]) => JSON.stringify({ ...r, companyId: '' });
        const backInOrder = [...permuted.companies].reverse();
        const marketSame = JSON.stringify(permuted.market).replace(/renamed-/g, '') === JSON.stringify(original.market);
        return marketSame && original.companies.every((r, i) => strip(r) === strip(backInOrder[i] ?? r));
      }),
      RUNS,
    );
  });

  // With limited stock, rationing decides which segments get the scarce units, so the choice
  // invariants are checked where no model sells out (fc.pre skips the other cases).
  it('never raises own orders when raising own prices, nor lowers a rival’s', () => {
    const plentiful = fc.array(
      perturbationArb.map((p) => ({ ...p, productionFactor: 3 + p.productionFactor / 4, clearShare: 0, moveShare: 0 })),
      { minLength: 3, maxLength: 3 },
    );
    fc.assert(
      fc.property(plentiful, fc.double({ min: 1.01, max: 2, noNaN: true }), fc.integer({ min: 0, max: 2 }), (ps, rise, who) => {
        const decisions = decide(base, ps);
        const target = base.companies[who]?.id ?? 'c1';
        const own = decisions[target];
        if (!own) return false;
        const dearer = { ...decisions, [target]: { ...own, listings: own.listings.map((l) => ({ ...l, price: Math.ceil(l.price * rise) })) } };
        const before = resolveRound(starter, base, decisions, 'price').results;
        const after = resolveRound(starter, base, dearer, 'price').results;
        const soldOut = (r: RoundResults) => r.companies.some((c) => c.inventory.some((x) => x.sold > 0 && x.closing === 0));
        fc.pre(!soldOut(before) && !soldOut(after));
        const units = (r: RoundResults) => r.companies.map((c) => sum(c.sales.map((x) => x.units)));
        const [b, a] = [units(before), units(after)];
        // Whole units: the largest-remainder split of each listing and segment may move one unit.
        const rows = (r: RoundResults, i: number) => r.companies[i]?.sales.length ?? 0;
        const tolerance = (i: number) => Math.max(1, rows(before, i), rows(after, i));
        return a.every((u, i) => (i === who ? u <= (b[i] ?? 0) + tolerance(i) : u >= (b[i] ?? 0) - tolerance(i)));
      }),
      RUNS,
    );
  });

  it('keeps shares sane: orders never exceed sessions, and orders by source add up to the units sold', () => {
    fc.assert(
      fc.property(three, fc.nat(), (ps, seed) => {
        const { results } = run(ps, seed);
        const bySource = results.companies.every((c) =>
          c.sales.every((r) => r.orders.organic + r.orders.auction + r.orders.trafficPackage + r.orders.merchantLive + r.orders.influencer === r.units),
        );
        return bySource && results.market.segments.every((s) => s.orders <= s.sessions + 1 && s.orders >= 0);
      }),
      RUNS,
    );
  });
});
