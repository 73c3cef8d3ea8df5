import type { AuditTables, RoundFenceTables } from '@simbiz/service-kit';

export interface WarehouseTables extends AuditTables, RoundFenceTables {
  storage: { id: string; world_id: string; company_id: string; warehouse_id: string; capacity_m3: number; is_default: boolean; created_round: number };
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
    unit_cost: number;
  };
}
