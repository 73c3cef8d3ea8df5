import { z } from 'zod';
import { companyReadShape } from '../areas/company-read';
import { defineMessage } from '../messaging/message';
import { textSchema } from './text';
import { roundApplyMessage } from '../areas/round-messages';

const worldIdSchema = z.string().uuid();
const teamNameSchema = textSchema({ min: 1, max: 60 });
const passcodeSchema = textSchema({ min: 4, max: 32 });

export const teamViewSchema = z.object({
  teamId: z.string(),
  name: z.string(),
  companyId: z.string(),
  companyName: z.string(),
  companyStatus: z.number().int(),
  members: z.array(z.string()),
  /** The team's own words on its page (team settings). */
  description: z.string(),
  /** Shown to the team's own members only. */
  passcode: z.string().nullable(),
});
export type TeamView = z.infer<typeof teamViewSchema>;

/**
 * A decision the engine clipped or dropped when it resolved a round (libs/engine's warnings):
 * the area it belongs to, what happened (`code`) and the numbers and ids to say it with.
 */
export const roundWarningSchema = z.object({
  area: z.string().max(40),
  code: z.string().max(60),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
});
export const roundWarningViewSchema = roundWarningSchema.extend({ round: z.number().int() });
export type RoundWarning = z.infer<typeof roundWarningViewSchema>;

export const teamsMessages = {
  create: defineMessage(
    'teams',
    'team',
    'create',
    z.object({ worldId: worldIdSchema, teamName: teamNameSchema, companyName: teamNameSchema, passcode: passcodeSchema.optional() }).strict(),
    teamViewSchema,
  ),
  join: defineMessage(
    'teams',
    'team',
    'join',
    z.object({ worldId: worldIdSchema, teamId: z.string().uuid(), passcode: textSchema({ max: 32, trim: false }).default('') }).strict(),
    teamViewSchema,
  ),
  leave: defineMessage('teams', 'team', 'leave', z.object({ worldId: worldIdSchema }).strict(), z.object({ left: z.literal(true) })),
  rename: defineMessage(
    'teams',
    'team',
    'rename',
    z.object({ worldId: worldIdSchema, teamName: teamNameSchema.optional(), companyName: teamNameSchema.optional() }).strict(),
    teamViewSchema,
  ),
  resetPasscode: defineMessage('teams', 'team', 'resetPasscode', z.object({ worldId: worldIdSchema }).strict(), teamViewSchema),
  /** The caller's team with its members' names (for the team page), null when not on a team. */
  mine: defineMessage(
    'teams',
    'team',
    'mine',
    z.object({ worldId: worldIdSchema }).strict(),
    teamViewSchema.extend({ memberNames: z.array(z.object({ userId: z.string(), displayName: z.string() })) }).nullable(),
  ),
  list: defineMessage(
    'teams',
    'team',
    'list',
    z.object({ worldId: worldIdSchema }).strict(),
    z.array(teamViewSchema.omit({ passcode: true, members: true }).extend({ memberCount: z.number().int() })),
  ),
  /** Team settings, by its members when the world's teamSettings rule allows (510017). */
  updateSettings: defineMessage(
    'teams',
    'team',
    'updateSettings',
    z.object({ worldId: worldIdSchema, passcode: passcodeSchema.optional(), description: textSchema({ max: 500, multiline: true }).optional() }).strict(),
    teamViewSchema,
  ),
  /** A manager places a participant on a team (the rules for participants do not bind managers). */
  placeMember: defineMessage(
    'teams',
    'member',
    'place',
    z.object({ worldId: worldIdSchema, teamId: z.string().uuid(), userId: z.string().uuid() }).strict(),
    teamViewSchema,
  ),
  /** A manager takes a member off a team (510023 when they are not on it). */
  removeMember: defineMessage(
    'teams',
    'member',
    'remove',
    z.object({ worldId: worldIdSchema, teamId: z.string().uuid(), userId: z.string().uuid() }).strict(),
    teamViewSchema,
  ),
  /** From worlds (no HTTP route): someone has left the world, so they leave their team too. */
  dropFromWorld: defineMessage(
    'teams',
    'member',
    'dropFromWorld',
    z.object({ worldId: worldIdSchema, userId: z.string().uuid() }).strict(),
    z.object({ dropped: z.boolean() }),
  ),
  /** For worlds' details: the caller's company, and every company of the world with its status. */
  membership: defineMessage(
    'teams',
    'membership',
    'get',
    z.object({ worldId: worldIdSchema }).strict(),
    z.object({ companyId: z.string().nullable(), companies: z.array(z.object({ id: z.string(), status: z.number().int() })) }),
  ),
  /** For the engine and worlds' achievements (no HTTP route): every company of the world that a team runs, with its team. */
  roster: defineMessage(
    'teams',
    'company',
    'roster',
    z.object({ worldId: worldIdSchema }).strict(),
    z.array(
      z.object({
        companyId: z.string(),
        name: z.string(),
        teamId: z.string(),
        status: z.number().int(),
        /** For achievements: the team's name and its members' user ids. */
        teamName: z.string(),
        members: z.array(z.string()),
      }),
    ),
  ),
  /**
   * What the engine clipped or dropped of the company's decisions: the latest resolved round's
   * warnings, or a given round's. A company's own members only (like every company read).
   */
  warnings: defineMessage(
    'teams',
    'warning',
    'list',
    z.object({ ...companyReadShape, round: z.coerce.number().int().min(1).max(1000).optional() }).strict(),
    z.array(roundWarningViewSchema),
  ),
  /** From the engine: each company's status after a resolved round (3 once bankrupt) and the round's warnings. */
  apply: roundApplyMessage('teams', z.object({ status: z.union([z.literal(1), z.literal(3)]), warnings: z.array(roundWarningSchema).max(1000).default([]) })),
};
