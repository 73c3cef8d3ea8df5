import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { adminAccountsMessages as m, type Caller, sessionEndedEvent } from '@simbiz/contracts';
import { Audited, CurrentCaller, Handles, type ReplyOf, type RequestOf, ServiceHandlers } from '@simbiz/service-kit';
import type { Kysely } from 'kysely';
import type { IdentityTables } from '../database/tables';
import { accountCounts, listAccounts, listInvitations } from './admin-account-queries';
import { disableAccount, enableAccount, revokeRole } from './admin-accounts';
import { forgetSessions } from './forget-sessions';
import { requireAdmin } from './require-admin';

type Db = Kysely<IdentityTables>;

/** Accounts are no world's: a change here publishes no worldChanged. */
const noWorld = { changesWorld: false };

/** The admin console's accounts page: admins only, every change audited (refusals too). */
@Controller()
export class AdminAccountsController extends ServiceHandlers<IdentityTables> {
  @Handles(m.list)
  list(@Payload() input: RequestOf<typeof m.list>, @CurrentCaller() caller: Caller): Promise<ReplyOf<typeof m.list>> {
    requireAdmin(caller);
    return listAccounts(this.db, input);
  }

  /** Takes the role away, and has every gateway read the account's sessions again, so the role is gone at once. */
  @Audited(m.revokeRole, 'account.revokeRole', noWorld)
  async revokeRole(db: Db, caller: Caller, input: RequestOf<typeof m.revokeRole>): Promise<ReplyOf<typeof m.revokeRole>> {
    const account = await revokeRole(db, requireAdmin(caller), input.userId, input.role);
    await forgetSessions(db, this.services, input.userId);
    return account;
  }

  /** Ends the account's sessions, then tells every gateway to forget them at once. */
  @Audited(m.disable, 'account.disable', noWorld)
  async disable(db: Db, caller: Caller, input: RequestOf<typeof m.disable>): Promise<ReplyOf<typeof m.disable>> {
    const { account, endedSessions } = await disableAccount(db, requireAdmin(caller), input.userId);
    for (const sid of endedSessions) this.services.publish(sessionEndedEvent, { sid });
    return account;
  }

  @Audited(m.enable, 'account.enable', noWorld)
  enable(db: Db, caller: Caller, input: RequestOf<typeof m.enable>): Promise<ReplyOf<typeof m.enable>> {
    requireAdmin(caller);
    return enableAccount(db, input.userId);
  }

  @Handles(m.invitations)
  invitations(@Payload() input: RequestOf<typeof m.invitations>, @CurrentCaller() caller: Caller): Promise<ReplyOf<typeof m.invitations>> {
    requireAdmin(caller);
    return listInvitations(this.db, input.page, input.pageSize);
  }

  @Handles(m.counts)
  counts(@CurrentCaller() caller: Caller): Promise<ReplyOf<typeof m.counts>> {
    requireAdmin(caller);
    return accountCounts(this.db);
  }
}
