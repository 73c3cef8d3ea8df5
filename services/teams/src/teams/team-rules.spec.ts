import { COMPANY_STATUS, DomainError, ErrorCode, USER_IN_WORLD_TYPE, WORLD_STATUS, throwRefusal } from '@simbiz/contracts';
import { managerRefusal, membershipRefusal, nameRefusal, newTeamRefusal, participantRefusal, placementRefusal, renameRefusal } from './team-rules';

const allRules = { createTeam: true, joinTeam: true, leaveTeam: true, rename: true, resetPasscode: true, teamSettings: true };
const participant = { userInWorldType: USER_IN_WORLD_TYPE.participant, status: WORLD_STATUS.preparation, teamRules: allRules };

describe('a participant acting on teams', () => {
  it('may, signed in, while the world is in preparation or running, when the team rule allows', () => {
    expect(participantRefusal(true, participant, 'createTeam', ErrorCode.teamCreationForbidden)).toBeNull();
    expect(participantRefusal(true, { ...participant, status: WORLD_STATUS.running }, 'joinTeam', ErrorCode.teamJoinForbidden)).toBeNull();
  });

  it('is refused without a signed-in user (130005)', () => {
    expect(participantRefusal(false, participant, 'createTeam', ErrorCode.teamCreationForbidden)).toEqual({ code: ErrorCode.worldNotAuthorized });
  });

  it('is refused to a manager, who never plays on a team (510029)', () => {
    const manager = { ...participant, userInWorldType: USER_IN_WORLD_TYPE.manager };
    expect(participantRefusal(true, manager, 'joinTeam', ErrorCode.teamJoinForbidden)).toEqual({ code: ErrorCode.managerCannotJoinTeam });
  });

  it('is refused in any other stage of the world (130027)', () => {
    for (const status of [WORLD_STATUS.paused, WORLD_STATUS.awaitingEvaluation, WORLD_STATUS.completed, WORLD_STATUS.evaluating, WORLD_STATUS.evaluationFailed])
      expect(participantRefusal(true, { ...participant, status }, 'rename', ErrorCode.teamRenameForbidden)).toEqual({
        code: ErrorCode.worldNotPreparingOrRunning,
      });
  });

  it("is refused with the action's own code when the world's team rule is off", () => {
    const rules = { ...allRules, leaveTeam: false };
    expect(participantRefusal(true, { ...participant, teamRules: rules }, 'leaveTeam', ErrorCode.teamLeaveForbidden)).toEqual({
      code: ErrorCode.teamLeaveForbidden,
    });
    expect(participantRefusal(true, { ...participant, teamRules: rules }, 'rename', ErrorCode.teamRenameForbidden)).toBeNull();
  });
});

describe('a manager arranging teams', () => {
  it('must be a manager of the world (130007)', () => {
    expect(managerRefusal(USER_IN_WORLD_TYPE.manager)).toBeNull();
    expect(managerRefusal(USER_IN_WORLD_TYPE.participant)).toEqual({ code: ErrorCode.worldManageNotAuthorized });
    expect(managerRefusal(null)).toEqual({ code: ErrorCode.worldManageNotAuthorized });
  });

  it('places participants only: not someone outside the world (110009), never a manager (510029)', () => {
    expect(placementRefusal(USER_IN_WORLD_TYPE.participant)).toBeNull();
    expect(placementRefusal(null)).toEqual({ code: ErrorCode.userNotJoined });
    expect(placementRefusal(USER_IN_WORLD_TYPE.manager)).toEqual({ code: ErrorCode.managerCannotJoinTeam });
  });
});

describe('a new team', () => {
  it('may be made by someone on no team while the world has room', () => {
    expect(newTeamRefusal(false, 2, 3)).toBeNull();
  });

  it('is refused to someone already on a team (510021)', () => {
    expect(newTeamRefusal(true, 0, 3)).toEqual({ code: ErrorCode.alreadyInTeam });
  });

  it("is refused once the world's team limit is reached, with the limit (510031)", () => {
    expect(newTeamRefusal(false, 3, 3)).toEqual({ code: ErrorCode.teamLimitReached, params: { count: 3 } });
  });
});

describe('joining a team', () => {
  const join = { alreadyInTeam: false, passcode: { expected: 'blue-1234', given: 'blue-1234' }, members: 2, memberLimit: 3 };

  it('may be done with the passcode while the team has room', () => {
    expect(membershipRefusal(join)).toBeNull();
  });

  it('needs no passcode when a manager places someone', () => {
    expect(membershipRefusal({ alreadyInTeam: false, members: 0, memberLimit: 3 })).toBeNull();
  });

  it('is refused to someone already on a team (510021)', () => {
    expect(membershipRefusal({ ...join, alreadyInTeam: true })).toEqual({ code: ErrorCode.alreadyInTeam });
  });

  it('is refused with a wrong passcode (510005), also one of another length', () => {
    expect(membershipRefusal({ ...join, passcode: { expected: 'blue-1234', given: 'blue-1235' } })).toEqual({ code: ErrorCode.teamPasscodeIncorrect });
    expect(membershipRefusal({ ...join, passcode: { expected: 'blue-1234', given: '' } })).toEqual({ code: ErrorCode.teamPasscodeIncorrect });
  });

  it('is refused when the team is full, with the limit (510007)', () => {
    expect(membershipRefusal({ ...join, members: 3 })).toEqual({ code: ErrorCode.teamFull, params: { count: 3 } });
  });
});

describe('team and company names', () => {
  it('are free when no one holds them, or the team itself does', () => {
    expect(nameRefusal(undefined, undefined)).toBeNull();
    expect(nameRefusal('team-a', 'team-a', 'team-a')).toBeNull();
  });

  it("refuse another team's team name (510003) and company name (510025)", () => {
    expect(nameRefusal('team-b', undefined, 'team-a')).toEqual({ code: ErrorCode.teamNameExists });
    expect(nameRefusal(undefined, 'team-b')).toEqual({ code: ErrorCode.companyNameExists });
  });
});

describe('renaming', () => {
  it('renames an active company, and the team of a bankrupt one', () => {
    expect(renameRefusal(COMPANY_STATUS.active, true)).toBeNull();
    expect(renameRefusal(COMPANY_STATUS.bankrupt, false)).toBeNull();
  });

  it('never renames a bankrupt company: it cannot act (130051)', () => {
    expect(renameRefusal(COMPANY_STATUS.bankrupt, true)).toEqual({ code: ErrorCode.companyBankrupt });
  });
});

describe('refuse', () => {
  it('throws the refusal as a DomainError with its parameters, and nothing for null', () => {
    expect(() => throwRefusal(null)).not.toThrow();
    const thrown = (() => {
      try {
        throwRefusal({ code: ErrorCode.teamFull, params: { count: 3 } });
      } catch (e) {
        return e;
      }
    })();
    expect(thrown).toBeInstanceOf(DomainError);
    expect(thrown).toMatchObject({ code: ErrorCode.teamFull, params: { count: 3 } });
  });
});
