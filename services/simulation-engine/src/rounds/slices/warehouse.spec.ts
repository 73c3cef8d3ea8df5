import type { CompanyResult, CompanyState, InventoryRow } from '@simbiz/engine';
import { warehouseSlice } from './warehouse';

describe('the warehouse slice', () => {
  it('hands over each stock row with the units that left for another warehouse', () => {
    const row: InventoryRow = {
      modelId: 'bag',
      warehouseId: 'central',
      opening: 800,
      produced: 200,
      transferIn: 0,
      sold: 100,
      cleared: 50,
      transferOut: 500,
      closing: 350,
      inTransitOut: 500,
      unitCost: 2_050.25,
    };
    const result = { inventory: [row] } as Partial<CompanyResult> as CompanyResult;
    expect(warehouseSlice(result, {} as CompanyState)).toEqual({ inventory: [row] });
  });
});
