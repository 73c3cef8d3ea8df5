import { type Caller, DomainError, ErrorCode, USER_IN_WORLD_TYPE, WORLD_STATUS, worldsMessages } from '@simbiz/contracts';
import { type Kysely, sql } from 'kysely';
import type { z } from 'zod';
import type { WorldsTables } from '../database/tables';
import { DEFAULT_TEAM_LIMIT, findWorld, requireManager, roundsOf, type WorldRow } from './access';

type Db = Kysely<WorldsTables>;
type Settings = z.output<typeof worldsMessages.settings.reply>;
type Update = z.output<typeof worldsMessages.updateSettings.request>;

function settingsOf(world: WorldRow): Settings {
  const { settings } = world;
  return {
    name: world.name,
    passcode: world.passcode,
    acceptingMembers: settings.acceptingMembers,
    memberLimit: settings.memberLimit,
    teamMemberLimit: settings.teamMemberLimit,
    teamLimit: settings.teamLimit ?? DEFAULT_TEAM_LIMIT,
    enabledDiscussions: settings.enabledDiscussions,
    teamRules: { createTeam: true, joinTeam: true, leaveTeam: true, resetPasscode: true, teamSettings: true, rename: true, ...settings.teamRules },
    rounds: roundsOf(world),
    botCompanies: settings.botCompanies ?? 0,
  };
}

/** The settings page of a world, for its managers (with the passcode). */
export async function readSettings(db: Db, caller: Caller, worldId: string): Promise<Settings> {
  await requireManager(db, caller, worldId);
  return settingsOf(await findWorld(db, worldId));
}

/**
 * Managers change settings while the world is in preparation or running (130027). The name stays
 * unique (130013); the member limit never drops below the participants already in (110011); the
 * number of rounds changes only in preparation (140021), within the screenplay's (140019), and
 * the schedule gains or loses round deadlines to match, a round length apart. The number of
 * computer-run companies also changes only in preparation (140021).
 */
export async function updateSettings(db: Db, caller: Caller, input: Update): Promise<Settings> {
  await requireManager(db, caller, input.worldId);
  return db.transaction().execute(async (tx) => {
    await sql`select pg_advisory_xact_lock(hashtext(${input.worldId}))`.execute(tx);
    const world = await findWorld(tx, input.worldId);
    if (world.status !== WORLD_STATUS.preparation && world.status !== WORLD_STATUS.running) throw new DomainError(ErrorCode.worldNotPreparingOrRunning);
    if (input.name !== undefined && input.name.toLowerCase() !== world.name.toLowerCase()) {
      const taken = await tx
        .selectFrom('world')
        .select('id')
        .where(sql<string>`lower(name)`, '=', input.name.toLowerCase())
        .executeTakeFirst();
      if (taken) throw new DomainError(ErrorCode.worldNameTaken);
    }
    if (input.memberLimit !== undefined) {
      const { count } = await tx
        .selectFrom('member')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .where('world_id', '=', input.worldId)
        .where('kind', '=', USER_IN_WORLD_TYPE.participant)
        .executeTakeFirstOrThrow();
      if (input.memberLimit < Number(count)) throw new DomainError(ErrorCode.memberLimitPerSimulation, { count: Number(count) });
    }
    if (input.rounds !== undefined && input.rounds !== roundsOf(world)) await changeRounds(tx, world, input.rounds);
    const current = settingsOf(world);
    // Bots join the world with its first resolved round; their number is fixed from then on.
    if (input.botCompanies !== undefined && input.botCompanies !== current.botCompanies && world.status !== WORLD_STATUS.preparation) {
      throw new DomainError(ErrorCode.scheduleLockedInStage);
    }
    const stored = {
      acceptingMembers: input.acceptingMembers ?? current.acceptingMembers,
      memberLimit: input.memberLimit ?? current.memberLimit,
      teamMemberLimit: input.teamMemberLimit ?? current.teamMemberLimit,
      teamLimit: input.teamLimit ?? current.teamLimit,
      enabledDiscussions: input.enabledDiscussions ?? current.enabledDiscussions,
      teamRules: { ...current.teamRules, ...input.teamRules },
      rounds: input.rounds ?? current.rounds,
      botCompanies: input.botCompanies ?? current.botCompanies,
    };
    await tx
      .updateTable('world')
      .set({ name: input.name ?? world.name, passcode: input.passcode === undefined ? world.passcode : input.passcode, settings: JSON.stringify(stored) })
      .where('id', '=', input.worldId)
      .execute();
    return settingsOf(await findWorld(tx, input.worldId));
  });
}

async function changeRounds(tx: Db, world: WorldRow, rounds: number): Promise<void> {
  if (world.status !== WORLD_STATUS.preparation) throw new DomainError(ErrorCode.scheduleLockedInStage);
  const playable = world.screenplay.rounds;
  if (rounds < 1 || rounds > playable) throw new DomainError(ErrorCode.roundCountOutOfRange, { min: 1, max: playable });
  const deadlines = await tx.selectFrom('deadline').select(['round', 'at']).where('world_id', '=', world.id).orderBy('round').execute();
  await tx.deleteFrom('deadline').where('world_id', '=', world.id).where('round', '>', rounds).execute();
  const last = deadlines[deadlines.length - 1];
  const previous = deadlines[deadlines.length - 2];
  if (!last || rounds < deadlines.length) return;
  const step = previous ? last.at.getTime() - previous.at.getTime() : 168 * 3_600_000;
  const added = Array.from({ length: rounds - last.round }, (_, i) => ({
    world_id: world.id,
    round: last.round + i + 1,
    at: new Date(last.at.getTime() + (i + 1) * step),
  }));
  if (added.length > 0) await tx.insertInto('deadline').values(added).execute();
}
