import { DomainError, ErrorCode, type Session } from '@simbiz/contracts';
import type { Kysely } from 'kysely';
import { randomBytes } from 'node:crypto';
import { passwordMatches } from '../accounts/passwords';
import { toAccount } from '../accounts/accounts';
import type { IdentityTables } from '../database/tables';

type Db = Kysely<IdentityTables>;

/** A hash of nothing, checked when the email is unknown so a wrong email costs the same time. */
const DUMMY_HASH = '$argon2id$v=19$m=19456,t=2,p=1$AAAAAAAAAAAAAAAAAAAAAA$dRzY82fgceWJKqstlAB6sn56dYrekptRpYPqbR1lZQg';

/**
 * Signs in with email and password; every sign-in opens a new session with a new sid. A disabled
 * account is refused exactly as a wrong password is, after the same hash check, so neither the
 * answer nor its time tells anyone which accounts exist or are disabled.
 */
export async function signIn(db: Db, email: string, password: string, ttlHours: number, now = new Date()): Promise<Session> {
  const account = await db.selectFrom('account').selectAll().where('email', '=', email).executeTakeFirst();
  const matches = await passwordMatches(password, account?.password_hash ?? DUMMY_HASH);
  if (!account || !matches || account.disabled_at !== null) {
    throw new DomainError(ErrorCode.verificationFailed, {}, [{ path: [], code: 'invalidCredentials', message: 'The email or the password is wrong.' }]);
  }
  const sid = randomBytes(32).toString('base64url');
  await db
    .insertInto('session')
    .values({ sid, user_id: account.id, expires_at: new Date(now.getTime() + ttlHours * 3_600_000) })
    .execute();
  await db.updateTable('account').set({ last_login_at: now }).where('id', '=', account.id).execute();
  return { sid, userId: account.id, roles: toAccount(account).roles };
}

/**
 * The live session behind a sid: not signed out, not expired, and its account not disabled
 * (disabling ends the sessions too; this also covers a sign-in that raced the disabling).
 */
export async function resolveSession(db: Db, sid: string, now = new Date()): Promise<Session | null> {
  const row = await db
    .selectFrom('session')
    .innerJoin('account', 'account.id', 'session.user_id')
    .select(['session.sid', 'account.id', 'account.email', 'account.display_name', 'account.roles'])
    .where('session.sid', '=', sid)
    .where('session.revoked_at', 'is', null)
    .where('session.expires_at', '>', now)
    .where('account.disabled_at', 'is', null)
    .executeTakeFirst();
  return row ? { sid: row.sid, userId: row.id, roles: toAccount(row).roles } : null;
}

/** The signed-in person's name and email for the navigation; a non-silent load records the visit. */
export async function profileUser(db: Db, userId: string, recordVisit: boolean, now = new Date()) {
  const row = recordVisit
    ? await db.updateTable('account').set({ last_login_at: now }).where('id', '=', userId).returning(['email', 'display_name']).executeTakeFirst()
    : await db.selectFrom('account').select(['email', 'display_name']).where('id', '=', userId).executeTakeFirst();
  return row ? { name: row.display_name, email: row.email, avatarSeed: userId } : null;
}

export async function signOut(db: Db, sid: string, now = new Date()): Promise<boolean> {
  const result = await db.updateTable('session').set({ revoked_at: now }).where('sid', '=', sid).where('revoked_at', 'is', null).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
