import { ErrorCode } from '@simbiz/contracts';
import { packageChangeRefusal, packageProductsRefusal, packageStoreRefusal } from './package-rules';

const inStore = (...ids: string[]) => ids.map((id) => ({ id, storeId: 'store-1' }));

describe('the store of a package', () => {
  it('is a store of the company’s own', () => {
    expect(packageStoreRefusal({ companyId: 'company-a' }, 'company-a')).toBeNull();
  });

  it('is refused when there is no such store (130045) or it is another company’s (130041)', () => {
    expect(packageStoreRefusal(undefined, 'company-a')).toEqual({ code: ErrorCode.storeNotOpened });
    expect(packageStoreRefusal({ companyId: 'company-b' }, 'company-a')).toEqual({ code: ErrorCode.storeNotOwned });
  });
});

describe('the products of a package', () => {
  it('may be 2, 3 or 4 different products of the company’s own in the package’s store', () => {
    expect(packageProductsRefusal(['a', 'b'], inStore('a', 'b'), 'store-1')).toBeNull();
    expect(packageProductsRefusal(['c', 'a', 'b'], inStore('a', 'b', 'c'), 'store-1')).toBeNull();
    expect(packageProductsRefusal(['a', 'b', 'c', 'd'], inStore('a', 'b', 'c', 'd', 'e'), 'store-1')).toBeNull();
  });

  it('are refused when fewer than 2 or more than 4, naming the least (210029)', () => {
    const refusal = { code: ErrorCode.packageProductsRequired, params: { count: 2 } };
    expect(packageProductsRefusal([], [], 'store-1')).toEqual(refusal);
    expect(packageProductsRefusal(['a'], inStore('a'), 'store-1')).toEqual(refusal);
    expect(packageProductsRefusal(['a', 'b', 'c', 'd', 'e'], inStore('a', 'b', 'c', 'd', 'e'), 'store-1')).toEqual(refusal);
  });

  it('are refused when one is named twice (210031)', () => {
    expect(packageProductsRefusal(['a', 'a'], inStore('a'), 'store-1')).toEqual({ code: ErrorCode.packageProductRepeated });
    expect(packageProductsRefusal(['a', 'b', 'a'], inStore('a', 'b'), 'store-1')).toEqual({ code: ErrorCode.packageProductRepeated });
  });

  it('are refused when one is not the company’s, or none, or of another store (210015)', () => {
    expect(packageProductsRefusal(['a', 'x'], inStore('a'), 'store-1')).toEqual({ code: ErrorCode.storeProductNotFound });
    expect(packageProductsRefusal(['a', 'b'], [...inStore('a'), { id: 'b', storeId: 'store-2' }], 'store-1')).toEqual({
      code: ErrorCode.storeProductNotFound,
    });
  });
});

describe('changing or deleting a package', () => {
  it('may be done to the company’s own package of this round', () => {
    expect(packageChangeRefusal({ createdRound: 3 }, 3, ErrorCode.onlyCurrentRoundEditable)).toBeNull();
    expect(packageChangeRefusal({ createdRound: 3 }, 3, ErrorCode.onlyCurrentRoundDeletable)).toBeNull();
  });

  it('is refused for another company’s package, or none (210027)', () => {
    expect(packageChangeRefusal(undefined, 3, ErrorCode.onlyCurrentRoundEditable)).toEqual({ code: ErrorCode.packageNotFound });
    expect(packageChangeRefusal(undefined, 3, ErrorCode.onlyCurrentRoundDeletable)).toEqual({ code: ErrorCode.packageNotFound });
  });

  it('is refused for a package of an earlier round: editing (130049), deleting (130047)', () => {
    expect(packageChangeRefusal({ createdRound: 2 }, 3, ErrorCode.onlyCurrentRoundEditable)).toEqual({ code: ErrorCode.onlyCurrentRoundEditable });
    expect(packageChangeRefusal({ createdRound: 2 }, 3, ErrorCode.onlyCurrentRoundDeletable)).toEqual({ code: ErrorCode.onlyCurrentRoundDeletable });
  });
});
