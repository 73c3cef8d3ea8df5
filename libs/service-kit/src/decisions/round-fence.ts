import { DomainError, ErrorCode } from '@simbiz/contracts';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { DecisionContext } from './decision-context';

/**
 * The round fence every decision service keeps: the last round of each world whose decisions the
 * engine has taken. A write holds the world's fence row in share mode until it commits; taking a
 * snapshot raises the fence under an exclusive lock. So a write either commits before the snapshot
 * reads (and is in it) or sees the raised fence and is refused with 130053: none is lost.
 */
export interface RoundFenceTables {
  round_fence: { world_id: string; closed_round: number };
}

export async function createRoundFenceTable(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('round_fence')
    .addColumn('world_id', 'uuid', (c) => c.primaryKey())
    .addColumn('closed_round', 'integer', (c) => c.notNull())
    .execute();
}

/** Runs a decision write in a transaction, refused with 130053 once the round's snapshot is taken. */
export async function withinOpenRound<DB extends RoundFenceTables, T>(
  db: Kysely<DB>,
  ctx: DecisionContext,
  write: (tx: Transaction<DB>) => Promise<T>,
): Promise<T> {
  return db.transaction().execute(async (tx) => {
    const fence = tx as unknown as Transaction<RoundFenceTables>;
    const held = () => fence.selectFrom('round_fence').select('closed_round').where('world_id', '=', ctx.worldId).forShare().executeTakeFirst();
    // The row exists after a world's first write, so a write usually costs one statement here.
    let row = await held();
    if (!row) {
      await fence
        .insertInto('round_fence')
        .values({ world_id: ctx.worldId, closed_round: 0 })
        .onConflict((oc) => oc.column('world_id').doNothing())
        .execute();
      row = await held();
    }
    if (!row || row.closed_round >= ctx.round) throw new DomainError(ErrorCode.decisionsBeingSubmitted);
    return write(tx);
  });
}

/** Raises the fence to `round` (never lowers it) and reads the snapshot in the same transaction. */
export async function takeRoundSnapshot<DB extends RoundFenceTables, T>(
  db: Kysely<DB>,
  worldId: string,
  round: number,
  read: (tx: Transaction<DB>) => Promise<T>,
): Promise<T> {
  return db.transaction().execute(async (tx) => {
    const fence = tx as unknown as Transaction<RoundFenceTables>;
    await fence
      .insertInto('round_fence')
      .values({ world_id: worldId, closed_round: round })
      .onConflict((oc) => oc.column('world_id').doUpdateSet({ closed_round: sql<number>`greatest(round_fence.closed_round, excluded.closed_round)` }))
      .execute();
    return read(tx);
  });
}
