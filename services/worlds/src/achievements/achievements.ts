import {
  type Achievements,
  type Caller,
  DomainError,
  engineMessages,
  ErrorCode,
  identityMessages,
  teamsMessages,
  USER_IN_WORLD_TYPE,
  WORLD_STATUS,
  type achievementsMessages,
} from '@simbiz/contracts';
import { KPIS, type KpiValues, type Scoring } from '@simbiz/engine';
import type { Requester } from '@simbiz/service-kit';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { WorldsTables } from '../database/tables';
import { membership, requireManager, type WorldRow } from '../worlds/access';
import { forViewer, gradeKey, scoreboardOf } from './scoreboard';

type Db = Kysely<WorldsTables>;
type Input<K extends keyof typeof achievementsMessages> = z.output<(typeof achievementsMessages)[K]['request']>;

/**
 * Scores and rankings for a world's managers and team members (130009 for a participant on no
 * team): every resolved round scored from the engine's stored KPIs by the weights in force.
 */
export async function achievementsOf(db: Db, services: Requester, caller: Caller, worldId: string): Promise<Achievements> {
  const { world, kind } = await membership(db, caller, worldId);
  const manager = kind === USER_IN_WORLD_TYPE.manager;
  const roster = await services.call(teamsMessages.roster, { worldId });
  const userId = caller.userId ?? null;
  const companyId = roster.find((t) => userId !== null && t.members.includes(userId))?.companyId ?? null;
  if (!manager && companyId === null) throw new DomainError(ErrorCode.notInTeam);
  const [rounds, grades] = await Promise.all([services.call(engineMessages.kpis, { worldId }), gradesOf(db, worldId)]);
  const userIds = [...new Set(roster.flatMap((t) => t.members))];
  const people = userIds.length ? await services.call(identityMessages.describe, { userIds }) : [];
  const scoring = scoringOf(world);
  const board = scoreboardOf({
    rounds: rounds.map((r) => ({ round: r.round, companies: r.companies.map((c) => ({ ...c, kpis: c.kpis as KpiValues })) })),
    teams: roster,
    names: new Map(people.map((p) => [p.userId, p.displayName])),
    grades,
    scoring,
  });
  return {
    currency: world.screenplay.baseCurrency,
    normalisation: scoring.normalisation,
    weights: scoring.weights,
    screenplayWeights: world.screenplay.scoring.weights,
    canEditWeights: manager && world.status !== WORLD_STATUS.completed,
    canGrade: manager,
    ...forViewer(board, { manager, userId, companyId }),
  };
}

/** A manager sets the weights (percent by KPI) until the world completes (130027 once it has). */
export async function updateWeights(db: Db, services: Requester, caller: Caller, input: Input<'updateWeights'>): Promise<Achievements> {
  await requireManager(db, caller, input.worldId);
  const weights = Object.fromEntries(KPIS.map((kpi) => [kpi, (input.weights[kpi] ?? 0) / 100]));
  const updated = await db
    .updateTable('world')
    .set({ score_weights: JSON.stringify(weights) })
    .where('id', '=', input.worldId)
    .where('status', '!=', WORLD_STATUS.completed)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) throw new DomainError(ErrorCode.worldNotPreparingOrRunning);
  return achievementsOf(db, services, caller, input.worldId);
}

/** A manager grades a team member's contribution in a resolved round (110009 for someone on no team, 9001 for a round not resolved). */
export async function grade(db: Db, services: Requester, caller: Caller, input: Input<'grade'>): Promise<Achievements> {
  await requireManager(db, caller, input.worldId);
  const [roster, rounds] = await Promise.all([
    services.call(teamsMessages.roster, { worldId: input.worldId }),
    services.call(engineMessages.kpis, { worldId: input.worldId }),
  ]);
  if (!roster.some((t) => t.members.includes(input.userId))) throw new DomainError(ErrorCode.userNotJoined);
  if (!rounds.some((r) => r.round === input.round)) {
    throw new DomainError(ErrorCode.verificationFailed, {}, [{ path: ['round'], code: 'roundNotResolved', message: 'Only a resolved round can be graded.' }]);
  }
  await db
    .insertInto('contribution')
    .values({ world_id: input.worldId, round: input.round, user_id: input.userId, percent: input.contribution })
    .onConflict((oc) => oc.columns(['world_id', 'round', 'user_id']).doUpdateSet({ percent: input.contribution }))
    .execute();
  return achievementsOf(db, services, caller, input.worldId);
}

/** The weights in force: a manager's, else the screenplay's. */
function scoringOf(world: WorldRow): Scoring {
  const screenplay = world.screenplay.scoring;
  return world.score_weights ? { ...screenplay, weights: { ...screenplay.weights, ...world.score_weights } } : screenplay;
}

async function gradesOf(db: Db, worldId: string): Promise<Map<string, number>> {
  const rows = await db.selectFrom('contribution').select(['round', 'user_id', 'percent']).where('world_id', '=', worldId).execute();
  return new Map(rows.map((r) => [gradeKey(r.round, r.user_id), r.percent]));
}
