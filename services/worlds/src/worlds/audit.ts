import { type Caller, DomainError } from '@simbiz/contracts';
import type { Kysely } from 'kysely';
import type { WorldsTables } from '../database/tables';

/** Runs a state-changing call and records who did what, when, and with which result code. */
export async function audited<T>(db: Kysely<WorldsTables>, caller: Caller, action: string, worldId: string | null, run: () => Promise<T>): Promise<T> {
  try {
    const result = await run();
    const created = (result as { worldId?: string } | undefined)?.worldId;
    await db.insertInto('audit').values({ user_id: caller.userId ?? null, world_id: worldId ?? created ?? null, action, result_code: 0 }).execute();
    return result;
  } catch (error) {
    const code = error instanceof DomainError ? error.code : 1;
    const world = worldId && /^[0-9a-f-]{36}$/.test(worldId) ? worldId : null;
    await db.insertInto('audit').values({ user_id: caller.userId ?? null, world_id: world, action, result_code: code }).execute().catch(() => undefined);
    throw error;
  }
}
