import { Controller } from '@nestjs/common';
import { storesMessages as m } from '@simbiz/contracts';
import { type DraftRef, type RequestOf, RoundApply, RoundDraft, type RoundRef, RoundSnapshot, ServiceHandlers } from '@simbiz/service-kit';
import type { Kysely, Transaction } from 'kysely';
import type { StoresTables } from './database/tables';
import { applySales, snapshotOf } from './round-slices';

/** The engine's side: every store and listing and the round's promotions; sales once resolved. */
@Controller()
export class RoundController extends ServiceHandlers<StoresTables> {
  @RoundSnapshot(m.snapshot)
  snapshot(tx: Transaction<StoresTables>, { worldId, round }: RoundRef) {
    return snapshotOf(tx, worldId, round);
  }

  /** For the engine's budget: one company's stores, listings and promotions so far, while the round is open. */
  @RoundDraft(m.draft)
  draft(db: Kysely<StoresTables>, { worldId, round, companyId }: DraftRef) {
    return snapshotOf(db, worldId, round, companyId);
  }

  @RoundApply(m.apply)
  apply(db: Kysely<StoresTables>, input: RequestOf<typeof m.apply>) {
    return applySales(db, input.worldId, input.round, input.companies);
  }
}
