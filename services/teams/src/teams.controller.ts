import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { type Caller, identityMessages, teamsMessages as m, worldChangedEvent, worldsMessages } from '@simbiz/contracts';
import { Audited, CompanyRead, CurrentCaller, Handles, type ReadContext, type ReplyOf, type RequestOf, RoundApply, ServiceHandlers } from '@simbiz/service-kit';
import type { Kysely } from 'kysely';
import type { TeamsTables } from './database/tables';
import { dropFromWorld, placeMember, removeMember } from './teams/manager-actions';
import { createTeam, joinTeam, leaveTeam, renameTeam, resetPasscode, updateTeamSettings } from './teams/team-actions';
import { keepRoundWarnings, listRoundWarnings } from './teams/round-warnings';
import { teamOf, teamView } from './teams/team-views';

type Db = Kysely<TeamsTables>;

/** Thin handlers; who may do what is the world's to say (worlds.world.context). */
@Controller()
export class TeamsController extends ServiceHandlers<TeamsTables> {
  @Audited(m.create, 'team.create')
  create(db: Db, caller: Caller, input: RequestOf<typeof m.create>) {
    return createTeam(db, this.services, caller, input);
  }

  @Audited(m.join, 'team.join')
  join(db: Db, caller: Caller, input: RequestOf<typeof m.join>) {
    return joinTeam(db, this.services, caller, input);
  }

  @Audited(m.leave, 'team.leave')
  leave(db: Db, caller: Caller, input: RequestOf<typeof m.leave>) {
    return leaveTeam(db, this.services, caller, input.worldId);
  }

  @Audited(m.rename, 'team.rename')
  rename(db: Db, caller: Caller, input: RequestOf<typeof m.rename>) {
    return renameTeam(db, this.services, caller, input);
  }

  @Audited(m.resetPasscode, 'team.passcode')
  resetPasscode(db: Db, caller: Caller, input: RequestOf<typeof m.resetPasscode>) {
    return resetPasscode(db, this.services, caller, input.worldId);
  }

  @Audited(m.updateSettings, 'team.settings')
  updateSettings(db: Db, caller: Caller, input: RequestOf<typeof m.updateSettings>) {
    return updateTeamSettings(db, this.services, caller, input);
  }

  @Audited(m.placeMember, 'team.placeMember')
  placeMember(db: Db, caller: Caller, input: RequestOf<typeof m.placeMember>) {
    return placeMember(db, this.services, caller, input);
  }

  @Audited(m.removeMember, 'team.removeMember')
  removeMember(db: Db, caller: Caller, input: RequestOf<typeof m.removeMember>) {
    return removeMember(db, this.services, caller, input);
  }

  @Audited(m.dropFromWorld, 'team.dropFromWorld')
  dropFromWorld(db: Db, _caller: Caller, input: RequestOf<typeof m.dropFromWorld>) {
    return dropFromWorld(db, input.worldId, input.userId);
  }

  /** The caller's own team, for the team page. */
  @Handles(m.mine)
  async mine(@Payload() input: RequestOf<typeof m.mine>, @CurrentCaller() caller: Caller): Promise<ReplyOf<typeof m.mine>> {
    await this.services.call(worldsMessages.context, { worldId: input.worldId }, { caller });
    const team = caller.userId ? await teamOf(this.db, input.worldId, caller.userId) : null;
    if (!team) return null;
    const view = await teamView(this.db, team, true);
    const people = await this.services.call(identityMessages.describe, { userIds: view.members }, { caller });
    const names = new Map(people.map((person) => [person.userId, person.displayName]));
    return { ...view, memberNames: view.members.map((userId) => ({ userId, displayName: names.get(userId) ?? '' })) };
  }

  /** The world's teams, without passcodes or members, for anyone in the world. */
  @Handles(m.list)
  async list(@Payload() input: RequestOf<typeof m.list>, @CurrentCaller() caller: Caller): Promise<ReplyOf<typeof m.list>> {
    await this.services.call(worldsMessages.context, { worldId: input.worldId }, { caller });
    const rows = await this.db
      .selectFrom('team')
      .innerJoin('company', 'company.team_id', 'team.id')
      .leftJoin('team_member', 'team_member.team_id', 'team.id')
      .select((eb) => [
        'team.id',
        'team.name',
        'team.description',
        'company.id as companyId',
        'company.name as companyName',
        'company.status',
        eb.fn.count<string>('team_member.user_id').as('members'),
      ])
      .where('team.world_id', '=', input.worldId)
      .groupBy(['team.id', 'team.name', 'team.description', 'company.id', 'company.name', 'company.status'])
      .orderBy('team.name')
      .execute();
    return rows.map((r) => ({
      teamId: r.id,
      name: r.name,
      description: r.description,
      companyId: r.companyId,
      companyName: r.companyName,
      companyStatus: r.status,
      memberCount: Number(r.members),
    }));
  }

  /** Section 3's teamDetails for worlds: the caller's company and every company's status. */
  @Handles(m.membership)
  async membership(@Payload() input: RequestOf<typeof m.membership>, @CurrentCaller() caller: Caller): Promise<ReplyOf<typeof m.membership>> {
    const companies = await this.db.selectFrom('company').select(['id', 'status', 'team_id']).where('world_id', '=', input.worldId).orderBy('name').execute();
    const team = caller.userId ? await teamOf(this.db, input.worldId, caller.userId) : null;
    return { companyId: companies.find((c) => c.team_id === team)?.id ?? null, companies: companies.map(({ id, status }) => ({ id, status })) };
  }

  /** For the engine: every company a team runs, with its name and status. */
  @Handles(m.roster)
  async roster(@Payload() input: RequestOf<typeof m.roster>): Promise<ReplyOf<typeof m.roster>> {
    const rows = await this.db
      .selectFrom('company')
      .innerJoin('team', 'team.id', 'company.team_id')
      .select(['company.id', 'company.name', 'company.team_id', 'company.status', 'team.name as team_name'])
      .where('company.world_id', '=', input.worldId)
      .orderBy('company.id')
      .execute();
    const members = await this.db.selectFrom('team_member').select(['team_id', 'user_id']).where('world_id', '=', input.worldId).orderBy('joined_at').execute();
    const membersOf = (teamId: string) => members.filter((m) => m.team_id === teamId).map((m) => m.user_id);
    return rows.map((r) => ({ companyId: r.id, name: r.name, teamId: r.team_id, status: r.status, teamName: r.team_name, members: membersOf(r.team_id) }));
  }

  /** From the engine: each company's status after a resolved round (bankrupt companies stop). */
  /** What the engine clipped or dropped of the reader's company's decisions (the latest resolved round by default). */
  @CompanyRead(m.warnings)
  warnings(db: Db, reader: ReadContext, input: RequestOf<typeof m.warnings>) {
    return listRoundWarnings(db, input.worldId, reader.companyId, input.round);
  }

  @RoundApply(m.apply)
  async apply(db: Db, input: RequestOf<typeof m.apply>) {
    await db.transaction().execute(async (tx) => {
      for (const [companyId, { status, warnings }] of Object.entries(input.companies)) {
        const updated = await tx
          .updateTable('company')
          .set({ status, resolved_round: input.round })
          .where('id', '=', companyId)
          .where('world_id', '=', input.worldId)
          .executeTakeFirst();
        if (updated.numUpdatedRows > 0n) await keepRoundWarnings(tx, input.worldId, companyId, input.round, warnings);
      }
    });
    this.services.publish(worldChangedEvent('teams'), { worldId: input.worldId });
  }
}
