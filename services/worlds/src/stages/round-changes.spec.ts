import { WORLD_STATUS as S } from '@simbiz/contracts';
import { announceRoundChange, roundChangeOf } from './round-changes';

describe('the round change a stage event announces', () => {
  it('tells the clock starting a world from the clock closing a round', () => {
    expect(roundChangeOf({ kind: 'due' }, S.preparation)).toBe('started');
    expect(roundChangeOf({ kind: 'due' }, S.running)).toBe('closed');
    expect(roundChangeOf({ kind: 'closeRound' }, S.running)).toBe('closed');
  });

  it('names each of the engine’s and the managers’ steps', () => {
    expect(roundChangeOf({ kind: 'evaluationStarted', round: 1 }, S.awaitingEvaluation)).toBe('evaluating');
    expect(roundChangeOf({ kind: 'evaluated', round: 1, rounds: 3 }, S.evaluating)).toBe('evaluated');
    expect(roundChangeOf({ kind: 'evaluationFailed', round: 1 }, S.evaluating)).toBe('evaluationFailed');
    expect(roundChangeOf({ kind: 'retry' }, S.evaluationFailed)).toBe('retried');
    expect(roundChangeOf({ kind: 'rerun' }, S.completed)).toBe('rerun');
  });

  it('publishes ids and facts only, and never fails the committed change when publishing throws', () => {
    const sent: unknown[] = [];
    announceRoundChange({ publish: (_event, payload) => void sent.push(payload) }, 'w1', { status: S.running, currentRound: 2 }, 'evaluated');
    expect(sent).toEqual([{ worldId: 'w1', status: S.running, currentRound: 2, change: 'evaluated' }]);
    const broken = {
      publish: () => {
        throw new Error('connection closed');
      },
    };
    expect(() => announceRoundChange(broken, 'w1', { status: S.paused, currentRound: 1 }, 'paused')).not.toThrow();
  });
});
