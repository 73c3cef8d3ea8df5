import { ErrorCode } from '@simbiz/contracts';
import { cashRefusal, type KeptPlan, plannedUnits, planRefusal, quantityRefusal, storageRefusal } from './productions-rules';

const plan = (over: Partial<KeptPlan> = {}): KeptPlan => ({ id: 'p1', round: 3, quantity: 2_000, ...over });

describe('production rules', () => {
  describe('the plan changed or deleted', () => {
    it('refuses a plan the company does not have, whoever else has it (190003)', () => {
      expect(planRefusal(undefined, 3, ErrorCode.onlyCurrentRoundEditable)).toEqual({ code: ErrorCode.productionPlanNotFound });
    });

    it('refuses a plan of an earlier round with the code of the change asked (130047, 130049)', () => {
      expect(planRefusal(plan({ round: 2 }), 3, ErrorCode.onlyCurrentRoundEditable)).toEqual({ code: ErrorCode.onlyCurrentRoundEditable });
      expect(planRefusal(plan({ round: 2 }), 3, ErrorCode.onlyCurrentRoundDeletable)).toEqual({ code: ErrorCode.onlyCurrentRoundDeletable });
    });

    it('allows the company’s own plan of this round', () => {
      expect(planRefusal(plan(), 3, ErrorCode.onlyCurrentRoundEditable)).toBeNull();
    });
  });

  describe('the quantity', () => {
    it('adds up this round’s plans only, leaving out the one being changed', () => {
      const plans = [plan(), plan({ id: 'p2', quantity: 500 }), plan({ id: 'old', round: 2, quantity: 9_000 })];
      expect(plannedUnits(plans, 3)).toBe(2_500);
      expect(plannedUnits(plans, 3, 'p1')).toBe(500);
      expect(plannedUnits([], 3)).toBe(0);
    });

    it('refuses fewer than one unit, and a part of one (190007)', () => {
      for (const quantity of [0, -5, 0.5]) expect(quantityRefusal(quantity, 0, 40_000)).toEqual({ code: ErrorCode.productionQuantityInvalid });
    });

    it('refuses more than the capacity the round’s plans share, naming the capacity (190005)', () => {
      expect(quantityRefusal(2_001, 38_000, 40_000)).toEqual({ code: ErrorCode.productionCapacityExceeded, params: { capacity: 40_000 } });
      expect(quantityRefusal(40_001, 0, 40_000)).toEqual({ code: ErrorCode.productionCapacityExceeded, params: { capacity: 40_000 } });
    });

    it('allows one unit, and up to exactly the capacity left', () => {
      expect(quantityRefusal(1, 0, 40_000)).toBeNull();
      expect(quantityRefusal(2_000, 38_000, 40_000)).toBeNull();
      expect(quantityRefusal(40_000, 0, 40_000)).toBeNull();
    });

    it('says a quantity below one is invalid before it says the capacity is full', () => {
      expect(quantityRefusal(0, 40_000, 40_000)).toEqual({ code: ErrorCode.productionQuantityInvalid });
    });
  });

  describe('the storage', () => {
    const storages = [
      { warehouseId: 'central', releasedRound: null },
      { warehouseId: 'city', releasedRound: 3 },
    ];

    it('allows a warehouse where the company rents space', () => {
      expect(storageRefusal(storages, 'central')).toBeNull();
    });

    it('refuses a warehouse where it rents none, or gave its space up (200005)', () => {
      expect(storageRefusal(storages, 'harbour')).toEqual({ code: ErrorCode.storageNotFound });
      expect(storageRefusal(storages, 'city')).toEqual({ code: ErrorCode.storageNotFound });
      expect(storageRefusal([], 'central')).toEqual({ code: ErrorCode.storageNotFound });
    });
  });

  describe('the cash', () => {
    const funds = { cashAtStart: 100_000, newLoans: 50_000 };

    it('allows the round’s production up to the cash at the start plus this round’s loans', () => {
      expect(cashRefusal(150_000, 0, funds)).toBeNull();
      expect(cashRefusal(120_000, 0, { ...funds, newLoans: 0 })).toEqual({ code: ErrorCode.productionInsufficientCash });
    });

    it('refuses a round’s production beyond them (190009)', () => {
      expect(cashRefusal(150_001, 0, funds)).toEqual({ code: ErrorCode.productionInsufficientCash });
    });

    it('counts no cash when the company starts the round in debt, only its new loans', () => {
      expect(cashRefusal(50_000, 0, { cashAtStart: -30_000, newLoans: 50_000 })).toBeNull();
      expect(cashRefusal(50_001, 0, { cashAtStart: -30_000, newLoans: 50_000 })).toEqual({ code: ErrorCode.productionInsufficientCash });
    });

    it('allows a change that lowers the round’s cost, even beyond the funds', () => {
      expect(cashRefusal(400_000, 500_000, funds)).toBeNull();
      expect(cashRefusal(500_000, 500_000, funds)).toBeNull();
    });
  });
});
