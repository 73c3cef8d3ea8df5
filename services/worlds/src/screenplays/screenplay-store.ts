import { DomainError, ErrorCode } from '@simbiz/contracts';
import { type Screenplay, screenplaySchema, shippedScreenplay } from '@simbiz/engine';
import { type Kysely, sql } from 'kysely';
import type { WorldsTables } from '../database/tables';

type Db = Kysely<WorldsTables>;

/**
 * Imported screenplays some world plays, by id. A screenplay a world plays is never replaced nor
 * removed (importScreenplay, removeScreenplay), so the process keeps it for good; one no world
 * plays yet is always read afresh, since an admin may still replace it.
 */
const played = new Map<string, Screenplay>();

/**
 * The lock creating a world holds (the license's count, the unique name), which importing and
 * removing a screenplay take too: a world is never bound to a screenplay being replaced or
 * removed. Call inside a transaction.
 */
export async function lockWorldCreation(tx: Db): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext('worlds.create'))`.execute(tx);
}

/** A screenplay as it is now, shipped or imported, undefined when there is none by that id (not kept). */
export async function currentScreenplay(db: Db, screenplayId: string): Promise<Screenplay | undefined> {
  const shipped = shippedScreenplay(screenplayId);
  if (shipped) return shipped;
  const row = await db.selectFrom('screenplay').select('document').where('id', '=', screenplayId).executeTakeFirst();
  return row ? screenplaySchema.parse(row.document) : undefined;
}

/**
 * The screenplay of an existing world: shipped, or imported and kept from then on (a world plays
 * it, so it cannot change). 130011 if it is gone, which the rules above never let happen.
 */
export async function worldScreenplayOf(db: Db, screenplayId: string): Promise<Screenplay> {
  const known = shippedScreenplay(screenplayId) ?? played.get(screenplayId);
  if (known) return known;
  const screenplay = await currentScreenplay(db, screenplayId);
  if (!screenplay) throw new DomainError(ErrorCode.screenplayNotFound);
  played.set(screenplayId, screenplay);
  return screenplay;
}

/** How many worlds play a screenplay (archived ones included: they stay readable). */
export async function worldsPlaying(db: Db, screenplayId: string): Promise<number> {
  const { count } = await db
    .selectFrom('world')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('screenplay_id', '=', screenplayId)
    .executeTakeFirstOrThrow();
  return Number(count);
}
