import { Controller } from '@nestjs/common';
import { storesMessages as m } from '@simbiz/contracts';
import { type RequestOf, RoundApply, type RoundRef, RoundSnapshot, ServiceHandlers } from '@simbiz/service-kit';
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

  @RoundApply(m.apply)
  apply(db: Kysely<StoresTables>, input: RequestOf<typeof m.apply>) {
    return applySales(db, input.worldId, input.round, input.companies);
  }
}
