import { type Caller, DomainError, ErrorCode, USER_IN_WORLD_TYPE, WORLD_STATUS, worldsMessages } from '@simbiz/contracts';
import { type Kysely, sql } from 'kysely';
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { WorldsTables } from '../database/tables';
import { currentScreenplay, lockWorldCreation } from '../screenplays/screenplay-store';

type Db = Kysely<WorldsTables>;
export type CreateWorld = z.output<typeof worldsMessages.create.request>;

/**
 * A licensed user creates a world from a shipped or imported screenplay and becomes its manager.
 * Checked in the order the form shows them: name confirmation (120003), start time (130033,
 * 130035), screenplay (130011), rounds within the screenplay's (140019), the license's simulation
 * limit (130015: worlds not archived), then the unique name (120001). The screenplay is read under
 * the creation lock, which importing and removing one take too, so the world is bound to the
 * version it was checked against.
 */
export async function createWorld(db: Db, caller: Caller, input: CreateWorld, simulationLimit: number, now = new Date()): Promise<{ worldId: string }> {
  if (!caller.userId || !caller.roles.includes('licensed')) throw new DomainError(ErrorCode.worldCreateNotAuthorized);
  if (input.confirmName.trim() !== input.name) throw new DomainError(ErrorCode.worldNameMismatch);
  if (!input.startAt) throw new DomainError(ErrorCode.startTimeRequired);
  const startAt = new Date(input.startAt);
  if (startAt.getTime() < now.getTime()) throw new DomainError(ErrorCode.startTimeInPast);
  const userId = caller.userId;
  return db.transaction().execute(async (tx) => {
    await lockWorldCreation(tx);
    const screenplay = await currentScreenplay(tx, input.screenplayId);
    if (!screenplay) throw new DomainError(ErrorCode.screenplayNotFound);
    const playable = screenplay.rounds;
    const rounds = input.rounds ?? playable;
    if (rounds < 1 || rounds > playable) throw new DomainError(ErrorCode.roundCountOutOfRange, { min: 1, max: playable });
    const { count } = await tx
      .selectFrom('world')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('archived_at', 'is', null)
      .executeTakeFirstOrThrow();
    if (Number(count) >= simulationLimit) throw new DomainError(ErrorCode.licenseSimulationLimit, { count: simulationLimit });
    const taken = await tx
      .selectFrom('world')
      .select('id')
      .where(sql<string>`lower(name)`, '=', input.name.toLowerCase())
      .executeTakeFirst();
    if (taken) throw new DomainError(ErrorCode.worldNameExists);
    const worldId = randomUUID();
    await tx
      .insertInto('world')
      .values({
        id: worldId,
        name: input.name,
        passcode: input.passcode ?? null,
        screenplay_id: input.screenplayId,
        status: WORLD_STATUS.preparation,
        current_round: null,
        start_at: startAt,
        settings: JSON.stringify({
          memberLimit: input.memberLimit,
          teamMemberLimit: input.teamMemberLimit,
          teamLimit: input.teamLimit,
          rounds,
          botCompanies: input.botCompanies,
          enabledDiscussions: input.enabledDiscussions,
          acceptingMembers: true,
          teamRules: input.teamRules,
        }),
        created_by: userId,
      })
      .execute();
    await tx.insertInto('member').values({ world_id: worldId, user_id: userId, kind: USER_IN_WORLD_TYPE.manager }).execute();
    const step = input.roundLengthHours * 3_600_000;
    await tx
      .insertInto('deadline')
      .values(Array.from({ length: rounds + 1 }, (_, round) => ({ world_id: worldId, round, at: new Date(startAt.getTime() + round * step) })))
      .execute();
    return { worldId };
  });
}
