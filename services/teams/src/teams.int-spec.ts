import { ErrorCode, type Role, identityMessages, teamsMessages as t, worldsMessages as w } from '@simbiz/contracts';
import { Requester, type RunningService, bootstrapService } from '@simbiz/service-kit';
import { isolatedScope, startPeers } from '@simbiz/testing';
import { type NatsConnection, connect } from 'nats';
import { teamsMigrations } from './database/migrations';
import { TeamsModule } from './teams.module';

describe('teams and companies, under the world’s team rules (identity and worlds in their own processes)', () => {
  let service: RunningService;
  let nc: NatsConnection;
  let api: Requester;
  let stopPeers: () => Promise<void>;
  let worldId: string;
  const people: Record<string, { userId: string; roles: Role[] }> = {};
  const as = (name: string) => ({ caller: people[name] });

  beforeAll(async () => {
    const scope = await isolatedScope('teams');
    nc = await connect({ servers: scope.natsUrl });
    api = new Requester(nc, scope.subjectPrefix, 3_000);
    stopPeers = await startPeers(scope, api, ['identity', 'worlds']);
    service = await bootstrapService({ name: 'teams', module: TeamsModule, migrations: teamsMigrations }, { handleSignals: false, config: { ...scope, logLevel: 'silent' } });
    for (const name of ['teacher', 'ann', 'bo', 'cy', 'dee']) {
      const account = await api.call(identityMessages.signUp, { email: `${name}@school.example`, displayName: name, password: 'a long password' });
      people[name] = { userId: account.userId, roles: account.roles };
    }
    ({ worldId } = await api.call(
      w.create,
      {
        name: 'Teams', confirmName: 'Teams', screenplayId: 'starter', startAt: new Date(Date.now() + 3_600_000).toISOString(), teamMemberLimit: 2,
        teamRules: { createTeam: true, joinTeam: true, leaveTeam: false, resetPasscode: true, teamSettings: true, rename: true },
      },
      as('teacher'),
    ));
    await api.call(w.addMembers, { worldId, emails: ['ann@school.example', 'bo@school.example', 'cy@school.example'] }, as('teacher'));
  }, 90_000);
  afterAll(async () => {
    await service?.close();
    await stopPeers?.();
    await nc?.close();
  });

  it('lets a participant found a team with its company, once; managers never join teams', async () => {
    expect((await api.send(t.create, { worldId, teamName: 'Teachers', companyName: 'Staff' }, as('teacher'))).code).toBe(ErrorCode.managerCannotJoinTeam);
    const team = await api.call(t.create, { worldId, teamName: 'Blue', companyName: 'Blue Bags', passcode: 'blue-1234' }, as('ann'));
    expect(team).toMatchObject({ name: 'Blue', companyName: 'Blue Bags', companyStatus: 1, members: [people['ann']?.userId], passcode: 'blue-1234' });
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
    expect(details).toMatchObject({ joinedTeam: true, teamDetails: { companyId: mine?.companyId, companies: [{ id: mine?.companyId, status: 1 }] } });
    expect(await api.call(w.details, { worldId }, as('cy'))).toMatchObject({ joinedTeam: false, teamDetails: { companyId: null } });
  });
});
