import type { AuditTables, ItemVersionTables, RoundFenceTables } from '@simbiz/service-kit';
import type { ColumnType, Generated } from 'kysely';

type Json<T> = ColumnType<T, string, string>;
type Money = ColumnType<number, number, number>;

export interface FinanceTables extends AuditTables, RoundFenceTables, ItemVersionTables {
  loan: {
    id: string;
    seq: Generated<number>;
    world_id: string;
    company_id: string;
    /** What was asked for. */
    amount: Money;
    round: number;
    interest_per_round: number;
    term_rounds: number;
    /** What the engine granted, and what is still owed, from the last applied round (null before). */
    granted: Money | null;
    outstanding: Money | null;
  };
  statement: {
    world_id: string;
    company_id: string;
    round: number;
    income_statement: Json<Record<string, number>>;
    balance_sheet: Json<Record<string, number>>;
    cash_flow: Json<Record<string, number>>;
    revenue_by_model: Json<{ modelId: string; revenue: number; units: number }[]>;
  };
}
