import { ErrorCode } from '@simbiz/contracts';
import { availableUnits, currentRoundRefusal, quantityRefusal } from './stock-rules';

describe('the stock a plan draws on', () => {
  it('is the last round’s closing stock less the round’s other plans, never below 0', () => {
    expect(availableUnits({ closing: 800, plannedByOthers: 0 })).toBe(800);
    expect(availableUnits({ closing: 800, plannedByOthers: 300 })).toBe(500);
    expect(availableUnits({ closing: 800, plannedByOthers: 900 })).toBe(0);
  });
});

describe('a plan’s quantity', () => {
  const stock = { closing: 800, plannedByOthers: 300 };

  it('may be anything from 1 to what is available', () => {
    expect(quantityRefusal(1, stock, ErrorCode.clearanceQuantityOutOfRange)).toBeNull();
    expect(quantityRefusal(500, stock, ErrorCode.reallocationQuantityOutOfRange)).toBeNull();
  });

  it('is refused when the model has no stock there (300009)', () => {
    expect(quantityRefusal(1, { closing: 0, plannedByOthers: 0 }, ErrorCode.clearanceQuantityOutOfRange)).toEqual({ code: ErrorCode.inventoryNotFound });
  });

  it('is refused below 1 or beyond what is available, with the most allowed, in the area’s code (300015, 300023)', () => {
    expect(quantityRefusal(0, stock, ErrorCode.clearanceQuantityOutOfRange)).toEqual({ code: ErrorCode.clearanceQuantityOutOfRange, params: { max: 500 } });
    expect(quantityRefusal(-3, stock, ErrorCode.reallocationQuantityOutOfRange)).toEqual({
      code: ErrorCode.reallocationQuantityOutOfRange,
      params: { max: 500 },
    });
    expect(quantityRefusal(501, stock, ErrorCode.clearanceQuantityOutOfRange)).toEqual({ code: ErrorCode.clearanceQuantityOutOfRange, params: { max: 500 } });
  });

  it('is refused with a most of 0 when the other plans take all of the stock', () => {
    expect(quantityRefusal(1, { closing: 100, plannedByOthers: 100 }, ErrorCode.reallocationQuantityOutOfRange)).toEqual({
      code: ErrorCode.reallocationQuantityOutOfRange,
      params: { max: 0 },
    });
  });
});

describe('changing a plan', () => {
  it('may edit or delete a plan of the current round', () => {
    expect(currentRoundRefusal(3, 3, ErrorCode.onlyCurrentRoundEditable)).toBeNull();
    expect(currentRoundRefusal(3, 3, ErrorCode.onlyCurrentRoundDeletable)).toBeNull();
  });

  it('refuses a plan of an earlier round: editing (130049), deleting (130047)', () => {
    expect(currentRoundRefusal(2, 3, ErrorCode.onlyCurrentRoundEditable)).toEqual({ code: ErrorCode.onlyCurrentRoundEditable });
    expect(currentRoundRefusal(2, 3, ErrorCode.onlyCurrentRoundDeletable)).toEqual({ code: ErrorCode.onlyCurrentRoundDeletable });
  });
});
