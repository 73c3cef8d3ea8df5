import { Controller, Inject } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { type Caller, DomainError, ErrorCode, identityMessages as m, profileMessage, sessionEndedEvent } from '@simbiz/contracts';
import { Audited, CurrentCaller, DATABASE, Handles, REQUESTER, type ReplyOf, type RequestOf, type Requester, ServiceHandlers } from '@simbiz/service-kit';
import type { Kysely } from 'kysely';
import { grantRole, invite, signUp } from './accounts/accounts';
import { forgetSessions } from './accounts/forget-sessions';
import { requireAdmin } from './accounts/require-admin';
import type { IdentityTables } from './database/tables';
import { IDENTITY_CONFIG, type IdentityConfig } from './identity.config';
import { currentLicense, installLicense } from './license/license.repository';
import { readLicense } from './license/license';
import { profileUser, resolveSession, signIn, signOut } from './sessions/sessions';

type Db = Kysely<IdentityTables>;
/** Accounts and licenses are no world's: a change here publishes no worldChanged. */
const noWorld = { changesWorld: false };

/** Thin handlers: parse (the kit does), call one function, answer; an admin's changes are audited. */
@Controller()
export class IdentityController extends ServiceHandlers<IdentityTables> {
  constructor(
    @Inject(DATABASE) db: Db,
    @Inject(REQUESTER) services: Requester,
    @Inject(IDENTITY_CONFIG) private readonly config: IdentityConfig,
  ) {
    super(db, services);
  }

  @Handles(m.signUp)
  signUp(@Payload() input: RequestOf<typeof m.signUp>): Promise<ReplyOf<typeof m.signUp>> {
    return signUp(this.db, input, this.config.signUpMode);
  }

  @Audited(m.invite, 'account.invite', noWorld)
  invite(db: Db, caller: Caller, input: RequestOf<typeof m.invite>): Promise<ReplyOf<typeof m.invite>> {
    return invite(db, input.email, requireAdmin(caller));
  }

  @Handles(m.signIn)
  signIn(@Payload() input: RequestOf<typeof m.signIn>): Promise<ReplyOf<typeof m.signIn>> {
    return signIn(this.db, input.email, input.password, this.config.sessionTtlHours);
  }

  @Handles(m.signOut)
  async signOut(@Payload() input: RequestOf<typeof m.signOut>): Promise<ReplyOf<typeof m.signOut>> {
    const signedOut = await signOut(this.db, input.sid);
    if (signedOut) this.services.publish(sessionEndedEvent, { sid: input.sid });
    return { signedOut };
  }

  @Handles(m.resolveSession)
  resolve(@Payload() input: RequestOf<typeof m.resolveSession>): Promise<ReplyOf<typeof m.resolveSession>> {
    return resolveSession(this.db, input.sid);
  }

  /** Section 7 and 8: the caller's claims, or code -1 with the detail when the license is invalid. */
  @Handles(profileMessage)
  async profile(@Payload() input: RequestOf<typeof profileMessage>, @CurrentCaller() caller: Caller): Promise<ReplyOf<typeof profileMessage>> {
    const license = await currentLicense(this.db, this.config.licensePublicKey);
    if (license.state === 'invalid')
      throw new DomainError(ErrorCode.licenseInvalid, { detail: license.detail ?? '', reason: license.reason ?? '', expiresAt: license.expiresAt ?? '' });
    const session = caller.sid ? await resolveSession(this.db, caller.sid) : null;
    if (!session) return { isAuthenticated: false, claims: { userId: '', sid: '', roles: [] }, user: null };
    const user = await profileUser(this.db, session.userId, input.silent !== 'true');
    return { isAuthenticated: true, claims: { userId: session.userId, sid: session.sid, roles: session.roles }, user };
  }

  /** Disabled accounts keep their roles: a licensed one holds its seat until `licensed` is revoked. */
  @Audited(m.grantRole, 'account.grantRole', noWorld)
  async grantRole(db: Db, caller: Caller, input: RequestOf<typeof m.grantRole>): Promise<ReplyOf<typeof m.grantRole>> {
    requireAdmin(caller);
    const license = await currentLicense(db, this.config.licensePublicKey);
    const account = await grantRole(db, input.userId, input.role, license.seats);
    await forgetSessions(db, this.services, input.userId);
    return account;
  }

  @Audited(m.installLicense, 'license.install', noWorld)
  async install(db: Db, caller: Caller, input: RequestOf<typeof m.installLicense>): Promise<ReplyOf<typeof m.installLicense>> {
    const adminId = requireAdmin(caller);
    const info = readLicense(input.document, this.config.licensePublicKey, new Date());
    if (info.state !== 'valid')
      throw new DomainError(ErrorCode.verificationFailed, {}, [
        { path: ['document'], code: 'licenseInvalid', reason: info.reason, expiresAt: info.expiresAt, message: info.detail },
      ]);
    await installLicense(db, input.document, adminId);
    return currentLicense(db, this.config.licensePublicKey);
  }

  @Handles(m.findByEmails)
  async findByEmails(@Payload() input: RequestOf<typeof m.findByEmails>): Promise<ReplyOf<typeof m.findByEmails>> {
    const rows = await this.db.selectFrom('account').select(['id', 'email', 'display_name']).where('email', 'in', input.emails).execute();
    return rows.map((r) => ({ userId: r.id, email: r.email, displayName: r.display_name }));
  }

  @Handles(m.describe)
  async describe(@Payload() input: RequestOf<typeof m.describe>): Promise<ReplyOf<typeof m.describe>> {
    if (input.userIds.length === 0) return [];
    const rows = await this.db.selectFrom('account').select(['id', 'email', 'display_name']).where('id', 'in', input.userIds).execute();
    return rows.map((r) => ({ userId: r.id, email: r.email, displayName: r.display_name }));
  }

  @Handles(m.limits)
  async limits(): Promise<ReplyOf<typeof m.limits>> {
    const { state, seats, simulations, membersPerInstructor } = await currentLicense(this.db, this.config.licensePublicKey);
    return { state, seats, simulations, membersPerInstructor };
  }

  @Handles(m.license)
  license(@CurrentCaller() caller: Caller): Promise<ReplyOf<typeof m.license>> {
    requireAdmin(caller);
    return currentLicense(this.db, this.config.licensePublicKey);
  }
}
