import type { AuditTables, ItemVersionTables, RoundFenceTables } from '@simbiz/service-kit';
import type { ColumnType, Generated } from 'kysely';

type Json<T> = ColumnType<T, string, string>;
/** A bigint column: pg reads int8 as a string (Number() it), writes a number. */
type Bigint = ColumnType<string, number, number>;

export interface ProductsTables extends AuditTables, RoundFenceTables, ItemVersionTables {
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
  /** An R&D plan: funds an attribute every round from `created_round` until researched or stopped. */
  rd_plan: {
    id: string;
    seq: Generated<number>;
    world_id: string;
    company_id: string;
    attribute_id: string;
    target_grade: number;
    investment_per_round: Bigint;
    created_round: number;
    /** The round from which it no longer funds. */
    stopped_round: ColumnType<number | null, number | null | undefined, number | null>;
  };
  /** What a resolved round spent on a plan (one row per plan and round, so a re-run replaces it). */
  rd_investment: { plan_id: string; round: number; amount: Bigint };
  /** Where an attribute stands after the last resolved round (no row: the screenplay's starting grade). */
  research_grade: { world_id: string; company_id: string; attribute_id: string; grade: number; progress: Bigint };
  /** A grade step R&D completed (RD-{number}), and the model it is bound to. */
  prototype: {
    id: string;
    world_id: string;
    company_id: string;
    number: number;
    attribute_id: string;
    grade: number;
    round: number;
    model_id: ColumnType<string | null, string | null | undefined, string | null>;
  };
}
