import { type adminScreenplaysMessages, type Caller, DomainError, ErrorCode } from '@simbiz/contracts';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { WorldsTables } from '../database/tables';
import { requireAdmin } from '../admin/require-admin';
import { readScreenplayFile } from './check-screenplay';
import type { ScreenplayIssue } from './parse-screenplay-file';
import { lockWorldCreation, worldsPlaying } from './screenplay-store';

type Db = Kysely<WorldsTables>;
type ImportFile = z.output<typeof adminScreenplaysMessages.import.request>;

/**
 * An admin imports a screenplay file (110123 for anyone else). Everything wrong with it is
 * answered at once as 9001, one detail per path: the file's syntax, the engine's schema, every
 * localized text, a shipped screenplay's id, and an id some world already plays (a world's
 * screenplay never changes under it). An id imported before and played by no world is replaced,
 * its version one up. Nothing is written unless all of it passes. Answers the stored screenplay's id.
 */
export async function importScreenplay(db: Db, caller: Caller, input: ImportFile): Promise<{ screenplayId: string }> {
  const adminId = requireAdmin(caller);
  const checked = readScreenplayFile(input.fileName, input.content);
  const { id } = checked;
  if (!id) throw refusal(checked.issues);
  return db.transaction().execute(async (tx) => {
    // Under the lock creating a world holds: no world can start playing this id until we commit.
    await lockWorldCreation(tx);
    const issues = [...checked.issues];
    const shipped = issues.some((issue) => issue.code === 'shippedScreenplayId');
    const worlds = shipped ? 0 : await worldsPlaying(tx, id);
    if (worlds > 0) issues.push(inUse(['id'], worlds, 'reimport'));
    if (issues.length > 0 || !checked.screenplay) throw refusal(issues);
    const before = await tx.selectFrom('screenplay').select('version').where('id', '=', id).executeTakeFirst();
    // Replaced whole, so that imported_at says when this version came.
    await tx.deleteFrom('screenplay').where('id', '=', id).execute();
    await tx
      .insertInto('screenplay')
      .values({ id, version: (before?.version ?? 0) + 1, document: JSON.stringify(checked.screenplay), imported_by: adminId })
      .execute();
    return { screenplayId: id };
  });
}

/** An admin removes an imported screenplay no world plays: 130011 when there is no such imported one, 9001 when worlds play it. */
export async function removeScreenplay(db: Db, caller: Caller, screenplayId: string): Promise<{ screenplayId: string }> {
  requireAdmin(caller);
  return db.transaction().execute(async (tx) => {
    await lockWorldCreation(tx);
    const found = await tx.selectFrom('screenplay').select('id').where('id', '=', screenplayId).executeTakeFirst();
    if (!found) throw new DomainError(ErrorCode.screenplayNotFound);
    const worlds = await worldsPlaying(tx, screenplayId);
    if (worlds > 0) throw refusal([inUse(['screenplayId'], worlds, 'remove')]);
    await tx.deleteFrom('screenplay').where('id', '=', screenplayId).execute();
    return { screenplayId };
  });
}

/** What a screenplay worlds play cannot have done to it, and why, in English. */
const REFUSED_IN_USE = { reimport: 'it cannot change; import it under another id', remove: 'it cannot be removed' };

function inUse(path: string[], worlds: number, action: keyof typeof REFUSED_IN_USE): ScreenplayIssue {
  const message = `${worlds} ${worlds === 1 ? 'world plays' : 'worlds play'} this screenplay, so ${REFUSED_IN_USE[action]}`;
  return { path, code: 'screenplayInUse', message, worlds, action };
}

function refusal(issues: ScreenplayIssue[]): DomainError {
  return new DomainError(ErrorCode.verificationFailed, {}, issues);
}
