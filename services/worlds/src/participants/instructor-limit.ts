import { DomainError, ErrorCode, USER_IN_WORLD_TYPE } from '@simbiz/contracts';
import { type Kysely, sql } from 'kysely';
import type { WorldsTables } from '../database/tables';
import type { WorldRow } from '../worlds/access';

/**
 * The license's participants per instructor (110013): people taking part in any of the worlds the
 * instructor created, each counted once, including those about to join. Serialised per instructor
 * so two of their worlds filling up at once cannot both slip past the limit.
 */
export async function checkInstructorLimit(tx: Kysely<WorldsTables>, world: WorldRow, joining: readonly string[], limit: number): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext(${`instructor:${world.created_by}`}))`.execute(tx);
  const participants = tx
    .selectFrom('member')
    .innerJoin('world', 'world.id', 'member.world_id')
    .where('world.created_by', '=', world.created_by)
    .where('member.kind', '=', USER_IN_WORLD_TYPE.participant);
  const { count } = await participants.select((eb) => eb.fn.count<string>('member.user_id').distinct().as('count')).executeTakeFirstOrThrow();
  const known =
    joining.length === 0
      ? []
      : await participants
          .select('member.user_id')
          .distinct()
          .where('member.user_id', 'in', [...joining])
          .execute();
  if (Number(count) + joining.length - known.length > limit) throw new DomainError(ErrorCode.memberLimitPerInstructor, { count: limit });
}
