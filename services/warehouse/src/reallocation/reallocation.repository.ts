import type { Kysely, Transaction } from 'kysely';
import type { WarehouseTables } from '../database/tables';
import { plansOfRound, type StockPlanRow } from '../stock-plans/stock-plan.repository';

type Db = Kysely<WarehouseTables> | Transaction<WarehouseTables>;
export type ReallocationRow = StockPlanRow<'reallocation_plan'>;

/** A round's reallocation plans of every company, or of `companyId` alone, in the order they were made. */
export function reallocationOfRound(db: Db, worldId: string, round: number, companyId?: string): Promise<ReallocationRow[]> {
  return plansOfRound(db, 'reallocation_plan', worldId, round, companyId);
}
