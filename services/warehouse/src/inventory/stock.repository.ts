import { type Kysely, sql, type Transaction } from 'kysely';
import type { WarehouseTables } from '../database/tables';
import type { StockDrawn } from './stock-rules';

type Db = Kysely<WarehouseTables> | Transaction<WarehouseTables>;
/** A company in a world, deciding in a round. */
export type CompanyRound = { worldId: string; companyId: string; round: number };

/**
 * Serialises a company's warehouse decisions (storages and plans) until the transaction ends: each
 * checks stock, plans and storages that the others change.
 */
export async function lockCompanyStock(db: Db, worldId: string, companyId: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext(${`warehouse:${worldId}:${companyId}`}))`.execute(db);
}

/** The company's last resolved round before `round`: the latest round of its inventory below it (null before any). */
export async function lastStockRound(db: Db, { worldId, companyId, round }: CompanyRound): Promise<number | null> {
  const row = await db
    .selectFrom('inventory')
    .select((eb) => eb.fn.max('round').as('round'))
    .where('world_id', '=', worldId)
    .where('company_id', '=', companyId)
    .where('round', '<', round)
    .executeTakeFirst();
  return row?.round ?? null;
}

/** Units this round's clearance and reallocation plans take of a model at a warehouse, but for the plan being changed. */
async function plannedOut(db: Db, at: CompanyRound, modelId: string, warehouseId: string, exceptPlanId?: string): Promise<number> {
  const cleared = await db
    .selectFrom('clearance_plan')
    .select((eb) => eb.fn.sum<string | null>('quantity').as('units'))
    .where('world_id', '=', at.worldId)
    .where('company_id', '=', at.companyId)
    .where('round', '=', at.round)
    .where('model_id', '=', modelId)
    .where('warehouse_id', '=', warehouseId)
    .$if(exceptPlanId !== undefined, (q) => q.where('id', '!=', exceptPlanId ?? ''))
    .executeTakeFirst();
  const moved = await db
    .selectFrom('reallocation_plan')
    .select((eb) => eb.fn.sum<string | null>('quantity').as('units'))
    .where('world_id', '=', at.worldId)
    .where('company_id', '=', at.companyId)
    .where('round', '=', at.round)
    .where('model_id', '=', modelId)
    .where('from_warehouse_id', '=', warehouseId)
    .$if(exceptPlanId !== undefined, (q) => q.where('id', '!=', exceptPlanId ?? ''))
    .executeTakeFirst();
  return Number(cleared?.units ?? 0) + Number(moved?.units ?? 0);
}

/** The stock a plan on a model at a warehouse draws on this round (see StockDrawn). */
export async function stockDrawn(db: Db, at: CompanyRound, modelId: string, warehouseId: string, exceptPlanId?: string): Promise<StockDrawn> {
  const last = await lastStockRound(db, at);
  const row =
    last === null
      ? undefined
      : await db
          .selectFrom('inventory')
          .select('closing')
          .where('world_id', '=', at.worldId)
          .where('company_id', '=', at.companyId)
          .where('round', '=', last)
          .where('model_id', '=', modelId)
          .where('warehouse_id', '=', warehouseId)
          .executeTakeFirst();
  return { closing: row?.closing ?? 0, plannedByOthers: await plannedOut(db, at, modelId, warehouseId, exceptPlanId) };
}

/**
 * Whether stock is in a warehouse or on its way there: left there by the last resolved round,
 * still arriving from that round's reallocations (their units in transit), or moved there by
 * this round's reallocation plans.
 */
export async function stockAtOrBound(db: Db, at: CompanyRound, warehouseId: string): Promise<boolean> {
  const movedIn = await db
    .selectFrom('reallocation_plan')
    .select('id')
    .where('world_id', '=', at.worldId)
    .where('company_id', '=', at.companyId)
    .where('round', '=', at.round)
    .where('to_warehouse_id', '=', warehouseId)
    .executeTakeFirst();
  if (movedIn) return true;
  const last = await lastStockRound(db, at);
  if (last === null) return false;
  const held = await db
    .selectFrom('inventory')
    .select('model_id')
    .where('world_id', '=', at.worldId)
    .where('company_id', '=', at.companyId)
    .where('round', '=', last)
    .where('warehouse_id', '=', warehouseId)
    .where('closing', '>', 0)
    .executeTakeFirst();
  if (held) return true;
  const arriving = await db
    .selectFrom('reallocation_plan as p')
    .innerJoin('inventory as i', (j) =>
      j
        .onRef('i.world_id', '=', 'p.world_id')
        .onRef('i.company_id', '=', 'p.company_id')
        .onRef('i.round', '=', 'p.round')
        .onRef('i.model_id', '=', 'p.model_id')
        .onRef('i.warehouse_id', '=', 'p.from_warehouse_id'),
    )
    .select('p.id')
    .where('p.world_id', '=', at.worldId)
    .where('p.company_id', '=', at.companyId)
    .where('p.round', '=', last)
    .where('p.to_warehouse_id', '=', warehouseId)
    .where('i.in_transit_out', '>', 0)
    .executeTakeFirst();
  return arriving !== undefined;
}
