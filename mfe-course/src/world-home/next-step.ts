import { WORLD_STATUS } from '@simbiz/contracts';
import type { WorldFlags } from '@simbiz/web-kit';

/** What the world home suggests doing now: a key of the course catalogue (`next.<key>`). */
export type NextStep =
  | 'managerPreparation'
  | 'joinTeamBeforeStart'
  | 'waitForStart'
  | 'makeDecisions'
  | 'joinTeam'
  | 'managerRunning'
  | 'paused'
  | 'awaitingResults'
  | 'managerRetry'
  | 'evaluationFailed'
  | 'completed'
  | 'companyBlocked';

/** The world home's advice for this person in this stage (DOMAIN.md: stages and what happens next). */
export function nextStep(status: number, flags: WorldFlags): NextStep {
  const manager = flags.canManageWorld;
  switch (status) {
    case WORLD_STATUS.preparation:
      return manager ? 'managerPreparation' : flags.joinedTeam ? 'waitForStart' : 'joinTeamBeforeStart';
    case WORLD_STATUS.running:
      if (manager) return 'managerRunning';
      if (!flags.joinedTeam) return 'joinTeam';
      return flags.canMakeDecisions ? 'makeDecisions' : 'companyBlocked';
    case WORLD_STATUS.paused:
      return 'paused';
    case WORLD_STATUS.awaitingEvaluation:
    case WORLD_STATUS.evaluating:
      return 'awaitingResults';
    case WORLD_STATUS.evaluationFailed:
      return manager ? 'managerRetry' : 'evaluationFailed';
    default:
      return 'completed';
  }
}

/** The round being played (or last closed), from details' currentRoundId. */
export function roundNumber(currentRoundId: string | null): number | null {
  if (currentRoundId === null) return null;
  const round = Number(currentRoundId);
  return Number.isInteger(round) ? round : null;
}

/**
 * Whether any round has results yet: a completed world's every round, otherwise the rounds before
 * the one being played, closed or evaluated. Before that the world home asks nothing about results.
 */
export function hasResolvedRound(status: number, round: number | null): boolean {
  return status === WORLD_STATUS.completed || (round ?? 0) > 1;
}
