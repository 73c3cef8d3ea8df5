import { resolveRound } from '../round/resolve-round';
import { decide, launch } from '../test-support/decisions';
import { botRound, starter, starterWorld } from '../test-support/worlds';
import { forecastWorld, proForma } from './pro-forma';

const promotion = { companyPromotions: [{ channelId: 'social', brandId: 'b', budget: 2_000_000 }] };
const sum = (flows: { amount: number }[]) => flows.reduce((s, f) => s + f.amount, 0);

describe("a pro forma: the engine's own round for one company, before the round closes", () => {
  it('lists what the decisions commit and what falls due, and projects the cash a round with no sales would leave', () => {
    const world = starterWorld('budget', 1);
    const decisions = launch(99_000, 5_000, { ...promotion, loans: [{ amount: 10_000_000 }] });
    const budget = proForma(starter, world, 'c1', decisions);
    const kinds = new Map(budget.flows.map((f) => [f.kind, f.amount]));
    expect(kinds.get('promotions')).toBe(-2_000_000);
    expect(kinds.get('loans')).toBe(10_000_000);
    expect(kinds.get('production')).toBeLessThan(0);
    expect(kinds.get('stores')).toBe(-(starter.platforms.find((p) => p.id === 'shopmall')?.openingFee ?? NaN));
    expect(kinds.get('overheads')).toBe(-starter.finance.overheads.fixedPerRound);
    expect(budget.cashAtStart).toBe(world.companies[0]?.balances.cash);
    expect(budget.projectedCash).toBe(budget.cashAtStart + sum(budget.flows));
    expect(budget.emergencyCredit).toBe(0);
    // The same round resolved by the engine: priced out of the market, the company sells nothing and ends with that cash.
    const real = resolveRound(starter, world, { c1: decisions }, 'budget#1').results.companies[0];
    expect(real?.incomeStatement.revenue).toBe(0);
    expect(budget.projectedCash).toBe(real?.cashFlow.closing);
  });

  it("sells what the team expects, capped by the stock, and shows the engine's statements for it", () => {
    const world = starterWorld('forecast', 1);
    const some = proForma(starter, world, 'c1', launch(4_500, 5_000), { 'shopmall/m': 1_200 });
    expect(some.incomeStatement.revenue).toBe(1_200 * 4_500);
    expect(some.incomeStatement.commission).toBe(Math.round(1_200 * 4_500 * (starter.platforms.find((p) => p.id === 'shopmall')?.commissionRate ?? NaN)));
    const more = proForma(starter, world, 'c1', launch(4_500, 5_000), { 'shopmall/m': 1_000_000 });
    expect(more.incomeStatement.revenue).toBe(5_000 * 4_500);
    const none = proForma(starter, world, 'c1', launch(4_500, 5_000), { 'quickbuy/m': 1_000 });
    expect(none.incomeStatement.revenue).toBe(0);
  });

  it("matches the engine's result when the demand is what the round really sold", () => {
    const world = starterWorld('match', 4);
    const decisions = { ...botRound(starter, world), c1: launch(4_800, 6_000, promotion) };
    const real = resolveRound(starter, world, decisions, 'match#1').results.companies.find((c) => c.companyId === 'c1');
    const sold: Record<string, number> = {};
    for (const s of real?.sales ?? []) sold[`${s.platformId}/${s.modelId}`] = (sold[`${s.platformId}/${s.modelId}`] ?? 0) + s.units;
    expect(Object.values(sold).reduce((s, u) => s + u, 0)).toBeGreaterThan(0);
    const forecast = proForma(starter, world, 'c1', decisions.c1, sold);
    expect(forecast.incomeStatement).toEqual(real?.incomeStatement);
    expect(forecast.cashFlow).toEqual(real?.cashFlow);
    // From the world a team may hold (its company, no segment's ideals): the same money.
    const mine = proForma(starter, forecastWorld(world, 'c1'), 'c1', decisions.c1, sold);
    expect(mine.incomeStatement).toEqual(real?.incomeStatement);
    expect(mine.cashFlow).toEqual(real?.cashFlow);
    expect(mine.warnings).toEqual(forecast.warnings);
    const held = forecastWorld(world, 'c1');
    expect(held.companies).toEqual([world.companies.find((c) => c.id === 'c1')]);
    expect(Object.values(held.segments).every((s) => Object.keys(s.ideals).length === 0 && s.averagePrice === undefined)).toBe(true);
  });

  it('shows the emergency credit a shortfall would draw, apart from the cash the decisions leave', () => {
    const world = starterWorld('short', 1);
    const cash = world.companies[0]?.balances.cash ?? 0;
    // Promotion takes most of the cash and production the rest and more: the stock made is the bank's security.
    const spend = { companyPromotions: [{ channelId: 'social', brandId: 'b', budget: Math.round(cash * 0.7) }] };
    const budget = proForma(starter, world, 'c1', launch(99_000, 30_000, spend));
    expect(budget.projectedCash).toBeLessThan(0);
    expect(budget.emergencyCredit).toBeGreaterThan(0);
    expect(budget.projectedCash).toBe(budget.cashAtStart + sum(budget.flows));
    expect(budget.warnings.map((w) => w.code)).toContain('emergencyLoan');
  });

  it('needs only the company of the world, and changes nothing it is given', () => {
    const world = starterWorld('pure', 3);
    const mine = { ...world, companies: world.companies.filter((c) => c.id === 'c2') };
    const decisions = launch(4_500, 5_000, promotion);
    const before = JSON.stringify([mine, decisions]);
    expect(proForma(starter, mine, 'c2', decisions, { 'shopmall/m': 10 })).toEqual(proForma(starter, world, 'c2', decisions, { 'shopmall/m': 10 }));
    expect(JSON.stringify([mine, decisions])).toBe(before);
    expect(() => proForma(starter, mine, 'c1', decide())).toThrow('no company c1');
  });
});
