import { Controller, Inject, type Type } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { auditMessages, type Caller, DomainError, ErrorCode, type ServiceName } from '@simbiz/contracts';
import type { Kysely } from 'kysely';
import { DATABASE } from '../bootstrap/tokens';
import { CurrentCaller, Handles, type ReplyOf, type RequestOf } from '../handlers/handles.decorator';
import { countAudit, readAuditPage } from './audit-page';
import type { AuditTables } from './audited';

/** The audit log is the installation's: admins only read it (110123 for anyone else). */
function requireAdmin(caller: Caller): void {
  if (!caller.userId || !caller.roles.includes('admin')) throw new DomainError(ErrorCode.participantNotAuthorized);
}

/**
 * Builds the controller that answers `<service>.audit.page` and `<service>.audit.count` from the
 * service's own audit table, for worlds to gather the installation's log from every service.
 */
export function auditControllerFor(service: ServiceName): Type<unknown> {
  const messages = auditMessages(service);

  @Controller()
  class AuditController {
    constructor(@Inject(DATABASE) private readonly db: Kysely<AuditTables>) {}

    @Handles(messages.page)
    async page(@Payload() input: RequestOf<typeof messages.page>, @CurrentCaller() caller: Caller): Promise<ReplyOf<typeof messages.page>> {
      requireAdmin(caller);
      return { rows: await readAuditPage(this.db, input) };
    }

    @Handles(messages.count)
    async count(@Payload() input: RequestOf<typeof messages.count>, @CurrentCaller() caller: Caller): Promise<ReplyOf<typeof messages.count>> {
      requireAdmin(caller);
      return { count: await countAudit(this.db, input) };
    }
  }
  return AuditController;
}
