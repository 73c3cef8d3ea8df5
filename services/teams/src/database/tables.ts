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
  company: { id: string; world_id: string; team_id: string; name: string; status: number };
  team_member: { world_id: string; user_id: string; team_id: string; joined_at: ColumnType<Date, never, never> };
}
