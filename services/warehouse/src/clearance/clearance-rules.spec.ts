import { ErrorCode } from '@simbiz/contracts';
import { newPlanRefusal, planQuantityRefusal } from '../stock-plans/stock-plan-rules';
import { clearanceCodes, clearanceTargetRefusal } from './clearance-rules';

const stock = { closing: 800, plannedByOthers: 200 };

describe('what a clearance plan clears', () => {
  it('is a model in a warehouse of the screenplay', () => {
    expect(clearanceTargetRefusal({ modelId: 'm-1' }, true)).toBeNull();
  });

  it('needs a model (300017)', () => {
    expect(clearanceTargetRefusal({}, true)).toEqual({ code: ErrorCode.clearanceProductsRequired });
  });

  it('needs a warehouse of the screenplay (300005)', () => {
    expect(clearanceTargetRefusal({ modelId: 'm-1' }, false)).toEqual({ code: ErrorCode.warehouseNotFound });
  });
});

describe('a clearance plan on its stock', () => {
  it('is refused when the round already clears the model and warehouse (300019)', () => {
    expect(newPlanRefusal(10, true, stock, clearanceCodes)).toEqual({ code: ErrorCode.clearanceProductRepeated });
  });

  it('is refused outside 1 to what is available, with the most (300015)', () => {
    expect(newPlanRefusal(601, false, stock, clearanceCodes)).toEqual({ code: ErrorCode.clearanceQuantityOutOfRange, params: { max: 600 } });
    expect(planQuantityRefusal(601, stock, clearanceCodes)).toEqual({ code: ErrorCode.clearanceQuantityOutOfRange, params: { max: 600 } });
  });
});
