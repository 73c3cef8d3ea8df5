import { costLayers } from './cost-layers';

const row = {
  round: 2,
  modelId: 'trail',
  warehouseId: 'central',
  opening: 100,
  produced: 300,
  transferIn: 0,
  closing: 250,
  unitCost: 0,
  openingUnitCost: 4_000,
};
const plan = { round: 2, modelId: 'trail', warehouseId: 'central', produced: 300, unitCost: 3_000 };

describe('a stock line’s cost layers', () => {
  it('values the opening units at the opening cost and the produced ones at their plan’s cost, the average after on the closing units', () => {
    // (100 × 4,000 + 300 × 3,000) / 400 = 3,250.
    const layers = costLayers({ ...row, unitCost: 3_250 }, [plan]);
    expect(layers.opening).toEqual({ units: 100, unitCost: 4_000, value: 400_000 });
    expect(layers.produced).toEqual({ units: 300, unitCost: 3_000, value: 900_000 });
    expect(layers.transferIn).toEqual({ units: 0, unitCost: 0, value: 0 });
    expect(layers.closing).toEqual({ units: 250, unitCost: 3_250, value: 812_500 });
  });

  it('takes the production of every plan of the round into the line, and none of other rounds or lines', () => {
    const plans = [
      { ...plan, produced: 100, unitCost: 3_600 },
      { ...plan, produced: 200, unitCost: 2_700 },
      { ...plan, round: 1, unitCost: 9_999 },
      { ...plan, warehouseId: 'north', unitCost: 9_999 },
    ];
    expect(costLayers({ ...row, unitCost: 3_250 }, plans).produced).toEqual({ units: 300, unitCost: 3_000, value: 900_000 });
  });

  it('values the units moved in at what the average holds beyond the other layers', () => {
    // 100 opening at 4,000 + 300 made at 3,000 + 100 moved in at 5,000: average 3,600.
    const layers = costLayers({ ...row, transferIn: 100, closing: 500, unitCost: 3_600 }, [plan]);
    expect(layers.transferIn).toEqual({ units: 100, unitCost: 5_000, value: 500_000 });
  });

  it('says nothing of a layer it cannot tell', () => {
    // The plan made fewer units than the line shows: its cost does not cover them all.
    const short = costLayers({ ...row, transferIn: 100, unitCost: 3_600 }, [{ ...plan, produced: 200 }]);
    expect(short.produced.value).toBeNull();
    expect(short.transferIn).toEqual({ units: 100, unitCost: null, value: null });
    expect(costLayers({ ...row, unitCost: 3_250 }, [{ ...plan, unitCost: null }]).produced.unitCost).toBeNull();
    // An average below the layers (written down at the world's end) leaves the moved-in layer unknown.
    expect(costLayers({ ...row, transferIn: 100, unitCost: 1_000 }, [plan]).transferIn.value).toBeNull();
  });
});
