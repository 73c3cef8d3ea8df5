import { ErrorCode, WORLD_STATUS } from '@simbiz/contracts';

export const MINUTE = 60_000;
export const YEAR = 365 * 24 * 60 * MINUTE;

/** Stages in which the schedule can no longer change (140021). */
const LOCKED: readonly number[] = [WORLD_STATUS.awaitingEvaluation, WORLD_STATUS.completed, WORLD_STATUS.evaluating, WORLD_STATUS.evaluationFailed];

export interface MoveCheck {
  status: number;
  /** Every deadline of the world, by round (0 = start). */
  deadlines: readonly Date[];
  round: number;
  at: Date | undefined;
  now: Date;
}

/**
 * The deadline rules of section 5, in the order they are checked; returns the refusal code or
 * null when the move is allowed. Pure, so every rule is tested without a database.
 */
export function deadlineRefusal({ status, deadlines, round, at, now }: MoveCheck): number | null {
  const old = deadlines[round];
  if (!old) return ErrorCode.scheduleNotFound;
  if (LOCKED.includes(status)) return ErrorCode.scheduleLockedInStage;
  if (!at) return ErrorCode.deadlineRequired;
  if (old.getTime() <= now.getTime()) return ErrorCode.scheduleFinished;
  if (round === 0 && status !== WORLD_STATUS.preparation) return ErrorCode.preparationDeadlineLocked;
  if (at.getTime() < now.getTime()) return ErrorCode.deadlineInPast;
  if (Math.abs(at.getTime() - old.getTime()) < MINUTE) return ErrorCode.deadlineAdjustmentTooSmall;
  const previous = deadlines[round - 1];
  const next = deadlines[round + 1];
  if (previous && at.getTime() <= previous.getTime()) return ErrorCode.deadlineNotAfterPrevious;
  if (next && at.getTime() >= next.getTime()) return ErrorCode.deadlineNotBeforeNext;
  if ((previous && at.getTime() - previous.getTime() > YEAR) || (next && next.getTime() - at.getTime() > YEAR)) return ErrorCode.roundIntervalTooLong;
  return null;
}
