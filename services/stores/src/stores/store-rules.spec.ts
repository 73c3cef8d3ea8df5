import { DomainError, ErrorCode, throwRefusal } from '@simbiz/contracts';
import { currentRoundRefusal, goingOffline, inUseRefusal, listingRefusal, openStoreRefusal, storeOwnerRefusal } from './store-rules';

const platforms = [{ id: 'tmall' }, { id: 'jd' }];

describe('opening a store', () => {
  it('may be done on a platform of the screenplay where the company has no store yet', () => {
    expect(openStoreRefusal(platforms, 'jd', false)).toBeNull();
  });

  it('is refused on a platform the screenplay does not have (130043)', () => {
    expect(openStoreRefusal(platforms, 'ebay', false)).toEqual({ code: ErrorCode.platformNotFound });
  });

  it('is refused a second time on the same platform (210007)', () => {
    expect(openStoreRefusal(platforms, 'tmall', true)).toEqual({ code: ErrorCode.storeAlreadyOpened });
  });
});

describe('listing a model in a store', () => {
  it("may be done in the company's own store, once per model", () => {
    expect(storeOwnerRefusal('company-a', 'company-a')).toBeNull();
    expect(listingRefusal(false)).toBeNull();
  });

  it("is refused in another company's store (130041)", () => {
    expect(storeOwnerRefusal('company-b', 'company-a')).toEqual({ code: ErrorCode.storeNotOwned });
  });

  it('is refused for a model already listed in the store (210017)', () => {
    expect(listingRefusal(true)).toEqual({ code: ErrorCode.storeProductAlreadyListed });
  });
});

describe('a store product in use', () => {
  it('cannot be taken offline or deleted while its model is in production (210021)', () => {
    expect(inUseRefusal({ inProduction: true })).toEqual({ code: ErrorCode.storeProductInUse });
    expect(inUseRefusal({ inProduction: false })).toBeNull();
  });

  it('cannot be taken offline or deleted while it is in this round’s product promotion (210021, section 4)', () => {
    expect(inUseRefusal({ inPromotion: true })).toEqual({ code: ErrorCode.storeProductInUse });
    expect(inUseRefusal({ inPromotion: true, inProduction: false })).toEqual({ code: ErrorCode.storeProductInUse });
    expect(inUseRefusal({ inPromotion: false, inProduction: false })).toBeNull();
    expect(inUseRefusal({})).toBeNull();
  });

  it('cannot be taken offline or deleted while this round’s ad auction, livestream or traffic package holds it, nor deleted while a package sells it (210021)', () => {
    for (const use of ['inAuction', 'inLivestream', 'withTraffic', 'inPackage'] as const) {
      expect(inUseRefusal({ [use]: true })).toEqual({ code: ErrorCode.storeProductInUse });
      expect(inUseRefusal({ [use]: false, inProduction: false })).toBeNull();
    }
  });

  it('is held back only when it goes from online to offline', () => {
    expect(goingOffline(true, false)).toBe(true);
    expect(goingOffline(true, true)).toBe(false);
    expect(goingOffline(false, false)).toBe(false);
    expect(goingOffline(false, true)).toBe(false);
  });
});

describe('items of the current round', () => {
  it('may be edited and deleted in the round they were made', () => {
    expect(currentRoundRefusal(3, 3, ErrorCode.onlyCurrentRoundEditable)).toBeNull();
    expect(currentRoundRefusal(3, 3, ErrorCode.onlyCurrentRoundDeletable)).toBeNull();
  });

  it('are refused with the code given for an earlier round: editing (130049), deleting (130047)', () => {
    expect(currentRoundRefusal(2, 3, ErrorCode.onlyCurrentRoundEditable)).toEqual({ code: ErrorCode.onlyCurrentRoundEditable });
    expect(currentRoundRefusal(2, 3, ErrorCode.onlyCurrentRoundDeletable)).toEqual({ code: ErrorCode.onlyCurrentRoundDeletable });
  });
});

describe('refuse', () => {
  it('throws the refusal as a DomainError with its parameters, and nothing for null', () => {
    expect(() => throwRefusal(null)).not.toThrow();
    let thrown: unknown;
    try {
      throwRefusal({ code: ErrorCode.storeNotOwned, params: { count: 1 } });
    } catch (e) {
      thrown = e;
    }
    expect(thrown).toBeInstanceOf(DomainError);
    expect(thrown).toMatchObject({ code: ErrorCode.storeNotOwned, params: { count: 1 } });
  });
});
