import { identityMessages as identity } from '../messages/identity';
import { teamsMessages as teams } from '../messages/teams';
import { worldsMessages as worlds } from '../messages/worlds';
import { defineRoute } from './route';
import { SPEC_ROUTES } from './spec-routes';

/** Routes of the account area beyond section 7's. */
const ACCOUNT_ROUTES = [
  defineRoute({ method: 'POST', path: '/account/sign-up', message: identity.signUp, auth: 'public', roundBound: false }),
  defineRoute({ method: 'GET', path: '/admin/license', message: identity.license, auth: { role: 'admin' }, roundBound: false }),
  defineRoute({ method: 'PUT', path: '/admin/license', message: identity.installLicense, auth: { role: 'admin' }, roundBound: false }),
  defineRoute({ method: 'POST', path: '/admin/invitations', message: identity.invite, auth: { role: 'admin' }, roundBound: false }),
  defineRoute({ method: 'POST', path: '/admin/accounts/{userId}/roles', message: identity.grantRole, auth: { role: 'admin' }, roundBound: false }),
] as const;

/** Worlds beyond section 7's details and resources. */
const WORLD_ROUTES = [
  defineRoute({ method: 'POST', path: '/worlds', message: worlds.create, auth: { role: 'licensed' }, roundBound: false }),
  defineRoute({ method: 'GET', path: '/worlds', message: worlds.listMine, auth: 'signedIn', roundBound: false }),
  defineRoute({ method: 'GET', path: '/screenplays', message: worlds.screenplays, auth: { role: 'licensed' }, roundBound: false }),
  defineRoute({ method: 'POST', path: '/worlds/{worldId}/join', message: worlds.join, auth: 'signedIn', roundBound: false }),
  defineRoute({ method: 'GET', path: '/worlds/{worldId}/schedules', message: worlds.schedule, auth: 'signedIn', roundBound: false }),
  defineRoute({ method: 'PUT', path: '/worlds/{worldId}/schedules/{round}', message: worlds.moveDeadline, auth: 'signedIn', roundBound: false }),
  defineRoute({ method: 'POST', path: '/worlds/{worldId}/schedules/extend', message: worlds.extend, auth: 'signedIn', roundBound: false }),
  defineRoute({ method: 'POST', path: '/worlds/{worldId}/pause', message: worlds.pause, auth: 'signedIn', roundBound: false }),
  defineRoute({ method: 'POST', path: '/worlds/{worldId}/resume', message: worlds.resume, auth: 'signedIn', roundBound: false }),
  defineRoute({ method: 'GET', path: '/worlds/{worldId}/settings', message: worlds.settings, auth: 'signedIn', roundBound: false }),
  defineRoute({ method: 'PATCH', path: '/worlds/{worldId}/settings', message: worlds.updateSettings, auth: 'signedIn', roundBound: false }),
  defineRoute({ method: 'POST', path: '/worlds/{worldId}/rounds/close', message: worlds.closeRound, auth: 'signedIn', roundBound: false }),
  defineRoute({ method: 'POST', path: '/worlds/{worldId}/rounds/retry', message: worlds.retryRound, auth: 'signedIn', roundBound: false }),
  defineRoute({ method: 'GET', path: '/worlds/{worldId}/participants', message: worlds.listMembers, auth: 'signedIn', roundBound: false }),
  defineRoute({ method: 'POST', path: '/worlds/{worldId}/participants', message: worlds.addMembers, auth: 'signedIn', roundBound: false }),
  defineRoute({ method: 'DELETE', path: '/worlds/{worldId}/participants/{userId}', message: worlds.removeMember, auth: 'signedIn', roundBound: false }),
] as const;

/** The team page and team actions of a world's participants. */
const TEAM_ROUTES = [
  defineRoute({ method: 'GET', path: '/worlds/{worldId}/teams', message: teams.list, auth: 'signedIn', roundBound: false }),
  defineRoute({ method: 'GET', path: '/worlds/{worldId}/team', message: teams.mine, auth: 'signedIn', roundBound: false }),
  defineRoute({ method: 'POST', path: '/worlds/{worldId}/teams', message: teams.create, auth: 'signedIn', roundBound: false }),
  defineRoute({ method: 'POST', path: '/worlds/{worldId}/teams/{teamId}/join', message: teams.join, auth: 'signedIn', roundBound: false }),
  defineRoute({ method: 'POST', path: '/worlds/{worldId}/team/leave', message: teams.leave, auth: 'signedIn', roundBound: false }),
  defineRoute({ method: 'PATCH', path: '/worlds/{worldId}/team', message: teams.rename, auth: 'signedIn', roundBound: false }),
  defineRoute({ method: 'POST', path: '/worlds/{worldId}/team/passcode', message: teams.resetPasscode, auth: 'signedIn', roundBound: false }),
  defineRoute({ method: 'PATCH', path: '/worlds/{worldId}/team/settings', message: teams.updateSettings, auth: 'signedIn', roundBound: false }),
  defineRoute({ method: 'PUT', path: '/worlds/{worldId}/teams/{teamId}/members/{userId}', message: teams.placeMember, auth: 'signedIn', roundBound: false }),
  defineRoute({ method: 'DELETE', path: '/worlds/{worldId}/teams/{teamId}/members/{userId}', message: teams.removeMember, auth: 'signedIn', roundBound: false }),
] as const;

/** Every route of the gateway: the gateway serves these and nothing else under /api. */
export const API_ROUTES = [...SPEC_ROUTES, ...ACCOUNT_ROUTES, ...WORLD_ROUTES, ...TEAM_ROUTES] as const;
