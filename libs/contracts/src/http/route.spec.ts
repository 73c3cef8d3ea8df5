import { z } from 'zod';
import { defineMessage } from '../messaging/message';
import { isCommandSubject } from '../messaging/subjects';
import { defineRoute, pathParameters } from './route';
import { profileReplySchema } from '../messages/identity';
import { worldDetailsSchema, worldsMessages } from '../messages/worlds';
import { API } from './api';
import { API_ROUTES } from './routes';

describe('the gateway route table', () => {
  const message = defineMessage('worlds', 'world', 'pause', z.object({ worldId: z.string() }), z.object({}));

  it('lists the calls of section 7 and binds every route to a command with a unique method + path', () => {
    const spec = [API.identity.profile, API.worlds.details, API.worlds.resources].map((r) => `${r.method} ${r.path}`);
    expect(spec).toEqual(['GET /account/profile', 'GET /worlds/{worldId}/details', 'GET /worlds/{worldId}/resources']);
    const keys = API_ROUTES.map((r) => `${r.method} ${r.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(API_ROUTES).toHaveLength(Object.values(API).reduce((n, area) => n + Object.keys(area).length, 0));
    for (const route of API_ROUTES) expect(isCommandSubject(route.message.subject)).toBe(true);
    expect(API_ROUTES.find((r) => r.path === '/worlds/{worldId}/details')?.message).toBe(worldsMessages.details);
  });

  it('reads path parameters and refuses a repeated one or a round-bound read', () => {
    expect(pathParameters('/worlds/{worldId}/teams/{teamId}')).toEqual(['worldId', 'teamId']);
    expect(() => defineRoute({ method: 'POST', path: '/w/{id}/x/{id}', message, auth: 'signedIn', roundBound: true })).toThrow(/repeats/);
    expect(() => defineRoute({ method: 'GET', path: '/w/{worldId}', message, auth: 'signedIn', roundBound: true })).toThrow(/never bound/);
    expect(() => defineRoute({ method: 'POST', path: '/w/{worldId}', message, auth: 'signedIn', roundBound: false, cachedPerWorld: true })).toThrow(
      /cached per world/,
    );
    expect(() => defineRoute({ method: 'GET', path: '/w', message, auth: 'signedIn', roundBound: false, cachedPerWorld: true })).toThrow(/cached per world/);
    expect(defineRoute({ method: 'GET', path: '/w/{worldId}', message, auth: 'signedIn', roundBound: false, cachedPerWorld: true }).cachedPerWorld).toBe(true);
  });

  it('describes the profile and world details with the fields of sections 3 and 7', () => {
    expect(profileReplySchema.parse({ isAuthenticated: true, claims: { userId: 'u', sid: 's', roles: 'admin' } })).toBeTruthy();
    const details = {
      name: 'Spring cohort',
      status: 2,
      currentRoundId: 'r3',
      userInWorldType: 1,
      teamDetails: { companyId: 'c1', companies: [{ id: 'c1', status: 1 }] },
      enabledDiscussions: true,
      canManageWorld: false,
      joinedTeam: true,
    };
    expect(worldDetailsSchema.parse(details)).toEqual(details);
    expect(worldDetailsSchema.safeParse({ ...details, userInWorldType: 3 }).success).toBe(false);
  });
});
