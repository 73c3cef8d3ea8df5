import { Inject } from '@nestjs/common';
import type { Kysely } from 'kysely';
import { DATABASE, REQUESTER } from '../bootstrap/tokens';
import type { Requester } from '../nats/requester';

/**
 * What a service's declarative handlers (@Decision, @CompanyRead, @Audited, @RoundSnapshot,
 * @RoundApply) run with: the service's database and the other services. Controllers extend it
 * instead of each writing the same constructor.
 */
export abstract class ServiceHandlers<DB> {
  constructor(
    @Inject(DATABASE) readonly db: Kysely<DB>,
    @Inject(REQUESTER) readonly services: Requester,
  ) {}
}
