import { ErrorCode, identityMessages, USER_IN_WORLD_TYPE, worldsMessages as m } from '@simbiz/contracts';
import { Requester } from '@simbiz/service-kit';
import { worldsSuite } from '../test-support/worlds-suite';

describe('managing the people of a world', () => {
  let api: Requester;
  let worldId: string;
  const people: Record<string, { userId: string; roles: ('admin' | 'licensed')[] }> = {};

  const suite = worldsSuite('participants');

  beforeAll(async () => {
    api = suite.api;
    for (const name of ['teacher', 'amy', 'ben', 'cal']) {
      const account = await api.call(identityMessages.signUp, {
        email: `${name}@school.example`,
        displayName: name.toUpperCase(),
        password: 'a long password',
      });
      people[name] = { userId: account.userId, roles: account.roles };
    }
    const created = await api.call(
      m.create,
      { name: 'People', confirmName: 'People', screenplayId: 'starter', startAt: new Date(Date.now() + 3_600_000).toISOString(), memberLimit: 2 },
      { caller: people['teacher'] },
    );
    worldId = created.worldId;
  }, 90_000);

  const as = (name: string) => ({ caller: people[name] });

  it('adds people by email, all or none', async () => {
    const unknown = await api.send(m.addMembers, { worldId, emails: ['amy@school.example', 'nobody@school.example'] }, as('teacher'));
    expect(unknown).toEqual({ code: ErrorCode.userNotFound, data: { details: { emails: ['nobody@school.example'] } } });
    expect(await api.call(m.addMembers, { worldId, emails: ['AMY@school.example', 'ben@school.example'] }, as('teacher'))).toEqual({ added: 2 });
    expect((await api.send(m.addMembers, { worldId, emails: ['amy@school.example'] }, as('teacher'))).code).toBe(ErrorCode.alreadyJoined);
    expect(await api.send(m.addMembers, { worldId, emails: ['cal@school.example'] }, as('teacher'))).toEqual({
      code: ErrorCode.memberLimitPerSimulation,
      data: { params: { count: 2 } },
    });
  });

  it('lists the people with their names for managers only', async () => {
    const list = await api.call(m.listMembers, { worldId }, as('teacher'));
    expect(list.map((p) => [p.displayName, p.userInWorldType])).toEqual([
      ['TEACHER', 2],
      ['AMY', 1],
      ['BEN', 1],
    ]);
    expect((await api.send(m.listMembers, { worldId }, as('amy'))).code).toBe(ErrorCode.worldManageNotAuthorized);
    expect((await api.send(m.listMembers, { worldId }, as('cal'))).code).toBe(ErrorCode.notParticipant);
  });

  it('removes people, but never the manager themself, and only members', async () => {
    expect((await api.send(m.removeMember, { worldId, userId: people['teacher']?.userId ?? '' }, as('teacher'))).code).toBe(ErrorCode.cannotRemoveSelf);
    expect((await api.send(m.removeMember, { worldId, userId: people['cal']?.userId ?? '' }, as('teacher'))).code).toBe(ErrorCode.userNotJoined);
    expect(await api.call(m.removeMember, { worldId, userId: people['ben']?.userId ?? '' }, as('teacher'))).toEqual({ removed: true });
    expect((await api.call(m.listMembers, { worldId }, as('teacher'))).map((p) => p.displayName)).toEqual(['TEACHER', 'AMY']);
  });

  it('makes a co-manager, who can then manage the people too', async () => {
    await api.call(m.addMembers, { worldId, emails: ['cal@school.example'], userInWorldType: USER_IN_WORLD_TYPE.manager }, as('teacher'));
    expect((await api.call(m.listMembers, { worldId }, as('cal'))).length).toBe(3);
    expect(await api.call(m.details, { worldId }, as('cal'))).toMatchObject({ userInWorldType: USER_IN_WORLD_TYPE.manager, canManageWorld: true });
  });
});
