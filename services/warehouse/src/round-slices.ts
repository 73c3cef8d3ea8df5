import type { warehouseMessages } from '@simbiz/contracts';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { WarehouseTables } from './database/tables';

type Snapshot = z.input<typeof warehouseMessages.snapshot.reply>;

/** The space each company (or `companyId` alone) rents beyond its default storage (a storage holds until given back). */
export async function snapshotOf(tx: Kysely<WarehouseTables>, worldId: string, companyId?: string): Promise<Snapshot> {
  const rows = await tx
    .selectFrom('storage')
    .selectAll()
    .where('world_id', '=', worldId)
    .where('is_default', '=', false)
    .$if(companyId !== undefined, (q) => q.where('company_id', '=', companyId ?? ''))
    .orderBy('company_id')
    .orderBy('warehouse_id')
    .execute();
  const companies: Record<string, { storages: { warehouseId: string; capacityM3: number }[] }> = {};
  for (const r of rows) (companies[r.company_id] ??= { storages: [] }).storages.push({ warehouseId: r.warehouse_id, capacityM3: r.capacity_m3 });
  return { companies };
}
