import { WORLD_STATUS } from '@simbiz/contracts';
import { worldFlags } from '@simbiz/web-kit';
import { hasResolvedRound, nextStep, roundNumber } from './next-step';

const flags = (userInWorldType: 1 | 2, companyId: string | null, companyStatus = 1) =>
  worldFlags({
    status: WORLD_STATUS.running,
    currentRoundId: '1',
    userInWorldType,
    teamDetails: { companyId, companies: companyId ? [{ id: companyId, status: companyStatus }] : [] },
    enabledDiscussions: true,
  });

describe('what the world home suggests', () => {
  it('asks managers to prepare, and participants to find a team before the start', () => {
    expect(nextStep(WORLD_STATUS.preparation, flags(2, null))).toBe('managerPreparation');
    expect(nextStep(WORLD_STATUS.preparation, flags(1, null))).toBe('joinTeamBeforeStart');
    expect(nextStep(WORLD_STATUS.preparation, flags(1, 'c'))).toBe('waitForStart');
  });

  it('asks team members to decide while the round runs, unless their company is blocked', () => {
    expect(nextStep(WORLD_STATUS.running, flags(1, 'c'))).toBe('makeDecisions');
    expect(nextStep(WORLD_STATUS.running, flags(1, 'c', 3))).toBe('companyBlocked');
    expect(nextStep(WORLD_STATUS.running, flags(1, null))).toBe('joinTeam');
    expect(nextStep(WORLD_STATUS.running, flags(2, null))).toBe('managerRunning');
  });

  it('explains pauses, evaluation, failures and the end', () => {
    expect(nextStep(WORLD_STATUS.paused, flags(1, 'c'))).toBe('paused');
    expect(nextStep(WORLD_STATUS.evaluating, flags(1, 'c'))).toBe('awaitingResults');
    expect(nextStep(WORLD_STATUS.evaluationFailed, flags(2, null))).toBe('managerRetry');
    expect(nextStep(WORLD_STATUS.evaluationFailed, flags(1, 'c'))).toBe('evaluationFailed');
    expect(nextStep(WORLD_STATUS.completed, flags(1, 'c'))).toBe('completed');
  });

  it('reads the round from currentRoundId', () => {
    expect(roundNumber('3')).toBe(3);
    expect(roundNumber(null)).toBeNull();
  });
});

describe('whether the world home shows a last round', () => {
  it('shows none before round 1 is resolved: in preparation, nor while round 1 is played, paused or evaluated', () => {
    expect(hasResolvedRound(WORLD_STATUS.preparation, null)).toBe(false);
    for (const status of [WORLD_STATUS.running, WORLD_STATUS.paused, WORLD_STATUS.evaluating, WORLD_STATUS.evaluationFailed])
      expect(hasResolvedRound(status, 1)).toBe(false);
  });

  it('shows one from round 2 on, and in a completed world', () => {
    expect(hasResolvedRound(WORLD_STATUS.running, 2)).toBe(true);
    expect(hasResolvedRound(WORLD_STATUS.awaitingEvaluation, 3)).toBe(true);
    expect(hasResolvedRound(WORLD_STATUS.completed, 1)).toBe(true);
  });
});
