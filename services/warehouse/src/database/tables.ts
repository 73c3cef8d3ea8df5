import type { AuditTables, ItemVersionTables, RoundFenceTables } from '@simbiz/service-kit';
import type { ColumnType, Generated } from 'kysely';

export interface WarehouseTables extends AuditTables, RoundFenceTables, ItemVersionTables {
  storage: {
    id: string;
    world_id: string;
    company_id: string;
    warehouse_id: string;
    capacity_m3: number;
    is_default: boolean;
    created_round: number;
    /** The round from which the space is given up (capacity 0 from then on), null while rented. */
    released_round: ColumnType<number | null, number | null | undefined, number | null>;
  };
  inventory: {
    world_id: string;
    company_id: string;
    round: number;
    model_id: string;
    warehouse_id: string;
    opening: number;
    produced: number;
    sold: number;
    cleared: number;
    transfer_in: number;
    transfer_out: number;
    closing: number;
    /** Units that left for another warehouse in the round; they arrive there at the start of the next. */
    in_transit_out: Generated<number>;
    unit_cost: number;
  };
  clearance_plan: {
    id: string;
    /** Order of creation, so the engine meets the round's plans as they were made. */
    seq: Generated<number>;
    world_id: string;
    company_id: string;
    round: number;
    model_id: string;
    warehouse_id: string;
    quantity: number;
  };
  reallocation_plan: {
    id: string;
    seq: Generated<number>;
    world_id: string;
    company_id: string;
    round: number;
    model_id: string;
    from_warehouse_id: string;
    logistics_service_id: string;
    /** The logistics service's destination, kept so a storage there can be guarded while stock moves in. */
    to_warehouse_id: string;
    quantity: number;
  };
}
