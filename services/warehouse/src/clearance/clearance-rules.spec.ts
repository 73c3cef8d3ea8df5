import { ErrorCode } from '@simbiz/contracts';
import { clearanceQuantityRefusal, clearanceTargetRefusal, newClearanceRefusal } from './clearance-rules';

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

describe('a new clearance plan', () => {
  it('may clear up to what the last round left, less the round’s other plans', () => {
    expect(newClearanceRefusal(600, false, stock)).toBeNull();
  });

  it('is refused for a model and warehouse the round already clears (300019)', () => {
    expect(newClearanceRefusal(10, true, stock)).toEqual({ code: ErrorCode.clearanceProductRepeated });
  });

  it('is refused where the model has no stock (300009)', () => {
    expect(newClearanceRefusal(10, false, { closing: 0, plannedByOthers: 0 })).toEqual({ code: ErrorCode.inventoryNotFound });
  });

  it('is refused outside 1 to what is available, with the most (300015)', () => {
    expect(newClearanceRefusal(601, false, stock)).toEqual({ code: ErrorCode.clearanceQuantityOutOfRange, params: { max: 600 } });
    expect(newClearanceRefusal(0, false, stock)).toEqual({ code: ErrorCode.clearanceQuantityOutOfRange, params: { max: 600 } });
  });
});

describe('a new quantity for a clearance plan', () => {
  it('is within what is available besides the other plans (300015 beyond)', () => {
    expect(clearanceQuantityRefusal(600, stock)).toBeNull();
    expect(clearanceQuantityRefusal(601, stock)).toEqual({ code: ErrorCode.clearanceQuantityOutOfRange, params: { max: 600 } });
  });
});
