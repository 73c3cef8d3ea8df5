import { KPIS } from '@simbiz/engine';
import { z } from 'zod';
import { defineMessage } from '../messaging/message';

const worldIdSchema = z.string().uuid();
const kpiSchema = z.enum(KPIS);
/** One number per KPI (revenue, net profit and cash in minor units of the base currency; share, awareness and satisfaction 0..1). */
const kpiValuesSchema = z.record(kpiSchema, z.number());

/** A member's contribution grade in percent of the team's score: 100 unless a manager grades it. */
export const CONTRIBUTION_DEFAULT = 100;
export const CONTRIBUTION_MAX = 200;

/** Rank now, and places gained since the round before (positive: moved up), null in the first round ranked. */
const placeSchema = z.object({ score: z.number(), rank: z.number().int(), movement: z.number().int().nullable() });

/**
 * Section 2's achievements, worked out by worlds from every resolved round's stored KPIs and the
 * weights in force (a weights change re-scores every round, nothing is re-run). The company
 * ranking holds every company, computer-run ones too; the team ranking the team companies only;
 * the personal ranking every team member (team score times the member's contribution grade).
 * Overall scores are the mean of the round scores. A participant sees each company's score and
 * rank, but the KPIs (raw and normalised) of their own company only; managers see every company's.
 */
export const achievementsSchema = z.object({
  currency: z.string(),
  normalisation: z.enum(['minMax', 'rank']),
  /** The weights in force (fractions adding up to 1) and the screenplay's, to restore them. */
  weights: kpiValuesSchema,
  screenplayWeights: kpiValuesSchema,
  /** Managers, until the world completes. */
  canEditWeights: z.boolean(),
  /** Managers grade members' contributions. */
  canGrade: z.boolean(),
  /** Resolved rounds, oldest first. */
  rounds: z.array(z.number().int()),
  companies: z.array(
    z.object({
      companyId: z.string(),
      name: z.string(),
      /** Null for a computer-run company. */
      teamId: z.string().nullable(),
      teamName: z.string().nullable(),
      /** The caller's own company. */
      own: z.boolean(),
      /** The company's status after the last resolved round (3: bankrupt). */
      status: z.number().int(),
    }),
  ),
  /** Per resolved round and company. `team` places a team company among the teams only (null for computer-run ones). */
  companyRounds: z.array(
    placeSchema.extend({
      round: z.number().int(),
      companyId: z.string(),
      team: placeSchema.omit({ score: true }).nullable(),
      kpis: kpiValuesSchema.nullable(),
      normalised: kpiValuesSchema.nullable(),
    }),
  ),
  /** Over every resolved round: mean score, rank, movement since the round before. */
  companyOverall: z.array(placeSchema.extend({ companyId: z.string(), team: placeSchema.omit({ score: true }).nullable() })),
  members: z.array(z.object({ userId: z.string(), displayName: z.string(), companyId: z.string(), own: z.boolean() })),
  memberRounds: z.array(placeSchema.extend({ round: z.number().int(), userId: z.string(), contribution: z.number().int() })),
  memberOverall: z.array(placeSchema.extend({ userId: z.string() })),
});
export type Achievements = z.infer<typeof achievementsSchema>;

/** Weights in percent, whole numbers adding up to 100. */
const weightsInputSchema = z
  .record(kpiSchema, z.number().int().min(0).max(100))
  .refine((w) => Object.values(w).reduce((s, v) => s + v, 0) === 100, { message: 'weights must add up to 100' });

export const achievementsMessages = {
  get: defineMessage('worlds', 'achievements', 'get', z.object({ worldId: worldIdSchema }).strict(), achievementsSchema),
  /** A manager sets the KPI weights (in percent) until the world completes (130027 after); every round is re-scored. */
  updateWeights: defineMessage(
    'worlds',
    'achievements',
    'updateWeights',
    z.object({ worldId: worldIdSchema, weights: weightsInputSchema }).strict(),
    achievementsSchema,
  ),
  /** A manager grades a member's contribution in a resolved round (percent of the team's score). */
  grade: defineMessage(
    'worlds',
    'achievements',
    'grade',
    z
      .object({
        worldId: worldIdSchema,
        userId: z.string().uuid(),
        round: z.number().int().min(1).max(1000),
        contribution: z.number().int().min(0).max(CONTRIBUTION_MAX),
      })
      .strict(),
    achievementsSchema,
  ),
};
