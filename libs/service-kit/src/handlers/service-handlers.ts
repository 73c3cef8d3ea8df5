import { Inject } from '@nestjs/common';
import type { Kysely } from 'kysely';
import { DATABASE, READ_CONTEXTS, REQUESTER } from '../bootstrap/tokens';
import type { ReadContexts } from '../decisions/read-contexts';
import type { Requester } from '../nats/requester';

/**
 * What a service's declarative handlers (@Decision, @CompanyRead, @Audited, @RoundSnapshot,
 * @RoundApply) run with: the service's database, the other services and the company reads'
 * access. Controllers extend it instead of each writing the same constructor.
 */
export abstract class ServiceHandlers<DB> {
  /** The access of company reads, remembered per world (@CompanyRead). */
  @Inject(READ_CONTEXTS) readonly readContexts!: ReadContexts;

  constructor(
    @Inject(DATABASE) readonly db: Kysely<DB>,
    @Inject(REQUESTER) readonly services: Requester,
  ) {}
}
