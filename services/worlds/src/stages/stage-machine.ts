import { ErrorCode, WORLD_STATUS } from '@simbiz/contracts';

/** Where a world is: its stage and, once it has started, the round being played or resolved. */
export interface Stage {
  status: number;
  currentRound: number | null;
  /** Set while a resolved round is resolved again at a manager's request (the world keeps its current round). */
  rerunRound?: number | null;
}

/** What moves a world from stage to stage (DOMAIN.md, "Worlds"). */
export type StageEvent =
  /** The clock: the start time, or the current round's deadline, has passed. */
  | { kind: 'due' }
  | { kind: 'closeRound' }
  | { kind: 'evaluationStarted'; round: number }
  | { kind: 'evaluated'; round: number; rounds: number }
  | { kind: 'evaluationFailed'; round: number }
  | { kind: 'retry' }
  /** A manager has the last resolved round resolved again. */
  | { kind: 'rerun' };

/** The next stage, or the code that refuses the event; `roundClosed` when the engine has a round to resolve. */
export type Transition = { stage: Stage; roundClosed: number | null } | { refusal: number };

const { preparation, running, awaitingEvaluation, completed, evaluating, evaluationFailed } = WORLD_STATUS;

/**
 * The stage machine: preparation → running (round 1) at the start; running → awaiting evaluation
 * at each deadline (or when a manager closes the round); the engine takes it (evaluating), then
 * the next round runs or, after the last, the world is completed; a failed resolution waits for a
 * manager's retry. Pause and resume are the schedule's (they move deadlines) and stay there.
 */
export function transition(stage: Stage, event: StageEvent): Transition {
  const round = stage.currentRound;
  const rerun = stage.rerunRound ?? null;
  // The round with the engine: the current one, or the one being resolved again.
  const resolvingRound = rerun ?? round;
  switch (event.kind) {
    case 'due':
      if (stage.status === preparation) return { stage: { status: running, currentRound: 1 }, roundClosed: null };
      if (stage.status === running && round !== null) return { stage: { status: awaitingEvaluation, currentRound: round }, roundClosed: round };
      return { refusal: ErrorCode.worldNotPreparingOrRunning };
    case 'closeRound':
      if (stage.status === running && round !== null) return { stage: { status: awaitingEvaluation, currentRound: round }, roundClosed: round };
      return { refusal: resolving(stage) ? ErrorCode.worldEvaluating : ErrorCode.worldNotRunning };
    case 'evaluationStarted':
      // Again after a crash of the engine mid-resolution: it is still this round's resolution.
      if ((stage.status === awaitingEvaluation || stage.status === evaluating) && resolvingRound === event.round)
        return { stage: keepRerun({ status: evaluating, currentRound: round }, rerun), roundClosed: null };
      return { refusal: ErrorCode.roundNotLatest };
    case 'evaluated':
      if (stage.status !== evaluating || resolvingRound !== event.round || round === null) return { refusal: ErrorCode.roundNotLatest };
      // A round resolved again: the world goes back to where it was (the last round again means completed).
      if (rerun !== null) return { stage: { status: rerun === round ? completed : running, currentRound: round, rerunRound: null }, roundClosed: null };
      if (round >= event.rounds) return { stage: { status: completed, currentRound: round }, roundClosed: null };
      return { stage: { status: running, currentRound: round + 1 }, roundClosed: null };
    case 'evaluationFailed':
      if (stage.status === evaluating && resolvingRound === event.round)
        return { stage: keepRerun({ status: evaluationFailed, currentRound: round }, rerun), roundClosed: null };
      return { refusal: ErrorCode.roundNotLatest };
    case 'retry':
      if (stage.status === evaluationFailed && resolvingRound !== null)
        return { stage: keepRerun({ status: awaitingEvaluation, currentRound: round }, rerun), roundClosed: resolvingRound };
      return { refusal: resolving(stage) ? ErrorCode.worldEvaluating : ErrorCode.worldNotRunning };
    case 'rerun':
      // The last resolved round: the one before the current while running, the last once completed.
      if (stage.status === running && round !== null && round >= 2)
        return { stage: { status: awaitingEvaluation, currentRound: round, rerunRound: round - 1 }, roundClosed: round - 1 };
      if (stage.status === completed && round !== null)
        return { stage: { status: awaitingEvaluation, currentRound: round, rerunRound: round }, roundClosed: round };
      return { refusal: resolving(stage) ? ErrorCode.worldEvaluating : ErrorCode.worldNotRunning };
  }
}

/** The stage, still resolving a round again when it was. */
function keepRerun(stage: Stage, rerunRound: number | null): Stage {
  return rerunRound === null ? stage : { ...stage, rerunRound };
}

/** A round is with the engine: closed and waiting for it, or being resolved. */
function resolving(stage: Stage): boolean {
  return stage.status === awaitingEvaluation || stage.status === evaluating;
}
