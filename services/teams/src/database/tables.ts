import type { AuditTables } from '@simbiz/service-kit';
import type { ColumnType } from 'kysely';

export interface TeamsTables extends AuditTables {
  team: {
    id: string;
    world_id: string;
    name: string;
    passcode: string;
    description: ColumnType<string, string | undefined, string>;
    created_at: ColumnType<Date, never, never>;
  };
  company: {
    id: string;
    world_id: string;
    team_id: string;
    name: string;
    status: number;
    /** The latest round the engine has resolved for the company (0 before the first). */
    resolved_round: ColumnType<number, number | undefined, number>;
  };
  team_member: { world_id: string; user_id: string; team_id: string; joined_at: ColumnType<Date, never, never> };
  /** The engine's warnings of a resolved round, in the order it gave them (`seq`). */
  round_warning: {
    world_id: string;
    company_id: string;
    round: number;
    seq: number;
    area: string;
    code: string;
    params: ColumnType<Record<string, string | number>, string, string>;
  };
}
