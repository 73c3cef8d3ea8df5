import { DomainError, ErrorCode, throwRefusal } from '@simbiz/contracts';
import { blocksNewStorage, capacityRefusal, newStorageRefusal, releaseRefusal, storageChangeRefusal } from './storage-rules';

const warehouse = { capacityM3: 5_000 };
const home = [{ warehouseId: 'wh-home' }];

describe('renting a storage', () => {
  it('may rent space within the capacity of a warehouse of the screenplay where the company has none', () => {
    expect(newStorageRefusal(warehouse, 5_000, home, 'wh-east')).toBeNull();
  });

  it('is refused in a warehouse the screenplay does not have (200015)', () => {
    expect(newStorageRefusal(undefined, 100, home, 'wh-moon')).toEqual({ code: ErrorCode.storageWarehouseNotFound });
  });

  it("is refused beyond the warehouse's capacity, with the capacity (200013)", () => {
    expect(newStorageRefusal(warehouse, 5_001, home, 'wh-east')).toEqual({ code: ErrorCode.storageCapacityExceeded, params: { capacity: 5_000 } });
  });

  it('is refused in a warehouse where the company already has a storage (200009)', () => {
    expect(newStorageRefusal(warehouse, 100, home, 'wh-home')).toEqual({ code: ErrorCode.storageNameExists });
  });
});

describe("a storage's capacity", () => {
  it("fits within the warehouse's capacity (200013 beyond it)", () => {
    expect(capacityRefusal(5_000, 5_000)).toBeNull();
    expect(capacityRefusal(5_000, 5_001)).toEqual({ code: ErrorCode.storageCapacityExceeded, params: { capacity: 5_000 } });
  });
});

describe('changing a storage', () => {
  it('may edit or delete a rented storage made this round', () => {
    expect(storageChangeRefusal({ isDefault: false, createdRound: 2 }, 2, ErrorCode.onlyCurrentRoundEditable)).toBeNull();
    expect(storageChangeRefusal({ isDefault: false, createdRound: 2 }, 2, ErrorCode.onlyCurrentRoundDeletable)).toBeNull();
  });

  it('never changes the default storage (200007)', () => {
    expect(storageChangeRefusal({ isDefault: true, createdRound: 0 }, 0, ErrorCode.onlyCurrentRoundEditable)).toEqual({ code: ErrorCode.defaultStorageLocked });
    expect(storageChangeRefusal({ isDefault: true, createdRound: 0 }, 3, ErrorCode.onlyCurrentRoundDeletable)).toEqual({
      code: ErrorCode.defaultStorageLocked,
    });
  });

  it('refuses a storage of an earlier round: editing (130049), deleting (130047)', () => {
    expect(storageChangeRefusal({ isDefault: false, createdRound: 1 }, 2, ErrorCode.onlyCurrentRoundEditable)).toEqual({
      code: ErrorCode.onlyCurrentRoundEditable,
    });
    expect(storageChangeRefusal({ isDefault: false, createdRound: 1 }, 2, ErrorCode.onlyCurrentRoundDeletable)).toEqual({
      code: ErrorCode.onlyCurrentRoundDeletable,
    });
  });
});

describe('one storage per warehouse', () => {
  it('counts a storage rented now, and one given up this round', () => {
    expect(blocksNewStorage({ releasedRound: null }, 3)).toBe(true);
    expect(blocksNewStorage({ releasedRound: 3 }, 3)).toBe(true);
  });

  it('no longer counts one given up in an earlier round', () => {
    expect(blocksNewStorage({ releasedRound: 2 }, 3)).toBe(false);
  });
});

describe('giving a storage up', () => {
  it('may give up a rented storage where no stock is or is on its way', () => {
    expect(releaseRefusal({ isDefault: false, releasedRound: null }, false)).toBeNull();
  });

  it('is refused for a storage already given up (200005)', () => {
    expect(releaseRefusal({ isDefault: false, releasedRound: 2 }, false)).toEqual({ code: ErrorCode.storageNotFound });
  });

  it('never gives up the default storage (200007)', () => {
    expect(releaseRefusal({ isDefault: true, releasedRound: null }, true)).toEqual({ code: ErrorCode.defaultStorageLocked });
  });

  it('is refused while stock is held there, arriving there or moved there this round (200011)', () => {
    expect(releaseRefusal({ isDefault: false, releasedRound: null }, true)).toEqual({ code: ErrorCode.storageNotEmpty });
  });
});

describe('refuse', () => {
  it('throws the refusal as a DomainError with its parameters, and nothing for null', () => {
    expect(() => throwRefusal(null)).not.toThrow();
    let thrown: unknown;
    try {
      throwRefusal({ code: ErrorCode.storageCapacityExceeded, params: { capacity: 5 } });
    } catch (e) {
      thrown = e;
    }
    expect(thrown).toBeInstanceOf(DomainError);
    expect(thrown).toMatchObject({ code: ErrorCode.storageCapacityExceeded, params: { capacity: 5 } });
  });
});
