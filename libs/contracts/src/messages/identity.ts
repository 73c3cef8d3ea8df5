import { z } from 'zod';
import { roleSchema } from '../messaging/caller';
import { defineMessage } from '../messaging/message';
import { textSchema } from './text';

/** Messages the identity service answers. The gateway calls them; nothing else reads accounts. */
export const emailSchema = z.string().trim().toLowerCase().pipe(z.email()).pipe(z.string().max(254));
export const passwordSchema = z.string().min(8).max(200);
/** A session id as identity makes them (base64url); anything else names no session. */
export const sidSchema = z.string().regex(/^[\w-]{1,200}$/);
export const displayNameSchema = textSchema({ min: 1, max: 80 });

const accountSchema = z.object({
  userId: z.string(),
  email: z.string(),
  displayName: z.string(),
  roles: z.array(roleSchema),
});
export type Account = z.infer<typeof accountSchema>;

const sessionSchema = z.object({ sid: z.string(), userId: z.string(), roles: z.array(roleSchema) });
export type Session = z.infer<typeof sessionSchema>;

/** Why a license is invalid, for a page to put in words (`detail` says it in English, for logs and tools). */
export const LICENSE_PROBLEMS = ['notJson', 'malformed', 'signature', 'expired'] as const;
export type LicenseProblem = (typeof LICENSE_PROBLEMS)[number];

export const licenseInfoSchema = z.object({
  state: z.enum(['community', 'valid', 'invalid']),
  licensee: z.string().nullable(),
  seats: z.number().int(),
  simulations: z.number().int(),
  /** Participants one instructor may have across their worlds (110013). */
  membersPerInstructor: z.number().int(),
  expiresAt: z.string().nullable(),
  usedSeats: z.number().int(),
  detail: z.string().nullable(),
  /** Set exactly when the state is invalid. */
  reason: z.enum(LICENSE_PROBLEMS).nullable(),
});
export type LicenseInfo = z.infer<typeof licenseInfoSchema>;

/** The profile of section 7: who is signed in, with which roles. */
export const profileReplySchema = z.object({
  isAuthenticated: z.boolean(),
  claims: z.object({
    userId: z.string(),
    sid: z.string(),
    roles: z.union([z.array(roleSchema), roleSchema]),
  }),
  /** Who is signed in, for the top navigation (section 3's user display); null when nobody is. */
  user: z.object({ name: z.string(), email: z.string(), avatarSeed: z.string() }).nullable().optional(),
});

/** The profile of the caller (from the session in the message headers). */
export const profileMessage = defineMessage(
  'identity',
  'profile',
  'get',
  // A silent load (a background refresh) does not count as a visit: last login time stays (section 9).
  z.object({ silent: z.enum(['true', 'false']).optional() }).strict(),
  profileReplySchema,
);

export const identityMessages = {
  signUp: defineMessage(
    'identity',
    'account',
    'signUp',
    z.object({ email: emailSchema, displayName: displayNameSchema, password: passwordSchema }).strict(),
    accountSchema,
  ),
  signIn: defineMessage('identity', 'session', 'signIn', z.object({ email: emailSchema, password: z.string().min(1).max(200) }).strict(), sessionSchema),
  signOut: defineMessage('identity', 'session', 'signOut', z.object({ sid: sidSchema }).strict(), z.object({ signedOut: z.boolean() })),
  /** The gateway asks which account a session cookie belongs to; null when none or expired. */
  resolveSession: defineMessage('identity', 'session', 'resolve', z.object({ sid: sidSchema }).strict(), sessionSchema.nullable()),
  grantRole: defineMessage('identity', 'account', 'grantRole', z.object({ userId: z.string().uuid(), role: roleSchema }).strict(), accountSchema),
  /** Invite-only installations: an admin invites an email, which may then sign up. */
  invite: defineMessage('identity', 'invitation', 'create', z.object({ email: emailSchema }).strict(), z.object({ email: z.string(), invitedBy: z.string() })),
  installLicense: defineMessage('identity', 'license', 'install', z.object({ document: z.string().min(1).max(20_000) }).strict(), licenseInfoSchema),
  license: defineMessage('identity', 'license', 'get', z.object({}).strict(), licenseInfoSchema),
  /** For other services: the accounts behind emails (unknown emails are left out). */
  findByEmails: defineMessage(
    'identity',
    'account',
    'findByEmails',
    z.object({ emails: z.array(emailSchema).min(1).max(500) }).strict(),
    z.array(z.object({ userId: z.string(), email: z.string(), displayName: z.string() })),
  ),
  /** For other services: names and emails of accounts, to show lists of people. */
  describe: defineMessage(
    'identity',
    'account',
    'describe',
    z.object({ userIds: z.array(z.string().uuid()).max(5_000) }).strict(),
    z.array(z.object({ userId: z.string(), email: z.string(), displayName: z.string() })),
  ),
  /** For services enforcing the license (worlds: 130015, 110013); no secrets, any caller. */
  limits: defineMessage(
    'identity',
    'license',
    'limits',
    z.object({}).strict(),
    z.object({ state: licenseInfoSchema.shape.state, seats: z.number().int(), simulations: z.number().int(), membersPerInstructor: z.number().int() }),
  ),
};
