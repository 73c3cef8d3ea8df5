import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { type Caller, identityMessages, teamsMessages, worldsMessages as m } from '@simbiz/contracts';
import { Audited, CurrentCaller, Handles, type ReplyOf, type RequestOf, ServiceHandlers } from '@simbiz/service-kit';
import type { Kysely } from 'kysely';
import type { WorldsTables } from './database/tables';
import { addMembers, listMembers, removeMember } from './participants/participants';
import { extendSchedule, moveDeadline, pause, resume, schedule } from './schedules/schedules';
import { applyStageEvent } from './stages/stages';
import { findWorld, membership, requireManager, roundsOf } from './worlds/access';
import { readSettings, updateSettings } from './worlds/settings';
import { createWorld } from './worlds/create-world';
import { joinWorld } from './worlds/join-world';
import { worldResources } from './worlds/world-resources';
import { creatableScreenplays, myWorlds, roundPlan, worldContext, worldDetails } from './worlds/world-views';

type Db = Kysely<WorldsTables>;

/** Thin handlers: the kit parses, one function decides, state changes are declared @Audited. */
@Controller()
export class WorldsController extends ServiceHandlers<WorldsTables> {
  @Audited(m.create, 'world.create')
  async create(db: Db, caller: Caller, input: RequestOf<typeof m.create>) {
    const { simulations } = await this.services.call(identityMessages.limits, {});
    return createWorld(db, caller, input, simulations);
  }

  @Audited(m.join, 'world.join')
  async join(db: Db, caller: Caller, input: RequestOf<typeof m.join>) {
    const { membersPerInstructor } = await this.services.call(identityMessages.limits, {});
    return joinWorld(db, caller, input.worldId, input.passcode, membersPerInstructor);
  }

  @Audited(m.addMembers, 'participant.add')
  addMembers(db: Db, caller: Caller, input: RequestOf<typeof m.addMembers>) {
    return addMembers(db, this.services, caller, input);
  }

  @Audited(m.removeMember, 'participant.remove')
  async removeMember(db: Db, caller: Caller, input: RequestOf<typeof m.removeMember>) {
    const removed = await removeMember(db, caller, input);
    // Whoever leaves the world leaves their team too.
    await this.services.call(teamsMessages.dropFromWorld, { worldId: input.worldId, userId: input.userId });
    return removed;
  }

  @Handles(m.listMembers)
  listMembers(@Payload() input: RequestOf<typeof m.listMembers>, @CurrentCaller() caller: Caller): Promise<ReplyOf<typeof m.listMembers>> {
    return listMembers(this.db, this.services, caller, input.worldId);
  }

  @Handles(m.schedule)
  schedule(@Payload() input: RequestOf<typeof m.schedule>, @CurrentCaller() caller: Caller): Promise<ReplyOf<typeof m.schedule>> {
    return schedule(this.db, caller, input.worldId);
  }

  @Audited(m.moveDeadline, 'schedule.move')
  moveDeadline(db: Db, caller: Caller, input: RequestOf<typeof m.moveDeadline>) {
    return moveDeadline(db, this.services, caller, input.worldId, input.round, input.at);
  }

  @Audited(m.extend, 'schedule.extend')
  extend(db: Db, caller: Caller, input: RequestOf<typeof m.extend>) {
    return extendSchedule(db, this.services, caller, input.worldId, input.minutes);
  }

  @Audited(m.pause, 'world.pause')
  pause(db: Db, caller: Caller, input: RequestOf<typeof m.pause>) {
    return pause(db, this.services, caller, input.worldId);
  }

  @Audited(m.resume, 'world.resume')
  resume(db: Db, caller: Caller, input: RequestOf<typeof m.resume>) {
    return resume(db, this.services, caller, input.worldId);
  }

  @Handles(m.settings)
  settings(@Payload() input: RequestOf<typeof m.settings>, @CurrentCaller() caller: Caller): Promise<ReplyOf<typeof m.settings>> {
    return readSettings(this.db, caller, input.worldId);
  }

  @Audited(m.updateSettings, 'world.settings')
  updateSettings(db: Db, caller: Caller, input: RequestOf<typeof m.updateSettings>) {
    return updateSettings(db, caller, input);
  }

  @Audited(m.closeRound, 'round.close')
  async closeRound(db: Db, caller: Caller, input: RequestOf<typeof m.closeRound>) {
    await requireManager(db, caller, input.worldId);
    return applyStageEvent(db, this.services, input.worldId, { kind: 'closeRound' });
  }

  @Audited(m.retryRound, 'round.retry')
  async retryRound(db: Db, caller: Caller, input: RequestOf<typeof m.retryRound>) {
    await requireManager(db, caller, input.worldId);
    return applyStageEvent(db, this.services, input.worldId, { kind: 'retry' });
  }

  @Audited(m.rerunRound, 'round.rerun')
  async rerunRound(db: Db, caller: Caller, input: RequestOf<typeof m.rerunRound>) {
    await requireManager(db, caller, input.worldId);
    return applyStageEvent(db, this.services, input.worldId, { kind: 'rerun' });
  }

  @Audited(m.evaluationStarted, 'round.evaluationStarted')
  evaluationStarted(db: Db, _caller: Caller, input: RequestOf<typeof m.evaluationStarted>) {
    return applyStageEvent(db, this.services, input.worldId, { kind: 'evaluationStarted', round: input.round });
  }

  @Audited(m.evaluated, 'round.evaluated')
  async evaluated(db: Db, _caller: Caller, input: RequestOf<typeof m.evaluated>) {
    const rounds = roundsOf(await findWorld(db, input.worldId));
    return applyStageEvent(db, this.services, input.worldId, { kind: 'evaluated', round: input.round, rounds });
  }

  @Audited(m.evaluationFailed, 'round.evaluationFailed')
  evaluationFailed(db: Db, _caller: Caller, input: RequestOf<typeof m.evaluationFailed>) {
    return applyStageEvent(db, this.services, input.worldId, { kind: 'evaluationFailed', round: input.round });
  }

  @Handles(m.roundPlan)
  roundPlan(@Payload() input: RequestOf<typeof m.roundPlan>): Promise<ReplyOf<typeof m.roundPlan>> {
    return roundPlan(this.db, input.worldId);
  }

  @Handles(m.memberKind)
  async memberKind(@Payload() input: RequestOf<typeof m.memberKind>): Promise<ReplyOf<typeof m.memberKind>> {
    const row = await this.db.selectFrom('member').select('kind').where('world_id', '=', input.worldId).where('user_id', '=', input.userId).executeTakeFirst();
    return { userInWorldType: row ? (row.kind === 2 ? 2 : 1) : null };
  }

  @Handles(m.listMine)
  listMine(@CurrentCaller() caller: Caller): Promise<ReplyOf<typeof m.listMine>> {
    return myWorlds(this.db, caller);
  }

  @Handles(m.screenplays)
  screenplays(): Promise<ReplyOf<typeof m.screenplays>> {
    return creatableScreenplays(this.db);
  }

  @Handles(m.details)
  details(@Payload() input: RequestOf<typeof m.details>, @CurrentCaller() caller: Caller): Promise<ReplyOf<typeof m.details>> {
    return worldDetails(this.db, this.services, caller, input.worldId);
  }

  @Handles(m.currentRound)
  async currentRound(@Payload() input: RequestOf<typeof m.currentRound>, @CurrentCaller() caller: Caller): Promise<ReplyOf<typeof m.currentRound>> {
    const { world } = await membership(this.db, caller, input.worldId);
    return { currentRoundId: world.current_round === null ? null : String(world.current_round) };
  }

  @Handles(m.context)
  context(@Payload() input: RequestOf<typeof m.context>, @CurrentCaller() caller: Caller): Promise<ReplyOf<typeof m.context>> {
    return worldContext(this.db, caller, input.worldId);
  }

  @Handles(m.resources)
  resources(@Payload() input: RequestOf<typeof m.resources>, @CurrentCaller() caller: Caller): Promise<ReplyOf<typeof m.resources>> {
    return worldResources(this.db, caller, input.worldId);
  }
}
