import { availableUnits, lastResolvedRound, stockLines } from './stock';

const stock = [
  { round: 2, modelId: 'trail', warehouseId: 'central', closing: 500 },
  { round: 2, modelId: 'trail', warehouseId: 'north', closing: 80 },
  { round: 2, modelId: 'city', warehouseId: 'central', closing: 0 },
];
const clearance = [
  { planId: 'c1', round: 3, modelId: 'trail', warehouseId: 'central', quantity: 100 },
  { planId: 'c-old', round: 2, modelId: 'trail', warehouseId: 'central', quantity: 300 },
  { planId: 'c2', round: 3, modelId: 'trail', warehouseId: 'north', quantity: 50 },
];
const reallocation = [
  { planId: 'r1', round: 3, modelId: 'trail', fromWarehouseId: 'central', quantity: 150 },
  { planId: 'r2', round: 3, modelId: 'city', fromWarehouseId: 'central', quantity: 10 },
];
const base = { stock, clearancePlans: clearance, reallocationPlans: reallocation, round: 3 };

describe('the stock a clearance sale or a reallocation may take', () => {
  it('is the last closing less this round’s other clearance and reallocation plans on the same model and warehouse', () => {
    expect(availableUnits({ ...base, modelId: 'trail', warehouseId: 'central' })).toBe(500 - 100 - 150);
    expect(availableUnits({ ...base, modelId: 'trail', warehouseId: 'north' })).toBe(30);
  });

  it('gives the plan being changed its own units back', () => {
    expect(availableUnits({ ...base, modelId: 'trail', warehouseId: 'central', exceptPlanId: 'c1' })).toBe(350);
    expect(availableUnits({ ...base, modelId: 'trail', warehouseId: 'central', exceptPlanId: 'r1' })).toBe(400);
  });

  it('ignores plans of earlier rounds', () => {
    expect(
      availableUnits({ ...base, clearancePlans: clearance.filter((p) => p.round === 2), reallocationPlans: [], modelId: 'trail', warehouseId: 'central' }),
    ).toBe(500);
  });

  it('is zero where there is no stock, and never below zero', () => {
    expect(availableUnits({ ...base, modelId: 'trail', warehouseId: 'south' })).toBe(0);
    expect(availableUnits({ ...base, modelId: 'city', warehouseId: 'central' })).toBe(0);
    expect(availableUnits({ ...base, stock: [], modelId: 'trail', warehouseId: 'central' })).toBe(0);
  });

  it('counts only the last resolved round’s closing', () => {
    const older = [...stock, { round: 1, modelId: 'trail', warehouseId: 'south', closing: 900 }];
    expect(availableUnits({ ...base, stock: older, modelId: 'trail', warehouseId: 'south' })).toBe(0);
  });

  it('offers the lines of the last round that hold units', () => {
    expect(stockLines([...stock, { round: 1, modelId: 'city', warehouseId: 'north', closing: 5 }]).map((r) => `${r.modelId}@${r.warehouseId}`)).toEqual([
      'trail@central',
      'trail@north',
    ]);
    expect(lastResolvedRound(stock)).toBe(2);
    expect(lastResolvedRound([])).toBeNull();
  });
});
