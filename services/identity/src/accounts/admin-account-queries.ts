import type { AdminAccount, adminAccountsMessages, Invitation } from '@simbiz/contracts';
import type { RequestOf } from '@simbiz/service-kit';
import { type Kysely, type Selectable, sql } from 'kysely';
import type { IdentityTables } from '../database/tables';
import { isRole } from './accounts';

type Db = Kysely<IdentityTables>;
type AccountRow = Pick<Selectable<IdentityTables['account']>, 'id' | 'email' | 'display_name' | 'roles' | 'created_at' | 'last_login_at' | 'disabled_at'>;
type Paged<T> = { items: T[]; total: number; page: number; pageSize: number };

/** The columns an admin sees of an account (never the password hash). */
export const ADMIN_ACCOUNT_COLUMNS = ['id', 'email', 'display_name', 'roles', 'created_at', 'last_login_at', 'disabled_at'] as const;

/** An account as the admin console shows it. */
export function toAdminAccount(row: AccountRow): AdminAccount {
  return {
    userId: row.id,
    email: row.email,
    displayName: row.display_name,
    roles: row.roles.filter(isRole),
    disabled: row.disabled_at !== null,
    createdAt: row.created_at.toISOString(),
    lastLoginAt: row.last_login_at?.toISOString() ?? null,
  };
}

/**
 * An ILIKE pattern matching text that contains `q` as typed: `%`, `_` and `\` in a search are
 * letters to look for, not wildcards (PostgreSQL's LIKE escapes with a backslash).
 */
export function containsPattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The accounts of the installation, latest first: searched by email or display name (any case),
 * filtered by role and by whether they are disabled, one page with the total that matched.
 */
export async function listAccounts(db: Db, input: RequestOf<typeof adminAccountsMessages.list>): Promise<Paged<AdminAccount>> {
  const { q, role, disabled, page, pageSize } = input;
  const pattern = q ? containsPattern(q) : '';
  const matching = db
    .selectFrom('account')
    .$if(pattern !== '', (qb) => qb.where((eb) => eb.or([eb('email', 'ilike', pattern), eb('display_name', 'ilike', pattern)])))
    .$if(role !== undefined, (qb) => qb.where(sql<boolean>`${role} = any(roles)`))
    .$if(disabled === 'true', (qb) => qb.where('disabled_at', 'is not', null))
    .$if(disabled === 'false', (qb) => qb.where('disabled_at', 'is', null));
  const [{ count }, rows] = await Promise.all([
    matching.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow(),
    matching
      .select(ADMIN_ACCOUNT_COLUMNS)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
  ]);
  return { items: rows.map(toAdminAccount), total: Number(count), page, pageSize };
}

/** Invitations to sign up (invite-only installations), latest first, one page with the total. */
export async function listInvitations(db: Db, page: number, pageSize: number): Promise<Paged<Invitation>> {
  const [{ count }, rows] = await Promise.all([
    db
      .selectFrom('invitation')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('invitation')
      .leftJoin('account as inviter', 'inviter.id', 'invitation.invited_by')
      .select(['invitation.email', 'invitation.invited_by', 'inviter.display_name as invited_by_name', 'invitation.created_at', 'invitation.used_at'])
      .orderBy('invitation.created_at', 'desc')
      .orderBy('invitation.email')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
  ]);
  const items = rows.map((r) => ({
    email: r.email,
    invitedBy: r.invited_by,
    invitedByName: r.invited_by_name,
    createdAt: r.created_at.toISOString(),
    usedAt: r.used_at?.toISOString() ?? null,
  }));
  return { items, total: Number(count), page, pageSize };
}

/**
 * How many accounts there are, by kind, for the dashboard. Disabled accounts still count among
 * the admins and the licensed (they keep their roles, and their seats, until an admin revokes them).
 */
export async function accountCounts(db: Db, now = new Date()) {
  const weekAgo = new Date(now.getTime() - 7 * 86_400_000);
  const row = await db
    .selectFrom('account')
    .select((eb) => [
      eb.fn.countAll<string>().as('total'),
      sql<string>`count(*) filter (where disabled_at is not null)`.as('disabled'),
      sql<string>`count(*) filter (where 'admin' = any(roles))`.as('admins'),
      sql<string>`count(*) filter (where 'licensed' = any(roles))`.as('licensed'),
      sql<string>`count(*) filter (where last_login_at >= ${weekAgo})`.as('activeThisWeek'),
    ])
    .executeTakeFirstOrThrow();
  return {
    total: Number(row.total),
    disabled: Number(row.disabled),
    admins: Number(row.admins),
    licensed: Number(row.licensed),
    activeThisWeek: Number(row.activeThisWeek),
  };
}
