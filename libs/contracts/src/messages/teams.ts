import { z } from 'zod';
import { defineMessage } from '../messaging/message';
import { teamRulesSchema } from './worlds';

const worldIdSchema = z.string().uuid();
const teamNameSchema = z.string().trim().min(1).max(60);
const passcodeSchema = z.string().trim().min(4).max(32);

export const teamViewSchema = z.object({
  teamId: z.string(),
  name: z.string(),
  companyId: z.string(),
  companyName: z.string(),
  companyStatus: z.number().int(),
  members: z.array(z.string()),
  /** Shown to the team's own members only. */
  passcode: z.string().nullable(),
});
export type TeamView = z.infer<typeof teamViewSchema>;

/** What worlds tells teams about a world and the caller's place in it. */
export const worldContextSchema = z.object({
  status: z.number().int(),
  userInWorldType: z.union([z.literal(1), z.literal(2)]),
  teamMemberLimit: z.number().int(),
  teamRules: teamRulesSchema,
});

export const teamsMessages = {
  create: defineMessage(
    'teams',
    'team',
    'create',
    z.object({ worldId: worldIdSchema, teamName: teamNameSchema, companyName: teamNameSchema, passcode: passcodeSchema.optional() }).strict(),
    teamViewSchema,
  ),
  join: defineMessage('teams', 'team', 'join', z.object({ worldId: worldIdSchema, teamId: z.string().uuid(), passcode: z.string().max(32).default('') }).strict(), teamViewSchema),
  leave: defineMessage('teams', 'team', 'leave', z.object({ worldId: worldIdSchema }).strict(), z.object({ left: z.literal(true) })),
  rename: defineMessage(
    'teams',
    'team',
    'rename',
    z.object({ worldId: worldIdSchema, teamName: teamNameSchema.optional(), companyName: teamNameSchema.optional() }).strict(),
    teamViewSchema,
  ),
  resetPasscode: defineMessage('teams', 'team', 'resetPasscode', z.object({ worldId: worldIdSchema }).strict(), teamViewSchema),
  mine: defineMessage('teams', 'team', 'mine', z.object({ worldId: worldIdSchema }).strict(), teamViewSchema.nullable()),
  list: defineMessage(
    'teams',
    'team',
    'list',
    z.object({ worldId: worldIdSchema }).strict(),
    z.array(teamViewSchema.omit({ passcode: true, members: true }).extend({ memberCount: z.number().int() })),
  ),
  /** For worlds' details: the caller's company, and every company of the world with its status. */
  membership: defineMessage(
    'teams',
    'membership',
    'get',
    z.object({ worldId: worldIdSchema }).strict(),
    z.object({ companyId: z.string().nullable(), companies: z.array(z.object({ id: z.string(), status: z.number().int() })) }),
  ),
};
