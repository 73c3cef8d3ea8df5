import { ErrorCode } from '@simbiz/contracts';
import { showcaseChoiceRefusal, showcaseDeleteRefusal } from './showcase-rules';

const designs = [{ id: 'basic' }, { id: 'studio' }];
const own = { companyId: 'company-a' };

describe('choosing a showcase design', () => {
  it('may pick any design of the store’s platform for a store of the company’s own', () => {
    expect(showcaseChoiceRefusal(own, 'company-a', designs, 'basic')).toBeNull();
    expect(showcaseChoiceRefusal(own, 'company-a', designs, 'studio')).toBeNull();
  });

  it('is refused for a store that does not exist (130045)', () => {
    expect(showcaseChoiceRefusal(undefined, 'company-a', designs, 'basic')).toEqual({ code: ErrorCode.storeNotOpened });
  });

  it('is refused for another company’s store (130041), whatever the design', () => {
    expect(showcaseChoiceRefusal({ companyId: 'company-b' }, 'company-a', designs, 'basic')).toEqual({ code: ErrorCode.storeNotOwned });
    expect(showcaseChoiceRefusal({ companyId: 'company-b' }, 'company-a', designs, 'video')).toEqual({ code: ErrorCode.storeNotOwned });
  });

  it('is refused for a design the store’s platform does not have, or a platform with none (210049)', () => {
    expect(showcaseChoiceRefusal(own, 'company-a', designs, 'video')).toEqual({ code: ErrorCode.showcaseDesignRequired });
    expect(showcaseChoiceRefusal(own, 'company-a', [], 'basic')).toEqual({ code: ErrorCode.showcaseDesignRequired });
  });
});

describe('taking back a showcase choice', () => {
  it('may be done to the company’s own choice of this round', () => {
    expect(showcaseDeleteRefusal({ round: 2 }, 2)).toBeNull();
  });

  it('is refused for another company’s choice, or none (210049)', () => {
    expect(showcaseDeleteRefusal(undefined, 2)).toEqual({ code: ErrorCode.showcaseDesignRequired });
  });

  it('is refused for a choice of an earlier round (130047)', () => {
    expect(showcaseDeleteRefusal({ round: 1 }, 2)).toEqual({ code: ErrorCode.onlyCurrentRoundDeletable });
  });
});
