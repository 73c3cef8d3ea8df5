import { resolveRound } from '../round/resolve-round';
import { COMPANY_ACTIVE, COMPANY_BANKRUPT, type WorldState } from '../state/state.schema';
import { decide, launch } from '../test-support/decisions';
import { starter, starterWorld } from '../test-support/worlds';
import { OVERFLOW_RENT_FACTOR } from './finance';

const central = starter.warehouses.find((w) => w.id === 'central');
const { overheads, holdingCostRate, emergencyLoan } = starter.finance;

describe('stage 11: the costs of running a company and of holding stock', () => {
  it('charges overheads every round: the fixed amount plus a share of revenue, even when nothing is sold', () => {
    const idle = resolveRound(starter, starterWorld('idle', 1), {}, 'o#1').results.companies[0];
    expect(idle?.incomeStatement.overheads).toBe(overheads.fixedPerRound);
    const selling = resolveRound(starter, starterWorld('sell', 1), { c1: launch() }, 'o#1').results.companies[0];
    const revenue = selling?.incomeStatement.revenue ?? 0;
    expect(revenue).toBeGreaterThan(0);
    expect(selling?.incomeStatement.overheads).toBe(Math.round(overheads.fixedPerRound + revenue * overheads.shareOfRevenue));
  });

  it('charges holding costs that grow with the stock held', () => {
    // Priced out of the market, so everything made is still held at the close.
    const small = resolveRound(starter, starterWorld('hold', 1), { c1: launch(99_000, 3_000) }, 'h#1').results.companies[0];
    const large = resolveRound(starter, starterWorld('hold', 1), { c1: launch(99_000, 12_000) }, 'h#1').results.companies[0];
    for (const r of [small, large]) expect(r?.incomeStatement.inventoryHolding).toBe(Math.round((r?.balanceSheet.inventory ?? 0) * holdingCostRate));
    expect(large?.incomeStatement.inventoryHolding).toBeGreaterThan((small?.incomeStatement.inventoryHolding ?? 0) * 2);
  });
});

describe("the world's last round: unsold stock is valued at what it would fetch", () => {
  // A launch at twice the students' reference price: it sells some of what it made, not half.
  const made = 20_000;
  const last = (lastRound?: number) => resolveRound(starter, starterWorld('end', 1), { c1: launch(9_000, made) }, 'e#1', lastRound ? { lastRound } : {});

  it('writes the units one more round of sales would not move down to the clearance value, and says so', () => {
    const before = last(6).results.companies[0];
    const after = last(1).results.companies[0];
    const rows = before?.inventory ?? [];
    const sold = rows.reduce((s, r) => s + r.sold, 0);
    const held = rows.reduce((s, r) => s + r.closing, 0);
    const value = before?.balanceSheet.inventory ?? 0;
    expect(sold).toBeGreaterThan(0);
    expect(held).toBeGreaterThan(sold);
    const excess = held - sold;
    const expected = value * (excess / held) * (1 - starter.finance.clearanceFraction);
    expect(before?.incomeStatement.inventoryWriteDown).toBe(0);
    expect(Math.abs((after?.incomeStatement.inventoryWriteDown ?? 0) - expected)).toBeLessThanOrEqual(rows.length);
    expect(after?.balanceSheet.inventory).toBe(value - (after?.incomeStatement.inventoryWriteDown ?? 0));
    expect(after?.balanceSheet.totalAssets).toBe((after?.balanceSheet.totalLiabilities ?? 0) + (after?.balanceSheet.totalEquity ?? 0));
    expect(after?.warnings).toContainEqual({ area: 'finance', code: 'unsoldStockWrittenDown', params: expect.objectContaining({ units: excess }) });
    expect(before?.warnings.map((w) => w.code)).not.toContain('unsoldStockWrittenDown');
  });

  it("takes the screenplay's last round when the world does not say", () => {
    const world = { ...starterWorld('end', 1), round: starter.rounds - 1 };
    const r = resolveRound(starter, world, { c1: launch(9_000, made) }, 'e#6').results.companies[0];
    expect(r?.incomeStatement.inventoryWriteDown).toBeGreaterThan(0);
  });
});

describe('the storage rule: stock never sits in space nobody pays for', () => {
  /** A company holding stock in extra space it rented at the central warehouse. */
  function holding(): WorldState {
    const extra = decide({ ...launch(99_000, 20_000), storages: [{ warehouseId: 'central', capacityM3: 400 }] });
    return resolveRound(starter, starterWorld('space', 1), { c1: extra }, 's#1').state;
  }

  it('keeps rented space up to what the stock takes when a company gives it up', () => {
    const state = holding();
    const used = (state.companies[0]?.stock[0]?.units ?? 0) * (starter.categories[0]?.packageVolumeM3 ?? 0);
    expect(used).toBeGreaterThan(400);
    const { results, state: next } = resolveRound(starter, state, { c1: decide({ storages: [{ warehouseId: 'central', capacityM3: 0 }] }) }, 's#2');
    const kept = next.companies[0]?.storages.find((s) => !s.isDefault)?.capacityM3 ?? 0;
    expect(kept).toBeGreaterThan(0);
    expect(results.companies[0]?.warnings).toContainEqual(expect.objectContaining({ code: 'storageBelowStock' }));
  });

  it('charges the rent of every cubic metre the stock takes, at the overflow rate beyond the space rented', () => {
    const world = holding();
    // Stock in a warehouse beyond the space rented there (as transfers arriving can leave it).
    const squeezed: WorldState = { ...world, companies: world.companies.map((c) => ({ ...c, storages: c.storages.filter((s) => s.isDefault) })) };
    const { results } = resolveRound(starter, squeezed, {}, 's#2');
    const r = results.companies[0];
    const rented = 400;
    const used = (r?.inventory.find((i) => i.warehouseId === 'central')?.closing ?? 0) * (starter.categories[0]?.packageVolumeM3 ?? 0);
    expect(used).toBeGreaterThan(rented);
    const rent = central?.rentPerM3 ?? 0;
    expect(r?.incomeStatement.rent).toBe(Math.round(rented * rent) + Math.round((used - rented) * rent * OVERFLOW_RENT_FACTOR));
    expect(r?.incomeStatement.rent).toBeGreaterThanOrEqual(Math.round(used * rent));
    expect(r?.warnings).toContainEqual(expect.objectContaining({ code: 'storageOverflow' }));
  });
});

describe('emergency credit before bankruptcy', () => {
  it('covers a shortfall of cash with an emergency loan of exactly the shortfall, reported, and repaid with interest the next round', () => {
    const world = starterWorld('short', 1);
    // Over-production priced out of the market with $200,000 in cash: short of cash, not bankrupt (its stock secures the loan).
    const tight: WorldState = {
      ...world,
      companies: world.companies.map((c) => ({ ...c, balances: { ...c.balances, cash: 20_000_000, capital: 20_000_000 } })),
    };
    const one = resolveRound(starter, tight, { c1: launch(99_000, 20_000) }, 'e#1');
    const r1 = one.results.companies[0];
    const loan = one.state.companies[0]?.loans.find((l) => l.id === 'E1');
    expect(loan?.principal).toBeGreaterThan(0);
    expect(r1?.balanceSheet.cash).toBe(0);
    expect(r1?.status).toBe(COMPANY_ACTIVE);
    expect(loan?.interestPerRound).toBe(emergencyLoan.interestPerRound);
    expect(r1?.warnings).toContainEqual({ area: 'finance', code: 'emergencyLoan', params: { amount: loan?.principal, rate: emergencyLoan.interestPerRound } });
    const two = resolveRound(starter, one.state, {}, 'e#2');
    const r2 = two.results.companies[0];
    expect(r2?.incomeStatement.interest).toBe(Math.round((loan?.principal ?? 0) * emergencyLoan.interestPerRound));
    expect(two.state.companies[0]?.loans.find((l) => l.id === 'E1')).toBeUndefined();
  });

  it('declares bankrupt only a company whose shortfall nothing secures', () => {
    const world = starterWorld('broke', 1);
    const poor = { ...world, companies: world.companies.map((c) => ({ ...c, balances: { ...c.balances, cash: 100, capital: 100 } })) };
    const { results } = resolveRound(starter, poor, { c1: decide({ rnd: [{ attributeId: 'weight', investment: 10_000_000 }] }) }, 'b');
    expect(results.companies[0]?.status).toBe(COMPANY_BANKRUPT);
    expect(results.companies[0]?.warnings).toContainEqual(expect.objectContaining({ code: 'companyBankrupt' }));
  });
});
