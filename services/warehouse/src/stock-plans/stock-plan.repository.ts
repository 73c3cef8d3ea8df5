import type { Insertable, Kysely, Selectable, Transaction } from 'kysely';
import type { WarehouseTables } from '../database/tables';
import type { CompanyRound } from '../inventory/stock.repository';

type Db = Kysely<WarehouseTables> | Transaction<WarehouseTables>;
/** The tables of stock plans: each row takes units of a model from what a warehouse holds in a round. */
export type StockPlanTable = 'clearance_plan' | 'reallocation_plan';
/** The column naming the warehouse whose stock a plan of the table draws on. */
export type OriginColumn<T extends StockPlanTable> = Extract<keyof WarehouseTables[T], 'warehouse_id' | 'from_warehouse_id'>;
/** A row of the table, whose columns both tables have and its origin readable where the table is not known. */
export type StockPlanRow<T extends StockPlanTable> = Selectable<WarehouseTables[T]> &
  Selectable<WarehouseTables[StockPlanTable]> &
  Record<OriginColumn<T>, string>;

// The queries run on either table at once, whose columns Kysely types as the two tables' union;
// each gives back the rows of the one table it was named.

/** The company's plans, newest round first, each round's in the order they were made. */
export async function plansOf<T extends StockPlanTable>(db: Db, table: T, worldId: string, companyId: string): Promise<StockPlanRow<T>[]> {
  const rows = await db
    .selectFrom(table as StockPlanTable)
    .selectAll()
    .where('world_id', '=', worldId)
    .where('company_id', '=', companyId)
    .orderBy('round', 'desc')
    .orderBy('seq')
    .execute();
  return rows as StockPlanRow<T>[];
}

/** A round's plans of every company, or of `companyId` alone, in the order they were made. */
export async function plansOfRound<T extends StockPlanTable>(db: Db, table: T, worldId: string, round: number, companyId?: string): Promise<StockPlanRow<T>[]> {
  const rows = await db
    .selectFrom(table as StockPlanTable)
    .selectAll()
    .where('world_id', '=', worldId)
    .where('round', '=', round)
    .$if(companyId !== undefined, (q) => q.where('company_id', '=', companyId ?? ''))
    .orderBy('company_id')
    .orderBy('seq')
    .execute();
  return rows as StockPlanRow<T>[];
}

/** The plan, if it is the company's own, locked for the change. */
export async function ownPlanForUpdate<T extends StockPlanTable>(
  db: Db,
  table: T,
  worldId: string,
  companyId: string,
  planId: string,
): Promise<StockPlanRow<T> | undefined> {
  const row = await db
    .selectFrom(table as StockPlanTable)
    .selectAll()
    .where('id', '=', planId)
    .where('world_id', '=', worldId)
    .where('company_id', '=', companyId)
    .forUpdate()
    .executeTakeFirst();
  return row as StockPlanRow<T> | undefined;
}

/** Whether the round already has a plan taking the model from the warehouse (named by the table's `origin` column). */
export async function planExists<T extends StockPlanTable>(
  db: Db,
  table: T,
  origin: OriginColumn<T>,
  at: CompanyRound,
  modelId: string,
  warehouseId: string,
): Promise<boolean> {
  const row = await db
    .selectFrom(table as StockPlanTable)
    .select('id')
    .where('world_id', '=', at.worldId)
    .where('company_id', '=', at.companyId)
    .where('round', '=', at.round)
    .where('model_id', '=', modelId)
    .where(db.dynamic.ref(origin), '=', warehouseId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertPlan<T extends StockPlanTable>(db: Db, table: T, row: Insertable<WarehouseTables[T]>): Promise<void> {
  await db
    .insertInto(table as StockPlanTable)
    .values(row as Insertable<WarehouseTables[StockPlanTable]>)
    .execute();
}

export async function updatePlanQuantity(db: Db, table: StockPlanTable, planId: string, quantity: number): Promise<void> {
  await db.updateTable(table).set({ quantity }).where('id', '=', planId).execute();
}

export async function deletePlanRow(db: Db, table: StockPlanTable, planId: string): Promise<void> {
  await db.deleteFrom(table).where('id', '=', planId).execute();
}
