import type { Screenplay } from '../screenplay/screenplay.schema';
import { COMPANY_ACTIVE, type CompanyState, type WorldState } from '../state/state.schema';
import { ScreenplayIndex, indexOf } from './screenplay-index';

export interface CompanySeed {
  id: string;
  name: string;
}

/** The world before round 1: every company with the same capital, grades and default storage. */
export function initialState(screenplay: Screenplay, companies: readonly CompanySeed[], seed: string): WorldState {
  const ids = new Set(companies.map((c) => c.id));
  if (ids.size !== companies.length) throw new Error('company ids must be unique');
  return {
    schemaVersion: 1,
    screenplayId: screenplay.id,
    round: 0,
    seed,
    companies: companies.map((c, seat) => newCompany(screenplay, c, seat)),
    segments: Object.fromEntries(
      screenplay.segments.map((s) => [
        s.id,
        { size: s.size, priceSensitivityFactor: 1, ideals: Object.fromEntries(s.attributeIdeals.map((i) => [i.attributeId, i.ideal])) },
      ]),
    ),
  };
}

/**
 * The world with companies that were not in it yet (a team formed after the first round): each
 * starts as every company started, with the next free seat. Companies already in it are kept.
 */
export function admitCompanies(screenplay: Screenplay, state: WorldState, companies: readonly CompanySeed[]): WorldState {
  const known = new Set(state.companies.map((c) => c.id));
  const fresh = companies.filter((c) => !known.has(c.id));
  if (fresh.length === 0) return state;
  const firstSeat = state.companies.reduce((max, c) => Math.max(max, c.seat + 1), 0);
  return { ...state, companies: [...state.companies, ...fresh.map((c, i) => newCompany(screenplay, c, firstSeat + i))] };
}

/** Every company's default storage: space in the home market's first warehouse. */
export function defaultStorage(screenplay: Screenplay): { warehouseId: string; capacityM3: number } {
  const homeWarehouse = screenplay.warehouses.find((w) => w.marketId === indexOf(screenplay).homeMarket.id);
  if (!homeWarehouse) throw new Error('the home market has no warehouse');
  return { warehouseId: homeWarehouse.id, capacityM3: ScreenplayIndex.DEFAULT_STORAGE_M3 };
}

function newCompany(screenplay: Screenplay, c: CompanySeed, seat: number): CompanyState {
  const capital = screenplay.finance.initialCapital;
  return {
    id: c.id,
    name: c.name,
    seat,
    status: COMPANY_ACTIVE,
    balances: { cash: capital, receivables: 0, inventory: 0, adWallet: 0, payables: 0, loans: 0, capital, retainedEarnings: 0 },
    brands: [],
    personas: [],
    models: [],
    techGrades: Object.fromEntries(screenplay.attributes.map((a) => [a.id, a.startingGrade])),
    rndProgress: {},
    prototypes: [],
    stock: [],
    inTransit: [],
    storages: [{ ...defaultStorage(screenplay), isDefault: true }],
    stores: [],
    awareness: {},
    perception: {},
    lastSales: {},
    receivables: [],
    payables: [],
    loans: [],
    taxLossCarryForward: 0,
    adWallets: {},
  };
}
