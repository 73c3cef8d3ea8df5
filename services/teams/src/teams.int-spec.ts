import { COMPANY_STATUS, ErrorCode, identityMessages, type Role, teamsMessages as t, worldsMessages as w } from '@simbiz/contracts';
import { bootstrapService, Requester } from '@simbiz/service-kit';
import { serviceSuite } from '@simbiz/testing';
import { teamsMigrations } from './database/migrations';
import { TeamsModule } from './teams.module';

describe('teams and companies, under the world’s team rules (identity and worlds in their own processes)', () => {
  let api: Requester;
  let worldId: string;
  const people: Record<string, { userId: string; roles: Role[] }> = {};
  const as = (name: string) => ({ caller: people[name] });

  const suite = serviceSuite('teams', {
    requester: (nc, prefix) => new Requester(nc, prefix, 3_000),
    peers: ['identity', 'worlds'],
    service: (options) => bootstrapService({ name: 'teams', module: TeamsModule, migrations: teamsMigrations }, options),
    timeoutMs: 90_000,
  });

  beforeAll(async () => {
    api = suite.api;
    for (const name of ['teacher', 'ann', 'bo', 'cy', 'dee']) {
      const account = await api.call(identityMessages.signUp, { email: `${name}@school.example`, displayName: name, password: 'a long password' });
      people[name] = { userId: account.userId, roles: account.roles };
    }
    ({ worldId } = await api.call(
      w.create,
      {
        name: 'Teams',
        confirmName: 'Teams',
        screenplayId: 'starter',
        startAt: new Date(Date.now() + 3_600_000).toISOString(),
        teamMemberLimit: 2,
        teamLimit: 2,
        teamRules: { createTeam: true, joinTeam: true, leaveTeam: false, resetPasscode: true, teamSettings: true, rename: true },
      },
      as('teacher'),
    ));
    await api.call(w.addMembers, { worldId, emails: ['ann@school.example', 'bo@school.example', 'cy@school.example'] }, as('teacher'));
  }, 90_000);

  it('lets a participant found a team with its company, once; managers never join teams', async () => {
    expect((await api.send(t.create, { worldId, teamName: 'Teachers', companyName: 'Staff' }, as('teacher'))).code).toBe(ErrorCode.managerCannotJoinTeam);
    const team = await api.call(t.create, { worldId, teamName: 'Blue', companyName: 'Blue Bags', passcode: 'blue-1234' }, as('ann'));
    expect(team).toMatchObject({
      name: 'Blue',
      companyName: 'Blue Bags',
      companyStatus: COMPANY_STATUS.active,
      members: [people['ann']?.userId],
      passcode: 'blue-1234',
    });
    expect((await api.send(t.create, { worldId, teamName: 'Other', companyName: 'Other Co' }, as('ann'))).code).toBe(ErrorCode.alreadyInTeam);
  });

  it('keeps team and company names unique in the world', async () => {
    expect((await api.send(t.create, { worldId, teamName: 'BLUE', companyName: 'Fresh' }, as('bo'))).code).toBe(ErrorCode.teamNameExists);
    expect((await api.send(t.create, { worldId, teamName: 'Fresh', companyName: 'blue bags' }, as('bo'))).code).toBe(ErrorCode.companyNameExists);
  });

  it('lets others join with the passcode, up to the team limit', async () => {
    const [blue] = await api.call(t.list, { worldId }, as('bo'));
    const teamId = blue?.teamId ?? '';
    expect((await api.send(t.join, { worldId, teamId, passcode: 'nope-0000' }, as('bo'))).code).toBe(ErrorCode.teamPasscodeIncorrect);
    expect((await api.call(t.join, { worldId, teamId, passcode: 'blue-1234' }, as('bo'))).members).toHaveLength(2);
    expect(await api.send(t.join, { worldId, teamId, passcode: 'blue-1234' }, as('cy'))).toEqual({ code: ErrorCode.teamFull, data: { params: { count: 2 } } });
    expect((await api.send(t.join, { worldId, teamId, passcode: 'blue-1234' }, as('dee'))).code).toBe(ErrorCode.notParticipant);
    expect(await api.call(t.list, { worldId }, as('cy'))).toEqual([expect.objectContaining({ name: 'Blue', memberCount: 2 })]);
  });

  it('applies the world’s rules: here nobody may leave a team', async () => {
    expect((await api.send(t.leave, { worldId }, as('bo'))).code).toBe(ErrorCode.teamLeaveForbidden);
  });

  it('renames and resets the passcode for the team’s members', async () => {
    const renamed = await api.call(t.rename, { worldId, companyName: 'Blue Backpacks' }, as('bo'));
    expect(renamed.companyName).toBe('Blue Backpacks');
    const reset = await api.call(t.resetPasscode, { worldId }, as('ann'));
    expect(reset.passcode).toMatch(/^\d{6}$/);
    expect((await api.send(t.rename, { worldId, teamName: 'X' }, as('cy'))).code).toBe(ErrorCode.notInTeam);
  });

  it('gives the world’s details the caller’s company and every company’s status', async () => {
    const mine = await api.call(t.mine, { worldId }, as('ann'));
    const details = await api.call(w.details, { worldId }, as('ann'));
    expect(details).toMatchObject({
      joinedTeam: true,
      teamDetails: { companyId: mine?.companyId, companies: [{ id: mine?.companyId, status: COMPANY_STATUS.active }] },
    });
    expect(await api.call(w.details, { worldId }, as('cy'))).toMatchObject({ joinedTeam: false, teamDetails: { companyId: null } });
  });

  it('keeps what the engine clipped of a round for the company’s own members, a re-run replacing it', async () => {
    const mine = await api.call(t.mine, { worldId }, as('ann'));
    const companyId = mine?.companyId ?? '';
    const clipped = { area: 'production', code: 'storageCapacityExceeded', params: { modelId: 'm1', wanted: 20_000, made: 13_333 } };
    expect(await api.call(t.warnings, { worldId }, as('ann'))).toEqual([]);
    await api.call(t.apply, { worldId, round: 1, companies: { [companyId]: { status: COMPANY_STATUS.active, warnings: [clipped, clipped] } } });
    await api.call(t.apply, { worldId, round: 1, companies: { [companyId]: { status: COMPANY_STATUS.active, warnings: [clipped] } } });
    expect(await api.call(t.warnings, { worldId }, as('ann'))).toEqual([{ round: 1, ...clipped }]);
    // A round without warnings is the latest: the page shows nothing rather than round 1's again.
    await api.call(t.apply, { worldId, round: 2, companies: { [companyId]: { status: COMPANY_STATUS.active } } });
    expect(await api.call(t.warnings, { worldId }, as('ann'))).toEqual([]);
    expect(await api.call(t.warnings, { worldId, round: 1 }, as('ann'))).toEqual([{ round: 1, ...clipped }]);
    await expect(api.call(t.warnings, { worldId }, as('cy'))).rejects.toMatchObject({ code: ErrorCode.notInTeam });
    await expect(api.call(t.warnings, { worldId }, as('dee'))).rejects.toMatchObject({ code: ErrorCode.notParticipant });
  });

  it('keeps team settings to the members, under the teamSettings rule (510017)', async () => {
    const updated = await api.call(t.updateSettings, { worldId, description: 'We make blue bags.', passcode: 'azure-99' }, as('ann'));
    expect(updated).toMatchObject({ description: 'We make blue bags.', passcode: 'azure-99' });
    expect((await api.send(t.updateSettings, { worldId, description: 'x' }, as('cy'))).code).toBe(ErrorCode.notInTeam);
    await api.call(w.updateSettings, { worldId, teamRules: { teamSettings: false } }, as('teacher'));
    expect((await api.send(t.updateSettings, { worldId, description: 'Changed' }, as('ann'))).code).toBe(ErrorCode.teamSettingsForbidden);
    expect((await api.call(t.list, { worldId }, as('cy')))[0]).toMatchObject({ description: 'We make blue bags.' });
  });

  it('lets managers arrange teams: place a participant, take a member off (510023), never a manager', async () => {
    const [blue] = await api.call(t.list, { worldId }, as('ann'));
    const teamId = blue?.teamId ?? '';
    const cy = people['cy']?.userId ?? '';
    const bo = people['bo']?.userId ?? '';
    expect((await api.send(t.removeMember, { worldId, teamId, userId: cy }, as('ann'))).code).toBe(ErrorCode.worldManageNotAuthorized);
    expect((await api.send(t.removeMember, { worldId, teamId, userId: cy }, as('teacher'))).code).toBe(ErrorCode.notTeamMember);
    expect((await api.send(t.placeMember, { worldId, teamId, userId: cy }, as('teacher'))).code).toBe(ErrorCode.teamFull);
    expect((await api.call(t.removeMember, { worldId, teamId, userId: bo }, as('teacher'))).members).toEqual([people['ann']?.userId]);
    expect((await api.call(t.placeMember, { worldId, teamId, userId: cy }, as('teacher'))).members).toHaveLength(2);
    expect((await api.send(t.placeMember, { worldId, teamId, userId: people['teacher']?.userId ?? '' }, as('teacher'))).code).toBe(
      ErrorCode.managerCannotJoinTeam,
    );
    expect((await api.send(t.placeMember, { worldId, teamId, userId: people['dee']?.userId ?? '' }, as('teacher'))).code).toBe(ErrorCode.userNotJoined);
  });

  it('refuses teams beyond the world’s team limit (510031)', async () => {
    await api.call(t.create, { worldId, teamName: 'Red', companyName: 'Red Bags' }, as('bo'));
    await api.call(w.addMembers, { worldId, emails: ['dee@school.example'] }, as('teacher'));
    expect(await api.send(t.create, { worldId, teamName: 'Green', companyName: 'Green Bags' }, as('dee'))).toEqual({
      code: ErrorCode.teamLimitReached,
      data: { params: { count: 2 } },
    });
  });

  it('takes people off their team when they are removed from the world', async () => {
    const bo = people['bo']?.userId ?? '';
    await api.call(w.removeMember, { worldId, userId: bo }, as('teacher'));
    expect(await api.call(t.list, { worldId }, as('ann'))).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'Red', memberCount: 0 })]));
  });
});
