import { ErrorCode } from '@simbiz/contracts';
import { newPlanRefusal, planQuantityRefusal } from './stock-plan-rules';

const codes = { notFound: 1, repeated: 2, outOfRange: 3 };
const stock = { closing: 800, plannedByOthers: 200 };

describe('a new stock plan', () => {
  it('may take up to what the last round left, less the round’s other plans', () => {
    expect(newPlanRefusal(600, false, stock, codes)).toBeNull();
  });

  it('is refused, in the area’s code, for a model and warehouse the round already plans', () => {
    expect(newPlanRefusal(10, true, stock, codes)).toEqual({ code: codes.repeated });
  });

  it('is refused where the model has no stock (300009)', () => {
    expect(newPlanRefusal(10, false, { closing: 0, plannedByOthers: 0 }, codes)).toEqual({ code: ErrorCode.inventoryNotFound });
  });

  it('is refused outside 1 to what is available, in the area’s code with the most', () => {
    expect(newPlanRefusal(601, false, stock, codes)).toEqual({ code: codes.outOfRange, params: { max: 600 } });
    expect(newPlanRefusal(0, false, stock, codes)).toEqual({ code: codes.outOfRange, params: { max: 600 } });
  });
});

describe('a new quantity for a stock plan', () => {
  it('is within what is available besides the other plans (the area’s code beyond)', () => {
    expect(planQuantityRefusal(600, stock, codes)).toBeNull();
    expect(planQuantityRefusal(601, stock, codes)).toEqual({ code: codes.outOfRange, params: { max: 600 } });
  });
});
