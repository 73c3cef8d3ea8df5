import { Controller, Inject } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { type Caller, identityMessages, teamsMessages, worldsMessages as m } from '@simbiz/contracts';
import {
  type AuditContext,
  auditContext,
  CurrentCaller,
  DATABASE,
  Handles,
  REQUESTER,
  type ReplyOf,
  type RequestOf,
  type Requester,
  audited,
} from '@simbiz/service-kit';
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
import { myWorlds, roundPlan, shippedScreenplays, worldContext, worldDetails } from './worlds/world-views';

/** Thin handlers: the kit parses, one function decides, state changes are audited. */
@Controller()
export class WorldsController {
  private readonly audit: AuditContext;

  constructor(
    @Inject(DATABASE) private readonly db: Kysely<WorldsTables>,
    @Inject(REQUESTER) private readonly services: Requester,
  ) {
    this.audit = auditContext('worlds', db, services);
  }

  @Handles(m.create)
  create(@Payload() input: RequestOf<typeof m.create>, @CurrentCaller() caller: Caller): Promise<ReplyOf<typeof m.create>> {
    return audited(this.audit, caller, 'world.create', null, async () => {
      const { simulations } = await this.services.call(identityMessages.limits, {});
      return createWorld(this.db, caller, input, simulations);
    });
  }

  @Handles(m.join)
  join(@Payload() input: RequestOf<typeof m.join>, @CurrentCaller() caller: Caller): Promise<ReplyOf<typeof m.join>> {
    return audited(this.audit, caller, 'world.join', input.worldId, async () => {
      const { membersPerInstructor } = await this.services.call(identityMessages.limits, {});
      return joinWorld(this.db, caller, input.worldId, input.passcode, membersPerInstructor);
    });
  }

  @Handles(m.addMembers)
  addMembers(@Payload() input: RequestOf<typeof m.addMembers>, @CurrentCaller() caller: Caller): Promise<ReplyOf<typeof m.addMembers>> {
    return audited(this.audit, caller, 'participant.add', input.worldId, () => addMembers(this.db, this.services, caller, input));
  }

  @Handles(m.removeMember)
  removeMember(@Payload() input: RequestOf<typeof m.removeMember>, @CurrentCaller() caller: Caller): Promise<ReplyOf<typeof m.removeMember>> {
    return audited(this.audit, caller, 'participant.remove', input.worldId, async () => {
      const removed = await removeMember(this.db, caller, input);
      // Whoever leaves the world leaves their team too.
      await this.services.call(teamsMessages.dropFromWorld, { worldId: input.worldId, userId: input.userId });
      return removed;
    });
  }

  @Handles(m.listMembers)
  listMembers(@Payload() input: RequestOf<typeof m.listMembers>, @CurrentCaller() caller: Caller): Promise<ReplyOf<typeof m.listMembers>> {
    return listMembers(this.db, this.services, caller, input.worldId);
  }

  @Handles(m.schedule)
  schedule(@Payload() input: RequestOf<typeof m.schedule>, @CurrentCaller() caller: Caller): Promise<ReplyOf<typeof m.schedule>> {
    return schedule(this.db, caller, input.worldId);
  }

  @Handles(m.moveDeadline)
  moveDeadline(@Payload() input: RequestOf<typeof m.moveDeadline>, @CurrentCaller() caller: Caller): Promise<ReplyOf<typeof m.moveDeadline>> {
    return audited(this.audit, caller, 'schedule.move', input.worldId, () => moveDeadline(this.db, caller, input.worldId, input.round, input.at));
  }

  @Handles(m.extend)
  extend(@Payload() input: RequestOf<typeof m.extend>, @CurrentCaller() caller: Caller): Promise<ReplyOf<typeof m.extend>> {
    return audited(this.audit, caller, 'schedule.extend', input.worldId, () => extendSchedule(this.db, caller, input.worldId, input.minutes));
  }

  @Handles(m.pause)
  pause(@Payload() input: RequestOf<typeof m.pause>, @CurrentCaller() caller: Caller): Promise<ReplyOf<typeof m.pause>> {
    return audited(this.audit, caller, 'world.pause', input.worldId, () => pause(this.db, caller, input.worldId));
  }

  @Handles(m.resume)
  resume(@Payload() input: RequestOf<typeof m.resume>, @CurrentCaller() caller: Caller): Promise<ReplyOf<typeof m.resume>> {
    return audited(this.audit, caller, 'world.resume', input.worldId, () => resume(this.db, caller, input.worldId));
  }

  @Handles(m.settings)
  settings(@Payload() input: RequestOf<typeof m.settings>, @CurrentCaller() caller: Caller): Promise<ReplyOf<typeof m.settings>> {
    return readSettings(this.db, caller, input.worldId);
  }

  @Handles(m.updateSettings)
  updateSettings(@Payload() input: RequestOf<typeof m.updateSettings>, @CurrentCaller() caller: Caller): Promise<ReplyOf<typeof m.updateSettings>> {
    return audited(this.audit, caller, 'world.settings', input.worldId, () => updateSettings(this.db, caller, input));
  }

  @Handles(m.closeRound)
  closeRound(@Payload() input: RequestOf<typeof m.closeRound>, @CurrentCaller() caller: Caller): Promise<ReplyOf<typeof m.closeRound>> {
    return audited(this.audit, caller, 'round.close', input.worldId, async () => {
      await requireManager(this.db, caller, input.worldId);
      return applyStageEvent(this.db, this.services, input.worldId, { kind: 'closeRound' });
    });
  }

  @Handles(m.retryRound)
  retryRound(@Payload() input: RequestOf<typeof m.retryRound>, @CurrentCaller() caller: Caller): Promise<ReplyOf<typeof m.retryRound>> {
    return audited(this.audit, caller, 'round.retry', input.worldId, async () => {
      await requireManager(this.db, caller, input.worldId);
      return applyStageEvent(this.db, this.services, input.worldId, { kind: 'retry' });
    });
  }

  @Handles(m.rerunRound)
  rerunRound(@Payload() input: RequestOf<typeof m.rerunRound>, @CurrentCaller() caller: Caller): Promise<ReplyOf<typeof m.rerunRound>> {
    return audited(this.audit, caller, 'round.rerun', input.worldId, async () => {
      await requireManager(this.db, caller, input.worldId);
      return applyStageEvent(this.db, this.services, input.worldId, { kind: 'rerun' });
    });
  }

  @Handles(m.evaluationStarted)
  evaluationStarted(@Payload() input: RequestOf<typeof m.evaluationStarted>, @CurrentCaller() caller: Caller): Promise<ReplyOf<typeof m.evaluationStarted>> {
    return audited(this.audit, caller, 'round.evaluationStarted', input.worldId, () =>
      applyStageEvent(this.db, this.services, input.worldId, { kind: 'evaluationStarted', round: input.round }),
    );
  }

  @Handles(m.evaluated)
  evaluated(@Payload() input: RequestOf<typeof m.evaluated>, @CurrentCaller() caller: Caller): Promise<ReplyOf<typeof m.evaluated>> {
    return audited(this.audit, caller, 'round.evaluated', input.worldId, async () => {
      const rounds = roundsOf(await findWorld(this.db, input.worldId));
      return applyStageEvent(this.db, this.services, input.worldId, { kind: 'evaluated', round: input.round, rounds });
    });
  }

  @Handles(m.evaluationFailed)
  evaluationFailed(@Payload() input: RequestOf<typeof m.evaluationFailed>, @CurrentCaller() caller: Caller): Promise<ReplyOf<typeof m.evaluationFailed>> {
    return audited(this.audit, caller, 'round.evaluationFailed', input.worldId, () =>
      applyStageEvent(this.db, this.services, input.worldId, { kind: 'evaluationFailed', round: input.round }),
    );
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
  screenplays(): ReplyOf<typeof m.screenplays> {
    return shippedScreenplays();
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
