import { Controller, Inject } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { productsMessages as m } from '@simbiz/contracts';
import { DATABASE, Handles, type ReplyOf, type RequestOf, takeRoundSnapshot } from '@simbiz/service-kit';
import type { Kysely } from 'kysely';
import type { ProductsTables } from './database/tables';
import { applyProductions, snapshotOf } from './round-slices';

/** The engine's side: the round's decisions when it closes, and what was made once it is resolved. */
@Controller()
export class RoundController {
  constructor(@Inject(DATABASE) private readonly db: Kysely<ProductsTables>) {}

  @Handles(m.snapshot)
  snapshot(@Payload() input: RequestOf<typeof m.snapshot>): Promise<ReplyOf<typeof m.snapshot>> {
    return takeRoundSnapshot(this.db, input.worldId, input.round, (tx) => snapshotOf(tx, input.worldId, input.round));
  }

  @Handles(m.apply)
  async apply(@Payload() input: RequestOf<typeof m.apply>): Promise<ReplyOf<typeof m.apply>> {
    await applyProductions(this.db, input.worldId, input.round, input.companies);
    return { applied: true };
  }
}
