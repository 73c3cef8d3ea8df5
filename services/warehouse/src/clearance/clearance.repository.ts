import type { Kysely, Transaction } from 'kysely';
import type { WarehouseTables } from '../database/tables';
import { plansOfRound, type StockPlanRow } from '../stock-plans/stock-plan.repository';

type Db = Kysely<WarehouseTables> | Transaction<WarehouseTables>;
export type ClearanceRow = StockPlanRow<'clearance_plan'>;

/** A round's clearance plans of every company, or of `companyId` alone, in the order they were made. */
export function clearanceOfRound(db: Db, worldId: string, round: number, companyId?: string): Promise<ClearanceRow[]> {
  return plansOfRound(db, 'clearance_plan', worldId, round, companyId);
}
