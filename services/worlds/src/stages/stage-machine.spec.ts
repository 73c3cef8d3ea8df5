import { ErrorCode, WORLD_STATUS as S } from '@simbiz/contracts';
import { type Stage, type StageEvent, transition } from './stage-machine';

const at = (status: number, currentRound: number | null): Stage => ({ status, currentRound });

describe('the stage machine of a world', () => {
  it('plays a whole world: start, each round closed and resolved, completed after the last', () => {
    let stage = at(S.preparation, null);
    const closed: number[] = [];
    const step = (event: StageEvent) => {
      const next = transition(stage, event);
      if ('refusal' in next) throw new Error(`refused ${next.refusal}`);
      if (next.roundClosed !== null) closed.push(next.roundClosed);
      stage = next.stage;
    };
    step({ kind: 'due' });
    expect(stage).toEqual(at(S.running, 1));
    for (let round = 1; round <= 3; round++) {
      step(round === 2 ? { kind: 'closeRound' } : { kind: 'due' });
      expect(stage).toEqual(at(S.awaitingEvaluation, round));
      step({ kind: 'evaluationStarted', round });
      expect(stage).toEqual(at(S.evaluating, round));
      step({ kind: 'evaluated', round, rounds: 3 });
    }
    expect(stage).toEqual(at(S.completed, 3));
    expect(closed).toEqual([1, 2, 3]);
  });

  it('waits for a manager after a failed resolution, and closes the same round again on retry', () => {
    const failed = transition(at(S.evaluating, 2), { kind: 'evaluationFailed', round: 2 });
    expect(failed).toEqual({ stage: at(S.evaluationFailed, 2), roundClosed: null });
    expect(transition(at(S.evaluationFailed, 2), { kind: 'retry' })).toEqual({ stage: at(S.awaitingEvaluation, 2), roundClosed: 2 });
  });

  it('resolves the last resolved round again at a manager’s request, then goes back to where it was', () => {
    const running = transition(at(S.running, 3), { kind: 'rerun' });
    expect(running).toEqual({ stage: { status: S.awaitingEvaluation, currentRound: 3, rerunRound: 2 }, roundClosed: 2 });
    const started = transition({ status: S.awaitingEvaluation, currentRound: 3, rerunRound: 2 }, { kind: 'evaluationStarted', round: 2 });
    expect(started).toEqual({ stage: { status: S.evaluating, currentRound: 3, rerunRound: 2 }, roundClosed: null });
    expect(transition({ status: S.evaluating, currentRound: 3, rerunRound: 2 }, { kind: 'evaluated', round: 2, rounds: 6 })).toEqual({
      stage: { status: S.running, currentRound: 3, rerunRound: null },
      roundClosed: null,
    });
    expect(transition(at(S.completed, 6), { kind: 'rerun' })).toEqual({
      stage: { status: S.awaitingEvaluation, currentRound: 6, rerunRound: 6 },
      roundClosed: 6,
    });
    expect(transition({ status: S.evaluating, currentRound: 6, rerunRound: 6 }, { kind: 'evaluated', round: 6, rounds: 6 })).toEqual({
      stage: { status: S.completed, currentRound: 6, rerunRound: null },
      roundClosed: null,
    });
    // A failed re-run is retried as a re-run.
    expect(transition({ status: S.evaluationFailed, currentRound: 3, rerunRound: 2 }, { kind: 'retry' })).toEqual({
      stage: { status: S.awaitingEvaluation, currentRound: 3, rerunRound: 2 },
      roundClosed: 2,
    });
  });

  it('has nothing to re-run before a round is resolved, nor while one is with the engine', () => {
    expect(transition(at(S.running, 1), { kind: 'rerun' })).toEqual({ refusal: ErrorCode.worldNotRunning });
    expect(transition(at(S.preparation, null), { kind: 'rerun' })).toEqual({ refusal: ErrorCode.worldNotRunning });
    expect(transition(at(S.evaluating, 2), { kind: 'rerun' })).toEqual({ refusal: ErrorCode.worldEvaluating });
  });

  it('refuses what does not fit the stage, with the codes of section 8', () => {
    expect(transition(at(S.paused, 2), { kind: 'due' })).toEqual({ refusal: ErrorCode.worldNotPreparingOrRunning });
    expect(transition(at(S.completed, 3), { kind: 'due' })).toEqual({ refusal: ErrorCode.worldNotPreparingOrRunning });
    expect(transition(at(S.preparation, null), { kind: 'closeRound' })).toEqual({ refusal: ErrorCode.worldNotRunning });
    expect(transition(at(S.evaluating, 1), { kind: 'closeRound' })).toEqual({ refusal: ErrorCode.worldEvaluating });
    expect(transition(at(S.awaitingEvaluation, 1), { kind: 'retry' })).toEqual({ refusal: ErrorCode.worldEvaluating });
    expect(transition(at(S.running, 1), { kind: 'retry' })).toEqual({ refusal: ErrorCode.worldNotRunning });
    // The engine reports on the round it was given, and only in the stage it expects.
    expect(transition(at(S.awaitingEvaluation, 2), { kind: 'evaluationStarted', round: 1 })).toEqual({ refusal: ErrorCode.roundNotLatest });
    expect(transition(at(S.running, 2), { kind: 'evaluated', round: 2, rounds: 6 })).toEqual({ refusal: ErrorCode.roundNotLatest });
    expect(transition(at(S.awaitingEvaluation, 2), { kind: 'evaluationFailed', round: 2 })).toEqual({ refusal: ErrorCode.roundNotLatest });
  });
});
