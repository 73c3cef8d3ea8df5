import { type Caller, DomainError, ErrorCode, USER_IN_WORLD_TYPE, identityMessages, worldsMessages } from '@simbiz/contracts';
import type { Requester } from '@simbiz/service-kit';
import { type Kysely, sql } from 'kysely';
import type { z } from 'zod';
import type { WorldsTables } from '../database/tables';
import { findWorld, requireManager } from '../worlds/access';
import { checkInstructorLimit } from './instructor-limit';

type Db = Kysely<WorldsTables>;
type Input<K extends keyof typeof worldsMessages> = z.output<(typeof worldsMessages)[K]['request']>;
type Reply<K extends keyof typeof worldsMessages> = z.input<(typeof worldsMessages)[K]['reply']>;

/**
 * Adds people by email, all or none: an unknown email (110001), someone already in the world
 * (110005), a batch beyond the world's member limit (110011) or the instructor's (110013)
 * refuses the whole batch.
 */
export async function addMembers(db: Db, services: Requester, caller: Caller, input: Input<'addMembers'>): Promise<Reply<'addMembers'>> {
  await requireManager(db, caller, input.worldId);
  const emails = [...new Set(input.emails)];
  const accounts = await services.call(identityMessages.findByEmails, { emails });
  const unknown = emails.filter((e) => !accounts.some((a) => a.email === e));
  if (unknown.length > 0) throw new DomainError(ErrorCode.userNotFound, {}, { emails: unknown });
  const { membersPerInstructor } = await services.call(identityMessages.limits, {});
  return db.transaction().execute(async (tx) => {
    await sql`select pg_advisory_xact_lock(hashtext(${input.worldId}))`.execute(tx);
    const world = await findWorld(tx, input.worldId);
    const ids = accounts.map((a) => a.userId);
    const present = await tx.selectFrom('member').select('user_id').where('world_id', '=', input.worldId).where('user_id', 'in', ids).execute();
    if (present.length > 0) throw new DomainError(ErrorCode.alreadyJoined, {}, { userIds: present.map((p) => p.user_id) });
    if (input.userInWorldType === USER_IN_WORLD_TYPE.participant) {
      const { count } = await tx
        .selectFrom('member')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .where('world_id', '=', input.worldId)
        .where('kind', '=', USER_IN_WORLD_TYPE.participant)
        .executeTakeFirstOrThrow();
      const limit = world.settings.memberLimit;
      if (Number(count) + ids.length > limit) throw new DomainError(ErrorCode.memberLimitPerSimulation, { count: limit });
      await checkInstructorLimit(tx, world, ids, membersPerInstructor);
    }
    await tx
      .insertInto('member')
      .values(ids.map((userId) => ({ world_id: input.worldId, user_id: userId, kind: input.userInWorldType })))
      .execute();
    return { added: ids.length };
  });
}

/** Removes someone from a world; nobody removes themselves (110007), only members can go (110009). */
export async function removeMember(db: Db, caller: Caller, input: Input<'removeMember'>): Promise<Reply<'removeMember'>> {
  const me = await requireManager(db, caller, input.worldId);
  if (input.userId === me) throw new DomainError(ErrorCode.cannotRemoveSelf);
  const removed = await db.deleteFrom('member').where('world_id', '=', input.worldId).where('user_id', '=', input.userId).executeTakeFirst();
  if (Number(removed.numDeletedRows) === 0) throw new DomainError(ErrorCode.userNotJoined);
  return { removed: true };
}

/** The world's people with their names, managers first, for its managers. */
export async function listMembers(db: Db, services: Requester, caller: Caller, worldId: string): Promise<Reply<'listMembers'>> {
  await requireManager(db, caller, worldId);
  const rows = await db
    .selectFrom('member')
    .select(['user_id', 'kind', 'joined_at'])
    .where('world_id', '=', worldId)
    .orderBy('kind', 'desc')
    .orderBy('joined_at')
    .execute();
  const people = new Map((await services.call(identityMessages.describe, { userIds: rows.map((r) => r.user_id) })).map((p) => [p.userId, p]));
  return rows.map((r) => ({
    userId: r.user_id,
    email: people.get(r.user_id)?.email ?? '',
    displayName: people.get(r.user_id)?.displayName ?? '',
    userInWorldType: r.kind === USER_IN_WORLD_TYPE.manager ? USER_IN_WORLD_TYPE.manager : USER_IN_WORLD_TYPE.participant,
    joinedAt: r.joined_at.toISOString(),
  }));
}
