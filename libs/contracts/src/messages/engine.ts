import { CASH_KINDS, companyDecisionsSchema, localizedSchema, worldStateSchema } from '@simbiz/engine';
import { z } from 'zod';
import { defineMessage } from '../messaging/message';
import { worldIdSchema } from './rounds';
import { roundWarningSchema } from './teams';

/**
 * The round's budget of the caller's company: what its decisions so far commit and what falls due,
 * worked out by the engine itself (its pro forma with no sales), in minor units of the base currency.
 */
export const budgetSchema = z.object({
  /** The round being decided. */
  round: z.number().int(),
  currency: z.string(),
  cashAtStart: z.number(),
  /** Cash in (positive) and out (negative) by kind, in the order a budget lists them; kinds that move nothing are left out. */
  flows: z.array(z.object({ kind: z.enum(CASH_KINDS), amount: z.number() })),
  /** Cash at the end of the round before any sales and any emergency credit. */
  projectedCash: z.number(),
  /** What the engine's emergency credit would lend at its penalty rate if nothing sells (0 when cash suffices). */
  emergencyCredit: z.number(),
  /** What the engine would cut or drop of the decisions as they stand. */
  warnings: z.array(roundWarningSchema),
  /** The company's models, earlier rounds' and this round's, to name them in the warnings. */
  models: z.array(z.object({ modelId: z.string(), name: z.string() })),
});
export type Budget = z.infer<typeof budgetSchema>;

/**
 * What a team's forecast is worked out from, in the browser by the engine's own code (proForma):
 * the world as the round will start, holding the team's company alone and none of the market's
 * hidden state (forecastWorld), and the company's decisions so far.
 */
export const forecastInputSchema = z.object({
  screenplayId: z.string(),
  /** The round being decided, and the world's last round (loans falling due after it are not asked for). */
  round: z.number().int(),
  lastRound: z.number().int(),
  world: worldStateSchema,
  decisions: companyDecisionsSchema,
});
export type ForecastInput = z.infer<typeof forecastInputSchema>;

/** The news of every round up to the one being decided, newest first (market research's news flash). */
export const newsFlashSchema = z.object({
  /** The round being decided, null before the start. */
  currentRound: z.number().int().nullable(),
  items: z.array(z.object({ round: z.number().int(), title: localizedSchema, body: localizedSchema })),
});
export type NewsFlash = z.infer<typeof newsFlashSchema>;

/**
 * The segments as each round up to the one being decided found them (market research's consumer
 * distribution and technology trends): shoppers, price sensitivity and the ideal grade of each
 * attribute, and where the ideals head next round.
 */
export const marketSegmentsSchema = z.object({
  currentRound: z.number().int().nullable(),
  /** What the screenplay fixes of each segment: what it values, what it pays, where it shops and which media reach it. */
  profiles: z.array(
    z.object({
      segmentId: z.string(),
      description: localizedSchema,
      growthPerRound: z.number(),
      /** In minor units of the market's currency. */
      referencePrice: z.number(),
      /** Utility lost per grade away from the ideal, by attribute. */
      attributeWeights: z.record(z.string(), z.number()),
      valuePropositionWeights: z.record(z.string(), z.number()),
      platformShares: z.record(z.string(), z.number()),
      mediaReach: z.record(z.string(), z.number()),
    }),
  ),
  rounds: z.array(
    z.object({
      round: z.number().int(),
      segments: z.array(
        z.object({
          segmentId: z.string(),
          size: z.number(),
          priceSensitivity: z.number(),
          ideals: z.record(z.string(), z.number()),
          nextIdeals: z.record(z.string(), z.number()),
        }),
      ),
    }),
  ),
});
export type MarketSegments = z.infer<typeof marketSegmentsSchema>;

export const engineMessages = {
  /** The caller's company's budget of the current round (a company's own members only, like every company read). */
  budget: defineMessage('simulation-engine', 'budget', 'get', z.object({ worldId: worldIdSchema }).strict(), budgetSchema),
  /** What the caller's company's forecast of the current round is worked out from (its own company only). */
  forecastInput: defineMessage('simulation-engine', 'forecast', 'input', z.object({ worldId: worldIdSchema }).strict(), forecastInputSchema),
  /** Market research: the news of the world's rounds so far, for its managers and team members. */
  newsFlash: defineMessage('simulation-engine', 'news', 'list', z.object({ worldId: worldIdSchema }).strict(), newsFlashSchema),
  /** Market research: the segments of every round so far, for its managers and team members. */
  marketSegments: defineMessage('simulation-engine', 'segments', 'list', z.object({ worldId: worldIdSchema }).strict(), marketSegmentsSchema),
};
