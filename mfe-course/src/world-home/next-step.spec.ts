import { WORLD_STATUS } from '@simbiz/contracts';
import { worldFlags } from '@simbiz/web-kit';
import { nextStep, roundNumber } from './next-step';

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
