import { DISCOUNT_RANGE, ErrorCode } from '@simbiz/contracts';
import { decisionSections } from '@simbiz/engine';
import { discountRefusal, engineDiscount, productPromotionRefusal, promotionChangeRefusal } from './product-promotion-rules';

const online = { online: true };

describe('a new product promotion', () => {
  it('may discount an online product of the company’s own by 1% to 60%, once a round', () => {
    expect(productPromotionRefusal(online, false, 1)).toBeNull();
    expect(productPromotionRefusal(online, false, 25)).toBeNull();
    expect(productPromotionRefusal(online, false, 60)).toBeNull();
  });

  it('is refused for a product that is not the company’s, or none (210015)', () => {
    expect(productPromotionRefusal(undefined, false, 10)).toEqual({ code: ErrorCode.storeProductNotFound });
  });

  it('is refused for a product taken offline (220005)', () => {
    expect(productPromotionRefusal({ online: false }, false, 10)).toEqual({ code: ErrorCode.promotionProductOffline });
  });

  it('is refused a second time for the same product in a round (220013)', () => {
    expect(productPromotionRefusal(online, true, 10)).toEqual({ code: ErrorCode.promotionExists });
  });

  it('is refused with a discount under 1%, over 60% or not whole (220009)', () => {
    for (const discount of [0, 61, 100, -5, 12.5, Number.NaN])
      expect(productPromotionRefusal(online, false, discount)).toEqual({ code: ErrorCode.promotionBudgetInvalid });
  });
});

describe('a discount', () => {
  it('is whole percent from 1 to 60, both ends included (220009 otherwise)', () => {
    expect(discountRefusal(DISCOUNT_RANGE.min)).toBeNull();
    expect(discountRefusal(DISCOUNT_RANGE.max)).toBeNull();
    expect(discountRefusal(DISCOUNT_RANGE.min - 1)).toEqual({ code: ErrorCode.promotionBudgetInvalid });
    expect(discountRefusal(DISCOUNT_RANGE.max + 1)).toEqual({ code: ErrorCode.promotionBudgetInvalid });
  });

  it('reaches the engine as a fraction its section takes: up to 0.6, and not beyond', () => {
    const row = (discount: number) => ({ platformId: 'shopmall', modelId: 'm-1', discount: engineDiscount(discount) });
    expect(engineDiscount(25)).toBe(0.25);
    expect(decisionSections.productPromotions.safeParse([row(DISCOUNT_RANGE.min), row(DISCOUNT_RANGE.max)]).success).toBe(true);
    expect(decisionSections.productPromotions.safeParse([row(DISCOUNT_RANGE.max + 1)]).success).toBe(false);
  });
});

describe('changing or taking back a product promotion', () => {
  it('may be done to the company’s own promotion of this round', () => {
    expect(promotionChangeRefusal({ round: 3 }, 3, ErrorCode.onlyCurrentRoundEditable)).toBeNull();
    expect(promotionChangeRefusal({ round: 3 }, 3, ErrorCode.onlyCurrentRoundDeletable)).toBeNull();
  });

  it('is refused for another company’s promotion, or none (220001)', () => {
    expect(promotionChangeRefusal(undefined, 3, ErrorCode.onlyCurrentRoundEditable)).toEqual({ code: ErrorCode.promotionNotFound });
    expect(promotionChangeRefusal(undefined, 3, ErrorCode.onlyCurrentRoundDeletable)).toEqual({ code: ErrorCode.promotionNotFound });
  });

  it('is refused for a promotion of an earlier round: editing (130049), deleting (130047)', () => {
    expect(promotionChangeRefusal({ round: 2 }, 3, ErrorCode.onlyCurrentRoundEditable)).toEqual({ code: ErrorCode.onlyCurrentRoundEditable });
    expect(promotionChangeRefusal({ round: 2 }, 3, ErrorCode.onlyCurrentRoundDeletable)).toEqual({ code: ErrorCode.onlyCurrentRoundDeletable });
  });
});
