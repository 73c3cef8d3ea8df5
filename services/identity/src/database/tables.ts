import type { AuditTables } from '@simbiz/service-kit';
import type { ColumnType, Generated } from 'kysely';

export interface IdentityTables extends AuditTables {
  account: {
    id: string;
    email: string;
    display_name: string;
    password_hash: string;
    roles: string[];
    created_at: ColumnType<Date, never, never>;
    last_login_at: ColumnType<Date | null, never, Date>;
    /** When an admin disabled it (no sign-in, sessions ended), else null. */
    disabled_at: ColumnType<Date | null, never, Date | null>;
  };
  session: {
    sid: string;
    user_id: string;
    created_at: ColumnType<Date, never, never>;
    expires_at: Date;
    revoked_at: ColumnType<Date | null, never, Date>;
  };
  invitation: {
    email: string;
    invited_by: string;
    created_at: ColumnType<Date, never, never>;
    used_at: ColumnType<Date | null, never, Date>;
  };
  license: {
    id: Generated<number>;
    document: string;
    installed_at: ColumnType<Date, never, never>;
    installed_by: string | null;
  };
}
