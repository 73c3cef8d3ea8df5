import { type Caller, DomainError, ErrorCode, USER_IN_WORLD_TYPE, WORLD_STATUS } from '@simbiz/contracts';
import { type Kysely, sql } from 'kysely';
import { sameSecret } from '@simbiz/service-kit';
import type { WorldsTables } from '../database/tables';
import { checkInstructorLimit } from '../participants/instructor-limit';
import { DEFAULT_TEAM_LIMIT, findWorld, signedIn } from './access';

type Db = Kysely<WorldsTables>;

/** Stages in which a world takes new members (section 4): preparation and running. */
const JOINABLE: readonly number[] = [WORLD_STATUS.preparation, WORLD_STATUS.running];

/** A signed-in user joins a world as a participant, refused with the codes of section 8 (the instructor's limit: 110013). */
export async function joinWorld(
  db: Db,
  caller: Caller,
  worldId: string,
  passcode: string | undefined,
  membersPerInstructor: number,
): Promise<{ userInWorldType: typeof USER_IN_WORLD_TYPE.participant }> {
  const userId = signedIn(caller);
  return db.transaction().execute(async (tx) => {
    await sql`select pg_advisory_xact_lock(hashtext(${worldId}))`.execute(tx);
    const world = await findWorld(tx, worldId);
    const already = await tx.selectFrom('member').select('kind').where('world_id', '=', worldId).where('user_id', '=', userId).executeTakeFirst();
    if (already) throw new DomainError(ErrorCode.alreadyJoined);
    if (!JOINABLE.includes(world.status)) throw new DomainError(ErrorCode.joinRefusedByStage);
    if (!world.settings.acceptingMembers) throw new DomainError(ErrorCode.notAcceptingMembers);
    if (world.passcode !== null && !sameSecret(world.passcode, passcode ?? '')) throw new DomainError(ErrorCode.passcodeIncorrect);
    const { count } = await tx
      .selectFrom('member')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('world_id', '=', worldId)
      .where('kind', '=', USER_IN_WORLD_TYPE.participant)
      .executeTakeFirstOrThrow();
    if (Number(count) >= world.settings.memberLimit) throw new DomainError(ErrorCode.worldMemberLimit, { count: world.settings.memberLimit });
    // Every participant must find a place on a team: teams × team size seats at most (130029).
    const seats = (world.settings.teamLimit ?? DEFAULT_TEAM_LIMIT) * world.settings.teamMemberLimit;
    if (Number(count) >= seats) throw new DomainError(ErrorCode.teamMemberLimit, { count: seats });
    await checkInstructorLimit(tx, world, [userId], membersPerInstructor);
    await tx.insertInto('member').values({ world_id: worldId, user_id: userId, kind: USER_IN_WORLD_TYPE.participant }).execute();
    return { userInWorldType: USER_IN_WORLD_TYPE.participant };
  });
}
