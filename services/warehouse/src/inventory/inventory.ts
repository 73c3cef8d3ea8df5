import type { InventoryRowView, warehouseMessages } from '@simbiz/contracts';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { WarehouseTables } from '../database/tables';

type Db = Kysely<WarehouseTables>;
type Slice = z.output<typeof warehouseMessages.apply.request>['companies'][string];

/**
 * Stock per model and warehouse after a round: the round asked for, else the last one applied.
 * Each row carries the cost layer it opened with: the unit cost of the same model and warehouse
 * in the round before (0 when it had none there).
 */
export async function listInventory(db: Db, worldId: string, companyId: string, round?: number): Promise<InventoryRowView[]> {
  const latest =
    round ??
    (
      await db
        .selectFrom('inventory')
        .select((eb) => eb.fn.max('round').as('round'))
        .where('world_id', '=', worldId)
        .where('company_id', '=', companyId)
        .executeTakeFirst()
    )?.round;
  if (latest === undefined || latest === null) return [];
  const rows = await db
    .selectFrom('inventory as i')
    .leftJoin('inventory as before', (j) =>
      j
        .onRef('before.world_id', '=', 'i.world_id')
        .onRef('before.company_id', '=', 'i.company_id')
        .on('before.round', '=', latest - 1)
        .onRef('before.model_id', '=', 'i.model_id')
        .onRef('before.warehouse_id', '=', 'i.warehouse_id'),
    )
    .selectAll('i')
    .select('before.unit_cost as opening_unit_cost')
    .where('i.world_id', '=', worldId)
    .where('i.company_id', '=', companyId)
    .where('i.round', '=', latest)
    .orderBy('i.model_id')
    .orderBy('i.warehouse_id')
    .execute();
  return rows.map((r) => ({
    round: r.round,
    modelId: r.model_id,
    warehouseId: r.warehouse_id,
    opening: r.opening,
    produced: r.produced,
    sold: r.sold,
    cleared: r.cleared,
    transferIn: r.transfer_in,
    transferOut: r.transfer_out,
    closing: r.closing,
    inTransitOut: r.in_transit_out,
    unitCost: r.unit_cost,
    openingUnitCost: r.opening_unit_cost ?? 0,
  }));
}

/** The engine's stock rows of a round replace whatever was kept for it (a re-run applies again). */
export async function applyInventory(db: Db, worldId: string, round: number, companies: Record<string, Slice>): Promise<void> {
  await db.transaction().execute(async (tx) => {
    await tx.deleteFrom('inventory').where('world_id', '=', worldId).where('round', '=', round).execute();
    const rows = Object.entries(companies).flatMap(([companyId, slice]) =>
      slice.inventory.map((r) => ({
        world_id: worldId,
        company_id: companyId,
        round,
        model_id: r.modelId,
        warehouse_id: r.warehouseId,
        opening: r.opening,
        produced: r.produced,
        sold: r.sold,
        cleared: r.cleared,
        transfer_in: r.transferIn,
        transfer_out: r.transferOut,
        closing: r.closing,
        in_transit_out: r.inTransitOut,
        unit_cost: r.unitCost,
      })),
    );
    for (let i = 0; i < rows.length; i += 1_000)
      await tx
        .insertInto('inventory')
        .values(rows.slice(i, i + 1_000))
        .execute();
  });
}
