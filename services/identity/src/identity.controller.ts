import { Controller, Inject } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { type Caller, DomainError, ErrorCode, identityMessages as m, profileMessage, sessionEndedEvent } from '@simbiz/contracts';
import { CurrentCaller, DATABASE, Handles, REQUESTER, type ReplyOf, type RequestOf, type Requester } from '@simbiz/service-kit';
import type { Kysely } from 'kysely';
import { grantRole, invite, signUp } from './accounts/accounts';
import type { IdentityTables } from './database/tables';
import { IDENTITY_CONFIG, type IdentityConfig } from './identity.config';
import { currentLicense, installLicense } from './license/license.repository';
import { readLicense } from './license/license';
import { profileUser, resolveSession, signIn, signOut } from './sessions/sessions';

/** Thin handlers: parse (the kit does), call one function, answer. */
@Controller()
export class IdentityController {
  constructor(
    @Inject(DATABASE) private readonly db: Kysely<IdentityTables>,
    @Inject(IDENTITY_CONFIG) private readonly config: IdentityConfig,
    @Inject(REQUESTER) private readonly events: Requester,
  ) {}

  @Handles(m.signUp)
  signUp(@Payload() input: RequestOf<typeof m.signUp>): Promise<ReplyOf<typeof m.signUp>> {
    return signUp(this.db, input, this.config.signUpMode);
  }

  @Handles(m.invite)
  invite(@Payload() input: RequestOf<typeof m.invite>, @CurrentCaller() caller: Caller): Promise<ReplyOf<typeof m.invite>> {
    const admin = requireAdmin(caller);
    return invite(this.db, input.email, admin);
  }

  @Handles(m.signIn)
  signIn(@Payload() input: RequestOf<typeof m.signIn>): Promise<ReplyOf<typeof m.signIn>> {
    return signIn(this.db, input.email, input.password, this.config.sessionTtlHours);
  }

  @Handles(m.signOut)
  async signOut(@Payload() input: RequestOf<typeof m.signOut>): Promise<ReplyOf<typeof m.signOut>> {
    const signedOut = await signOut(this.db, input.sid);
    if (signedOut) this.events.publish(sessionEndedEvent, { sid: input.sid });
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
    if (license.state === 'invalid') throw new DomainError(ErrorCode.licenseInvalid, { detail: license.detail ?? '' });
    const session = caller.sid ? await resolveSession(this.db, caller.sid) : null;
    if (!session) return { isAuthenticated: false, claims: { userId: '', sid: '', roles: [] }, user: null };
    const user = await profileUser(this.db, session.userId, input.silent !== 'true');
    return { isAuthenticated: true, claims: { userId: session.userId, sid: session.sid, roles: session.roles }, user };
  }

  @Handles(m.grantRole)
  async grantRole(@Payload() input: RequestOf<typeof m.grantRole>, @CurrentCaller() caller: Caller): Promise<ReplyOf<typeof m.grantRole>> {
    requireAdmin(caller);
    const license = await currentLicense(this.db, this.config.licensePublicKey);
    return grantRole(this.db, input.userId, input.role, license.seats);
  }

  @Handles(m.installLicense)
  async install(@Payload() input: RequestOf<typeof m.installLicense>, @CurrentCaller() caller: Caller): Promise<ReplyOf<typeof m.installLicense>> {
    requireAdmin(caller);
    const info = readLicense(input.document, this.config.licensePublicKey, new Date());
    if (info.state !== 'valid') throw new DomainError(ErrorCode.verificationFailed, {}, [{ path: ['document'], code: 'licenseInvalid', message: info.detail }]);
    await installLicense(this.db, input.document, caller.userId ?? null);
    return currentLicense(this.db, this.config.licensePublicKey);
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

/** Roles come from the gateway, which resolved the caller's session; an admin route needs admin. */
function requireAdmin(caller: Caller): string {
  if (!caller.userId || !caller.roles.includes('admin')) throw new DomainError(ErrorCode.participantNotAuthorized);
  return caller.userId;
}
