import type { warehouseMessages } from '@simbiz/contracts';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { clearanceOfRound } from './clearance/clearance.repository';
import type { WarehouseTables } from './database/tables';
import { reallocationOfRound } from './reallocation/reallocation.repository';
import { storagesOfRound } from './storages/storage.repository';

type Snapshot = z.input<typeof warehouseMessages.snapshot.reply>;
type Section = Required<Snapshot['companies'][string]>;

/**
 * The round's warehouse decisions of each company (or of `companyId` alone): the space it rents
 * beyond its default storage (a storage holds until given up; one given up this round is sent
 * with capacity 0, which gives it back to the engine, and is left out afterwards), and the
 * round's clearance and reallocation plans.
 */
export async function snapshotOf(tx: Kysely<WarehouseTables>, worldId: string, round: number, companyId?: string): Promise<Snapshot> {
  const companies: Record<string, Section> = {};
  const of = (id: string) => (companies[id] ??= { storages: [], clearance: [], reallocation: [] });
  for (const s of await storagesOfRound(tx, worldId, round, companyId))
    of(s.company_id).storages.push({ warehouseId: s.warehouse_id, capacityM3: s.released_round === round ? 0 : s.capacity_m3 });
  for (const p of await clearanceOfRound(tx, worldId, round, companyId))
    of(p.company_id).clearance.push({ modelId: p.model_id, warehouseId: p.warehouse_id, quantity: p.quantity });
  for (const p of await reallocationOfRound(tx, worldId, round, companyId))
    of(p.company_id).reallocation.push({
      modelId: p.model_id,
      fromWarehouseId: p.from_warehouse_id,
      logisticsServiceId: p.logistics_service_id,
      quantity: p.quantity,
    });
  return { companies };
}
