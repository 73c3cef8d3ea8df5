import { type AdminAccount, DomainError, ErrorCode, type Role } from '@simbiz/contracts';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { IdentityTables } from '../database/tables';
import { ADMIN_ACCOUNT_COLUMNS, toAdminAccount } from './admin-account-queries';

type Db = Kysely<IdentityTables>;
type Tx = Transaction<IdentityTables>;

/**
 * Changes that could leave the installation without an admin take this lock, so two admins
 * taking each other's role (or disabling each other) at once cannot both succeed.
 */
async function lockAdmins(tx: Tx): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext('identity.admins'))`.execute(tx);
}

async function accountToChange(tx: Tx, userId: string) {
  const account = await tx.selectFrom('account').select(ADMIN_ACCOUNT_COLUMNS).where('id', '=', userId).forUpdate().executeTakeFirst();
  if (!account) throw new DomainError(ErrorCode.userNotFound);
  return account;
}

/** 110123 unless an enabled account other than `userId` holds the admin role. */
async function requireAnotherAdmin(tx: Tx, userId: string): Promise<void> {
  const other = await tx
    .selectFrom('account')
    .select('id')
    .where(sql<boolean>`'admin' = any(roles)`)
    .where('disabled_at', 'is', null)
    .where('id', '<>', userId)
    .limit(1)
    .executeTakeFirst();
  if (!other) throw new DomainError(ErrorCode.participantNotAuthorized);
}

/**
 * Takes a role away. An admin cannot take their own admin role, nor leave the installation
 * without an enabled admin (110123). Taking `licensed` frees its seat. A role the account does
 * not hold is nothing to take: the account is answered as it is.
 */
export async function revokeRole(db: Db, adminId: string, userId: string, role: Role): Promise<AdminAccount> {
  return db.transaction().execute(async (tx) => {
    await lockAdmins(tx);
    const account = await accountToChange(tx, userId);
    if (!account.roles.includes(role)) return toAdminAccount(account);
    if (role === 'admin') {
      if (account.id === adminId) throw new DomainError(ErrorCode.participantNotAuthorized);
      await requireAnotherAdmin(tx, account.id);
    }
    const row = await tx
      .updateTable('account')
      .set({ roles: account.roles.filter((r) => r !== role) })
      .where('id', '=', account.id)
      .returning(ADMIN_ACCOUNT_COLUMNS)
      .executeTakeFirstOrThrow();
    return toAdminAccount(row);
  });
}

/**
 * Disables an account and ends its live sessions in the same transaction; answers the ended
 * session ids, which the caller announces (sessionEnded) once committed so every gateway forgets
 * them. Not the caller's own account (110007), nor the last enabled admin (110123). The account
 * keeps its roles, so a licensed one keeps its seat until the role is revoked. Disabling again
 * ends any session opened in the meantime and keeps the first date.
 */
export async function disableAccount(db: Db, adminId: string, userId: string, now = new Date()): Promise<{ account: AdminAccount; endedSessions: string[] }> {
  return db.transaction().execute(async (tx) => {
    await lockAdmins(tx);
    const account = await accountToChange(tx, userId);
    if (account.id === adminId) throw new DomainError(ErrorCode.cannotRemoveSelf);
    if (account.disabled_at === null && account.roles.includes('admin')) await requireAnotherAdmin(tx, account.id);
    const row = await tx
      .updateTable('account')
      .set({ disabled_at: account.disabled_at ?? now })
      .where('id', '=', account.id)
      .returning(ADMIN_ACCOUNT_COLUMNS)
      .executeTakeFirstOrThrow();
    const ended = await tx
      .updateTable('session')
      .set({ revoked_at: now })
      .where('user_id', '=', account.id)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', now)
      .returning('sid')
      .execute();
    return { account: toAdminAccount(row), endedSessions: ended.map((s) => s.sid) };
  });
}

/** Lets a disabled account sign in again (its ended sessions stay ended). */
export async function enableAccount(db: Db, userId: string): Promise<AdminAccount> {
  const row = await db.updateTable('account').set({ disabled_at: null }).where('id', '=', userId).returning(ADMIN_ACCOUNT_COLUMNS).executeTakeFirst();
  if (!row) throw new DomainError(ErrorCode.userNotFound);
  return toAdminAccount(row);
}
