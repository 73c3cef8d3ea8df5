import { type Caller, DomainError, ErrorCode, USER_IN_WORLD_TYPE, type UserInWorldType } from '@simbiz/contracts';
import type { Kysely } from 'kysely';
import type { WorldsTables } from '../database/tables';
import { worldScreenplayOf } from '../screenplays/screenplay-store';

type Db = Kysely<WorldsTables>;
export type WorldRow = Awaited<ReturnType<typeof findWorld>>;

/** A world with the screenplay it plays (shipped, or imported and kept once read): 130001 when there is none. */
export async function findWorld(db: Db, worldId: string) {
  const world = await db.selectFrom('world').selectAll().where('id', '=', worldId).executeTakeFirst();
  if (!world) throw new DomainError(ErrorCode.worldNotFound);
  return { ...world, screenplay: await worldScreenplayOf(db, world.screenplay_id) };
}

/** The caller's membership of a world: 130001 when the world does not exist, 130003 when not a member. */
export async function membership(db: Db, caller: Caller, worldId: string): Promise<{ world: WorldRow; kind: UserInWorldType }> {
  const world = await findWorld(db, worldId);
  const member = caller.userId
    ? await db.selectFrom('member').select('kind').where('world_id', '=', worldId).where('user_id', '=', caller.userId).executeTakeFirst()
    : undefined;
  if (!member) throw new DomainError(ErrorCode.notParticipant);
  return { world, kind: member.kind === USER_IN_WORLD_TYPE.manager ? USER_IN_WORLD_TYPE.manager : USER_IN_WORLD_TYPE.participant };
}

export function signedIn(caller: Caller): string {
  if (!caller.userId) throw new DomainError(ErrorCode.worldNotAuthorized);
  return caller.userId;
}

/** Only a world's managers manage it (130007 for anyone else in it). */
export async function requireManager(db: Db, caller: Caller, worldId: string): Promise<string> {
  const { kind } = await membership(db, caller, worldId);
  if (kind !== USER_IN_WORLD_TYPE.manager || !caller.userId) throw new DomainError(ErrorCode.worldManageNotAuthorized);
  return caller.userId;
}

/** Rounds the world plays: its setting, else all of its screenplay's. */
export function roundsOf(world: Pick<WorldRow, 'screenplay' | 'settings'>): number {
  return world.settings.rounds ?? world.screenplay.rounds;
}

export const DEFAULT_TEAM_LIMIT = 30;
