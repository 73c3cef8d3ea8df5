import { Controller } from '@nestjs/common';
import { productsMessages as m } from '@simbiz/contracts';
import { type DraftRef, type RequestOf, RoundApply, RoundDraft, type RoundRef, RoundSnapshot, ServiceHandlers } from '@simbiz/service-kit';
import type { Kysely, Transaction } from 'kysely';
import type { ProductsTables } from './database/tables';
import { applyProductions, snapshotOf } from './round-slices';

/** The engine's side: the round's decisions when it closes, and what was made once it is resolved. */
@Controller()
export class RoundController extends ServiceHandlers<ProductsTables> {
  @RoundSnapshot(m.snapshot)
  snapshot(tx: Transaction<ProductsTables>, { worldId, round }: RoundRef) {
    return snapshotOf(tx, worldId, round);
  }

  /** For the engine's budget: one company's brands, personas, models and plans so far, while the round is open. */
  @RoundDraft(m.draft)
  draft(db: Kysely<ProductsTables>, { worldId, round, companyId }: DraftRef) {
    return snapshotOf(db, worldId, round, companyId);
  }

  @RoundApply(m.apply)
  apply(db: Kysely<ProductsTables>, input: RequestOf<typeof m.apply>) {
    return applyProductions(db, input.worldId, input.round, input.companies);
  }
}
