import { companyDecisionsSchema } from '../decisions/decisions.schema';
import { initialState } from '../round/initial-state';
import { SHIPPED_SCREENPLAYS } from '../screenplay/shipped/index';
import { STYLE_SETTINGS } from './bot-style';
import { clearLeftovers, forwardStock } from './bot-stock';

const starter = SHIPPED_SCREENPLAYS.starter;
const companyWith = (stock: { modelId: string; warehouseId: string; units: number }[]) => {
  const company = initialState(starter, [{ id: 'c1', name: 'One' }], 'bots').companies[0];
  if (!company) throw new Error('no company');
  return { ...company, stock: stock.map((s) => ({ ...s, unitCost: 1_000 })) };
};

describe('a bot’s stock', () => {
  it('forwards its style’s share of what a warehouse holds along a trunk line to one that delivers sooner', () => {
    const d = companyDecisionsSchema.parse({});
    const company = companyWith([
      { modelId: 'students-v1', warehouseId: 'central', units: 1_001 },
      { modelId: 'students-v1', warehouseId: 'city', units: 500 },
    ]);
    forwardStock(starter, company, STYLE_SETTINGS.premium, d);
    // Central delivers in 4 days, the city centre in 1: a quarter of central's units go, none back.
    expect(d.reallocation).toEqual([{ modelId: 'students-v1', fromWarehouseId: 'central', logisticsServiceId: 'trunk', quantity: 250 }]);
  });

  it('moves nothing for a style that does not pay for speed, nor stock it clears', () => {
    const company = companyWith([{ modelId: 'students-v1', warehouseId: 'central', units: 1_000 }]);
    const balanced = companyDecisionsSchema.parse({});
    forwardStock(starter, company, STYLE_SETTINGS.balanced, balanced);
    expect(balanced.reallocation).toEqual([]);
    const clearing = companyDecisionsSchema.parse({ clearance: [{ modelId: 'students-v1', warehouseId: 'central', quantity: 1_000 }] });
    forwardStock(starter, company, STYLE_SETTINGS.premium, clearing);
    expect(clearing.reallocation).toEqual([]);
  });

  it('clears an older version once the one it sells now has been on sale a round, and keeps the rest', () => {
    const company = companyWith([
      { modelId: 'students-v1', warehouseId: 'central', units: 300 },
      { modelId: 'students-v3', warehouseId: 'central', units: 900 },
      { modelId: 'families-v1', warehouseId: 'city', units: 40 },
    ]);
    const selling = new Map([
      ['students', 'students-v3'],
      ['families', 'families-v1'],
    ]);
    const now = companyDecisionsSchema.parse({});
    clearLeftovers(company, selling, 3, now);
    expect(now.clearance).toEqual([]);
    const later = companyDecisionsSchema.parse({});
    clearLeftovers(company, selling, 4, later);
    expect(later.clearance).toEqual([{ modelId: 'students-v1', warehouseId: 'central', quantity: 300 }]);
  });
});
