import { profileMessage } from '../messages/identity';
import { worldsMessages } from '../messages/worlds';
import { defineRoute } from './route';

/** The calls section 7 of the specification names. */
export const SPEC_ROUTES = [
  defineRoute({ method: 'GET', path: '/account/profile', message: profileMessage, auth: 'public', roundBound: false }),
  defineRoute({ method: 'GET', path: '/worlds/{worldId}/details', message: worldsMessages.details, auth: 'signedIn', roundBound: false, cachedPerWorld: true }),
  defineRoute({ method: 'GET', path: '/worlds/{worldId}/resources', message: worldsMessages.resources, auth: 'signedIn', roundBound: false, cachedPerWorld: true }),
] as const;
