import { DomainError, ErrorCode, throwRefusal } from '@simbiz/contracts';
import { capacityRefusal, newStorageRefusal, storageChangeRefusal } from './storage-rules';

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
