import { Controller } from '@nestjs/common';
import { productsMessages as m } from '@simbiz/contracts';
import { type DraftRef, type RequestOf, RoundApply, RoundDraft, type RoundRef, RoundSnapshot, ServiceHandlers, worldScreenplay } from '@simbiz/service-kit';
import type { Kysely, Transaction } from 'kysely';
import type { ProductsTables } from './database/tables';
import { applyRound, snapshotOf } from './round-slices';

/** The engine's side: the round's decisions when it closes, and what was made and researched once it is resolved. */
@Controller()
export class RoundController extends ServiceHandlers<ProductsTables> {
  @RoundSnapshot(m.snapshot)
  async snapshot(tx: Transaction<ProductsTables>, { worldId, round }: RoundRef) {
    return snapshotOf(tx, await worldScreenplay(this.services, worldId), worldId, round);
  }

  /** For the engine's budget: one company's brands, personas, models and plans so far, while the round is open. */
  @RoundDraft(m.draft)
  async draft(db: Kysely<ProductsTables>, { worldId, round, companyId }: DraftRef) {
    return snapshotOf(db, await worldScreenplay(this.services, worldId), worldId, round, companyId);
  }

  @RoundApply(m.apply)
  apply(db: Kysely<ProductsTables>, input: RequestOf<typeof m.apply>) {
    return applyRound(db, input.worldId, input.round, input.companies);
  }
}
