import { type Account, DomainError, ErrorCode, type Role } from '@simbiz/contracts';
import { type Kysely, sql } from 'kysely';
import { randomUUID } from 'node:crypto';
import type { IdentityTables } from '../database/tables';
import { hashPassword } from './passwords';

type Db = Kysely<IdentityTables>;
type AccountRow = IdentityTables['account'] & { created_at: Date };

export function toAccount(row: Pick<AccountRow, 'id' | 'email' | 'display_name' | 'roles'>): Account {
  return { userId: row.id, email: row.email, displayName: row.display_name, roles: row.roles.filter(isRole) };
}

/** Whether a stored role is one the contracts know (an unknown one is left out of every answer). */
export function isRole(role: string): role is Role {
  return role === 'admin' || role === 'licensed';
}

export interface SignUp {
  email: string;
  displayName: string;
  password: string;
}

/**
 * Creates an account. The first account of an empty installation is the admin (and licensed, so it
 * can run simulations); sign-ups are serialised so two first accounts can never both be admin.
 */
export async function signUp(db: Db, input: SignUp, mode: 'open' | 'invite' = 'open'): Promise<Account> {
  const passwordHash = await hashPassword(input.password);
  return db.transaction().execute(async (tx) => {
    await sql`select pg_advisory_xact_lock(hashtext('identity.signUp'))`.execute(tx);
    const taken = await tx.selectFrom('account').select('id').where('email', '=', input.email).executeTakeFirst();
    if (taken)
      throw new DomainError(ErrorCode.verificationFailed, {}, [{ path: ['email'], code: 'emailTaken', message: 'An account with this email exists.' }]);
    const first = !(await tx.selectFrom('account').select('id').limit(1).executeTakeFirst());
    if (mode === 'invite' && !first) {
      const used = await tx
        .updateTable('invitation')
        .set({ used_at: new Date() })
        .where('email', '=', input.email)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      if (Number(used.numUpdatedRows) === 0) throw new DomainError(ErrorCode.participantNotAuthorized);
    }
    const row = await tx
      .insertInto('account')
      .values({ id: randomUUID(), email: input.email, display_name: input.displayName, password_hash: passwordHash, roles: first ? ['admin', 'licensed'] : [] })
      .returning(['id', 'email', 'display_name', 'roles'])
      .executeTakeFirstOrThrow();
    return toAccount(row);
  });
}

/** Gives an account a role; a licensed account takes a seat of the license (9993 when none is left). */
export async function grantRole(db: Db, userId: string, role: Role, seats: number): Promise<Account> {
  return db.transaction().execute(async (tx) => {
    await sql`select pg_advisory_xact_lock(hashtext('identity.seats'))`.execute(tx);
    const account = await tx.selectFrom('account').select(['id', 'email', 'display_name', 'roles']).where('id', '=', userId).executeTakeFirst();
    if (!account) throw new DomainError(ErrorCode.userNotFound);
    if (account.roles.includes(role)) return toAccount(account);
    if (role === 'licensed' && (await usedSeats(tx)) >= seats) throw new DomainError(ErrorCode.licenseUserLimit, { count: seats });
    const row = await tx
      .updateTable('account')
      .set({ roles: [...account.roles, role] })
      .where('id', '=', userId)
      .returning(['id', 'email', 'display_name', 'roles'])
      .executeTakeFirstOrThrow();
    return toAccount(row);
  });
}

/** Licensed accounts: the seats of the license in use (a disabled account keeps its seat until `licensed` is revoked). */
export async function usedSeats(db: Db): Promise<number> {
  const { count } = await db
    .selectFrom('account')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where(sql<boolean>`'licensed' = any(roles)`)
    .executeTakeFirstOrThrow();
  return Number(count);
}

/** Invites an email to sign up (invite-only installations); inviting again renews the invitation. */
export async function invite(db: Db, email: string, invitedBy: string): Promise<{ email: string; invitedBy: string }> {
  await db
    .insertInto('invitation')
    .values({ email, invited_by: invitedBy })
    .onConflict((oc) => oc.column('email').doUpdateSet({ invited_by: invitedBy }))
    .execute();
  return { email, invitedBy };
}
