import type { AuditTables, RoundFenceTables } from '@simbiz/service-kit';
import type { ColumnType, Generated } from 'kysely';

type Json<T> = ColumnType<T, string, string>;

export interface ProductsTables extends AuditTables, RoundFenceTables {
  brand: { id: string; world_id: string; company_id: string; name: string; created_round: number };
  persona: { id: string; world_id: string; company_id: string; name: string; segment_ids: Json<string[]>; created_round: number };
  model: {
    id: string;
    world_id: string;
    company_id: string;
    brand_id: string;
    name: string;
    attributes: Json<{ attributeId: string; grade: number }[]>;
    value_proposition_ids: Json<string[]>;
    created_round: number;
    /** The user persona the model is made for. */
    persona_id: ColumnType<string | null, string | null | undefined, string | null>;
  };
  production_plan: {
    id: string;
    /** Order of creation, so results of several plans of one model are split in plan order. */
    seq: Generated<number>;
    world_id: string;
    company_id: string;
    model_id: string;
    quantity: number;
    warehouse_id: string;
    round: number;
    produced: number | null;
    unit_cost: number | null;
  };
}
