import { z } from 'zod';
import { defineMessage } from '../messaging/message';
import { roleSchema } from '../messaging/caller';
import { defineRoute } from './route';

/** The calls section 7 of the specification names, with the fields of sections 3 and 7. */
export const profileReplySchema = z.object({
  isAuthenticated: z.boolean(),
  claims: z.object({
    userId: z.string(),
    sid: z.string(),
    roles: z.union([z.array(roleSchema), roleSchema]),
  }),
});

/** The profile of the caller (from the session in the message headers). */
export const profileMessage = defineMessage('identity', 'profile', 'get', z.object({}).strict(), profileReplySchema);

const worldIdSchema = z.string().min(1).max(64);
const worldRequestSchema = z.object({ worldId: worldIdSchema }).strict();

export const worldDetailsSchema = z.object({
  status: z.number().int(),
  currentRoundId: z.string().nullable(),
  userInWorldType: z.union([z.literal(1), z.literal(2)]),
  teamDetails: z
    .object({
      companyId: z.string().nullable(),
      companies: z.array(z.object({ id: z.string(), status: z.number().int() })),
    })
    .nullable(),
  enabledDiscussions: z.boolean(),
  canManageWorld: z.boolean(),
  joinedTeam: z.boolean(),
});

export const worldResourcesSchema = z.object({
  config: z.looseObject({ tradingType: z.number().int() }),
  resources: z.record(z.string(), z.unknown()),
});

export const SPEC_ROUTES = [
  defineRoute({
    method: 'GET',
    path: '/account/profile',
    message: profileMessage,
    auth: 'public',
    roundBound: false,
  }),
  defineRoute({
    method: 'GET',
    path: '/worlds/{worldId}/details',
    message: defineMessage('worlds', 'world', 'details', worldRequestSchema, worldDetailsSchema),
    auth: 'signedIn',
    roundBound: false,
  }),
  defineRoute({
    method: 'GET',
    path: '/worlds/{worldId}/resources',
    message: defineMessage('worlds', 'world', 'resources', worldRequestSchema, worldResourcesSchema),
    auth: 'signedIn',
    roundBound: false,
  }),
] as const;
