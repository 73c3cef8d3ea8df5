import {
  categorySchema,
  localizedSchema,
  marketSchema,
  physicalAttributeSchema,
  platformSchema,
  productionSchema,
  promotionChannelSchema,
  segmentSchema,
  valuePropositionSchema,
  warehouseSchema,
} from '@simbiz/engine';
import { z } from 'zod';
import { defineMessage } from '../messaging/message';
import { screenplayIdSchema, textSchema } from './text';

/** What section 3 and 7 say a world's details and resources hold. */
export const worldDetailsSchema = z.object({
  /** The world's name, for the page title and the world menu. */
  name: z.string(),
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

/**
 * What a world's pages read of its screenplay (services/worlds, world-resources.ts): names in every
 * locale, and the limits a form checks before it asks. The market model's hidden parameters are
 * not part of it.
 */
export const worldResourcesSchema = z.object({
  config: z.object({
    tradingType: z.union([z.literal(1), z.literal(2)]),
    rounds: z.number().int(),
    daysPerRound: z.number().int(),
    baseCurrency: z.string(),
  }),
  resources: z.object({
    screenplay: z.object({ id: z.string(), name: localizedSchema, description: localizedSchema }),
    markets: z.array(marketSchema.pick({ id: true, name: true, currency: true })),
    segments: z.array(segmentSchema.pick({ id: true, name: true, marketId: true })),
    platforms: z.array(platformSchema.pick({ id: true, name: true, marketId: true, openingFee: true, commissionRate: true })),
    attributes: z.array(
      physicalAttributeSchema.pick({ id: true, name: true, unit: true, gradeMin: true, gradeMax: true, startingGrade: true, incompatibleWith: true }),
    ),
    valuePropositions: z.array(valuePropositionSchema.pick({ id: true, name: true, description: true })),
    categories: z.array(categorySchema.pick({ id: true, name: true, attributeIds: true, packageVolumeM3: true })),
    warehouses: z.array(warehouseSchema.pick({ id: true, name: true, marketId: true, capacityM3: true })),
    promotionChannels: z.array(promotionChannelSchema.pick({ id: true, name: true, marketId: true })),
    production: productionSchema.pick({ capacityPerRound: true, setupCost: true }),
    finance: z.object({
      initialCapital: z.number().int(),
      smeLoan: z.object({ minAmount: z.number().int(), maxAmount: z.number().int(), interestPerRound: z.number(), termRounds: z.number().int() }),
    }),
  }),
});

/** At most this many computer-run companies in a world. */
export const BOT_COMPANY_LIMIT = 200;

export const worldNameSchema = textSchema({ min: 1, max: 80 });
const worldIdSchema = z.string().uuid();

export const teamRulesSchema = z.object({
  createTeam: z.boolean().default(true),
  joinTeam: z.boolean().default(true),
  leaveTeam: z.boolean().default(true),
  resetPasscode: z.boolean().default(true),
  teamSettings: z.boolean().default(true),
  rename: z.boolean().default(true),
});

/** A change to some team rules: the ones named change, the others stay. */
const teamRulesPatchSchema = z
  .object({
    createTeam: z.boolean(),
    joinTeam: z.boolean(),
    leaveTeam: z.boolean(),
    resetPasscode: z.boolean(),
    teamSettings: z.boolean(),
    rename: z.boolean(),
  })
  .partial()
  .strict();

export const worldSummarySchema = z.object({
  worldId: z.string(),
  name: z.string(),
  status: z.number().int(),
  userInWorldType: z.union([z.literal(1), z.literal(2)]),
  startAt: z.string(),
  screenplayId: z.string(),
});

export const participantSchema = z.object({
  userId: z.string(),
  email: z.string(),
  displayName: z.string(),
  userInWorldType: z.union([z.literal(1), z.literal(2)]),
  joinedAt: z.string(),
});

export const scheduleSchema = z.object({
  status: z.number().int(),
  /** Round 0 is the end of preparation (the start); round k ends at its deadline. */
  deadlines: z.array(z.object({ round: z.number().int(), at: z.string(), finished: z.boolean() })),
});

/** What managers may change in a world's settings page; every field is optional in an update. */
export const worldSettingsSchema = z.object({
  name: worldNameSchema,
  /** null: anyone with the world's id may join; a string: they must also know it. */
  passcode: z.string().min(1).max(32).nullable(),
  acceptingMembers: z.boolean(),
  memberLimit: z.number().int().min(1).max(10_000),
  teamMemberLimit: z.number().int().min(1).max(50),
  teamLimit: z.number().int().min(1).max(200),
  enabledDiscussions: z.boolean(),
  teamRules: teamRulesSchema,
  /** Rounds to play: from 1 to the screenplay's rounds (140019); changed in preparation only. */
  rounds: z.number().int(),
  /** Companies the engine's bots run beside the teams' (set before the first round is resolved). */
  botCompanies: z.number().int().min(0).max(BOT_COMPANY_LIMIT),
});

const localizedTextSchema = z.object({ en: z.string(), 'zh-Hans': z.string(), th: z.string() });

/** A screenplay an instructor may start a world from. */
export const screenplaySummarySchema = z.object({
  id: z.string(),
  name: localizedTextSchema,
  description: localizedTextSchema,
  rounds: z.number().int(),
});

const roundReportSchema = z.object({ worldId: worldIdSchema, round: z.number().int().min(1) }).strict();
const stageSchema = z.object({ status: z.number().int(), currentRoundId: z.string().nullable() });

export const worldsMessages = {
  /** Start time and confirming name are checked by the service to answer 130033, 130035, 120003. */
  create: defineMessage(
    'worlds',
    'world',
    'create',
    z
      .object({
        name: worldNameSchema,
        confirmName: textSchema({ max: 80, trim: false }),
        screenplayId: screenplayIdSchema,
        startAt: z.iso.datetime({ offset: true }).optional(),
        passcode: textSchema({ min: 1, max: 32, trim: false }).optional(),
        memberLimit: z.number().int().min(1).max(10_000).default(200),
        /** Hours between round deadlines when the schedule is first laid out. */
        roundLengthHours: z
          .number()
          .int()
          .min(1)
          .max(24 * 365)
          .default(168),
        teamMemberLimit: z.number().int().min(1).max(50).default(6),
        teamLimit: z.number().int().min(1).max(200).default(30),
        /** Rounds to play, from 1 to the screenplay's (140019); the screenplay's when absent. */
        rounds: z.number().int().optional(),
        botCompanies: z.number().int().min(0).max(BOT_COMPANY_LIMIT).default(4),
        enabledDiscussions: z.boolean().default(true),
        teamRules: teamRulesSchema.default({ createTeam: true, joinTeam: true, leaveTeam: true, resetPasscode: true, teamSettings: true, rename: true }),
      })
      .strict(),
    z.object({ worldId: z.string() }),
  ),
  listMine: defineMessage('worlds', 'world', 'listMine', z.object({}).strict(), z.array(worldSummarySchema)),
  /** The shipped screenplays, for the create-a-world form. */
  screenplays: defineMessage('worlds', 'screenplay', 'list', z.object({}).strict(), z.array(screenplaySummarySchema)),
  join: defineMessage(
    'worlds',
    'world',
    'join',
    z.object({ worldId: worldIdSchema, passcode: textSchema({ max: 32, trim: false }).optional() }).strict(),
    z.object({ userInWorldType: z.literal(1) }),
  ),
  /** Managers add people by email: as participants (1) or co-managers (2). */
  addMembers: defineMessage(
    'worlds',
    'participant',
    'add',
    z
      .object({
        worldId: worldIdSchema,
        emails: z.array(z.string().trim().toLowerCase().pipe(z.email())).min(1).max(500),
        userInWorldType: z.union([z.literal(1), z.literal(2)]).default(1),
      })
      .strict(),
    z.object({ added: z.number().int() }),
  ),
  removeMember: defineMessage(
    'worlds',
    'participant',
    'remove',
    z.object({ worldId: worldIdSchema, userId: z.string().uuid() }).strict(),
    z.object({ removed: z.literal(true) }),
  ),
  listMembers: defineMessage('worlds', 'participant', 'list', z.object({ worldId: worldIdSchema }).strict(), z.array(participantSchema)),
  schedule: defineMessage('worlds', 'schedule', 'get', z.object({ worldId: worldIdSchema }).strict(), scheduleSchema),
  /** A deadline moved by a manager; `at` is checked by the service to answer 140003. */
  moveDeadline: defineMessage(
    'worlds',
    'schedule',
    'moveDeadline',
    z.object({ worldId: worldIdSchema, round: z.coerce.number().int().min(0), at: z.iso.datetime({ offset: true }).optional() }).strict(),
    scheduleSchema,
  ),
  /** Every deadline not yet passed moves later by `minutes`. */
  extend: defineMessage(
    'worlds',
    'schedule',
    'extend',
    z
      .object({
        worldId: worldIdSchema,
        minutes: z
          .number()
          .int()
          .min(1)
          .max(60 * 24 * 365),
      })
      .strict(),
    scheduleSchema,
  ),
  pause: defineMessage('worlds', 'world', 'pause', z.object({ worldId: worldIdSchema }).strict(), z.object({ status: z.number().int() })),
  resume: defineMessage('worlds', 'world', 'resume', z.object({ worldId: worldIdSchema }).strict(), z.object({ status: z.number().int() })),
  /** For the gateway: the round a write must be bound to (x-vrid), null before the first round. */
  currentRound: defineMessage(
    'worlds',
    'world',
    'currentRound',
    z.object({ worldId: worldIdSchema }).strict(),
    z.object({ currentRoundId: z.string().nullable() }),
  ),
  /** For teams: the world's stage, team rules and limits, and the caller's place in it. */
  context: defineMessage(
    'worlds',
    'world',
    'context',
    z.object({ worldId: worldIdSchema }).strict(),
    z.object({
      status: z.number().int(),
      userInWorldType: z.union([z.literal(1), z.literal(2)]),
      teamMemberLimit: z.number().int(),
      teamLimit: z.number().int(),
      teamRules: teamRulesSchema,
      /** The round being played (or resolved); null in preparation. */
      currentRound: z.number().int().nullable(),
    }),
  ),
  settings: defineMessage('worlds', 'world', 'settings', z.object({ worldId: worldIdSchema }).strict(), worldSettingsSchema),
  updateSettings: defineMessage(
    'worlds',
    'world',
    'updateSettings',
    worldSettingsSchema.omit({ teamRules: true }).partial().extend({ worldId: worldIdSchema, teamRules: teamRulesPatchSchema.optional() }).strict(),
    worldSettingsSchema,
  ),
  /** A manager closes the running round now instead of at its deadline. */
  closeRound: defineMessage('worlds', 'round', 'close', z.object({ worldId: worldIdSchema }).strict(), stageSchema),
  /** A manager has a failed resolution tried again. */
  retryRound: defineMessage('worlds', 'round', 'retry', z.object({ worldId: worldIdSchema }).strict(), stageSchema),
  /** A manager has the last resolved round resolved again (same decisions, e.g. after a fix). */
  rerunRound: defineMessage('worlds', 'round', 'rerun', z.object({ worldId: worldIdSchema }).strict(), stageSchema),
  /** For the engine (no HTTP route): what it needs to resolve a world's round. */
  roundPlan: defineMessage(
    'worlds',
    'round',
    'plan',
    z.object({ worldId: worldIdSchema }).strict(),
    z.object({
      screenplayId: z.string(),
      rounds: z.number().int(),
      botCompanies: z.number().int(),
      status: z.number().int(),
      currentRound: z.number().int().nullable(),
      /** The resolved round being resolved again, if a manager asked for it. */
      rerunRound: z.number().int().nullable(),
    }),
  ),
  /** From the engine service (no HTTP route): it has started resolving a closed round. */
  evaluationStarted: defineMessage('worlds', 'round', 'evaluationStarted', roundReportSchema, stageSchema),
  /** From the engine service: the round is resolved; the next opens, or the world completes. */
  evaluated: defineMessage('worlds', 'round', 'evaluated', roundReportSchema, stageSchema),
  /** From the engine service: the resolution failed; managers are told and may retry. */
  evaluationFailed: defineMessage(
    'worlds',
    'round',
    'evaluationFailed',
    roundReportSchema.extend({ reason: textSchema({ max: 2_000, multiline: true }) }).strict(),
    stageSchema,
  ),
  /** For teams (no HTTP route): someone's place in a world, null when they are not in it. */
  memberKind: defineMessage(
    'worlds',
    'participant',
    'kind',
    z.object({ worldId: worldIdSchema, userId: z.string().uuid() }).strict(),
    z.object({ userInWorldType: z.union([z.literal(1), z.literal(2)]).nullable() }),
  ),
  details: defineMessage('worlds', 'world', 'details', z.object({ worldId: worldIdSchema }).strict(), worldDetailsSchema),
  resources: defineMessage('worlds', 'world', 'resources', z.object({ worldId: worldIdSchema }).strict(), worldResourcesSchema),
};
