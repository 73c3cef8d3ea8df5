import { CASH_KINDS, companyDecisionsSchema, KPIS, localizedSchema, worldStateSchema } from '@simbiz/engine';
import { z } from 'zod';
import { companyReadShape } from '../areas/company-read';
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

/**
 * What the screenplay fixes of the world's markets and is public (market research's sales
 * channels and environment): currencies and exchange rates, tax, the platforms' terms and offers,
 * warehouses' charges and logistics services. None of the market model's hidden parameters
 * (ideals, utility lifts, click-through rates, visit and reach rates). Names the world's resources
 * lack are here; the others (markets, platforms, warehouses) are in the resources. Strict, so a
 * new field is a decision, not a slip.
 */
export const marketEnvironmentSchema = z.strictObject({
  tradingType: z.union([z.literal(1), z.literal(2)]),
  baseCurrency: z.string(),
  /** The world's rounds (each market's exchange rates run over them). */
  rounds: z.number().int(),
  /** The first is every company's home: its income tax and its default storage. */
  markets: z.array(
    z.strictObject({
      id: z.string(),
      currency: z.strictObject({ code: z.string(), symbol: z.string(), minorDigits: z.number().int() }),
      incomeTaxRate: z.number(),
      /** Base-currency units one unit of the market's currency buys, as the engine converts: rounds 1 to the one being decided (no later round's is published). */
      exchangeRates: z.array(z.strictObject({ round: z.number().int(), rate: z.number() })),
    }),
  ),
  /** Amounts in minor units of the platform's market currency. */
  platforms: z.array(
    z.strictObject({
      id: z.string(),
      marketId: z.string(),
      openingFee: z.number().int(),
      commissionRate: z.number(),
      settlementDays: z.number().int(),
      /** Share of the platform's sessions that reach listings organically. */
      organicReach: z.number(),
      adAuction: z.strictObject({
        enabled: z.boolean(),
        slots: z.number().int(),
        costPerClickMin: z.number().int(),
        costPerClickMax: z.number().int(),
        reservePrice: z.number().int(),
      }),
      trafficPackages: z.array(z.strictObject({ id: z.string(), name: localizedSchema, price: z.number().int(), sessions: z.number().int() })),
      /** conversionLift: how much more often a shopper picks the store's listings, all else equal (0.1 is 10%). */
      showcaseDesigns: z.array(z.strictObject({ id: z.string(), name: localizedSchema, cost: z.number().int(), conversionLift: z.number() })),
      merchantLivestream: z.strictObject({ costPerHour: z.number().int(), maxHoursPerRound: z.number().int() }),
      influencers: z.array(
        z.strictObject({
          id: z.string(),
          name: localizedSchema,
          fee: z.number().int(),
          commissionRate: z.number(),
          /** Followers by segment id. */
          followers: z.record(z.string(), z.number().int()),
        }),
      ),
    }),
  ),
  /** Rent per m³ a round and handling per unit shipped, minor units of the base currency. */
  warehouses: z.array(z.strictObject({ id: z.string(), rentPerM3: z.number().int(), handlingPerUnit: z.number().int() })),
  /** What a clearance sale fetches, as a fraction of the units' cost (0 to 1). */
  clearanceFraction: z.number(),
  /** Costs in minor units of the base currency; the bill is paid `billPaymentDays` after shipping. */
  logisticsServices: z.array(
    z.strictObject({
      id: z.string(),
      name: localizedSchema,
      fromWarehouseId: z.string(),
      to: z.discriminatedUnion('kind', [
        z.strictObject({ kind: z.literal('warehouse'), warehouseId: z.string() }),
        z.strictObject({ kind: z.literal('market'), marketId: z.string() }),
      ]),
      costPerKg: z.number().int(),
      costPerM3: z.number().int(),
      days: z.number().int(),
      billPaymentDays: z.number().int(),
    }),
  ),
  /**
   * Income tax as the engine charges it: every company at the rate of its home market (the
   * first), on profit before tax after losses carried forward from earlier rounds (without limit
   * of time or amount: the engine has no parameter for either).
   */
  tax: z.strictObject({ homeMarketId: z.string(), rate: z.number() }),
});
export type MarketEnvironment = z.infer<typeof marketEnvironmentSchema>;

/**
 * The industry report (our own page, beyond the specification, as Capsim's Courier): how every
 * company, computer-run ones included, sold in each segment on each platform in a resolved round.
 * Public to every member of the world, so it holds what a shopper could see and count, and no
 * company's costs, profit or cash. Every object is strict: a new field is a decision, not a slip.
 */
export const industryReportSchema = z
  .object({
    /** Resolved rounds one may choose, oldest first; empty before the first round is resolved. */
    rounds: z.array(z.number().int()),
    /** The round reported, null when none is resolved yet. */
    round: z.number().int().nullable(),
    companies: z.array(z.object({ companyId: z.string(), name: z.string() }).strict()),
    /** One row per segment and platform where anything sold, in the segment's market currency. */
    rows: z.array(
      z
        .object({
          segmentId: z.string(),
          platformId: z.string(),
          units: z.number().int(),
          /** Minor units of the market's currency, over every company's sales. */
          averagePrice: z.number().int(),
          companies: z.array(
            z
              .object({
                companyId: z.string(),
                units: z.number().int(),
                /** Of the units sold in the segment on the platform, from 0 to 1. */
                share: z.number(),
                averagePrice: z.number().int(),
                /** Shoppers' rating of the models it sold there (1 to 5), weighted by units. */
                rating: z.number(),
              })
              .strict(),
          ),
        })
        .strict(),
    ),
  })
  .strict();
export type IndustryReport = z.infer<typeof industryReportSchema>;

export const engineMessages = {
  /** The caller's company's budget of the current round (a company's own members only, like every company read). */
  budget: defineMessage('simulation-engine', 'budget', 'get', z.object(companyReadShape).strict(), budgetSchema),
  /** What the caller's company's forecast of the current round is worked out from (its own company only). */
  forecastInput: defineMessage('simulation-engine', 'forecast', 'input', z.object(companyReadShape).strict(), forecastInputSchema),
  /** Market research: the news of the world's rounds so far, for its managers and team members. */
  newsFlash: defineMessage('simulation-engine', 'news', 'list', z.object({ worldId: worldIdSchema }).strict(), newsFlashSchema),
  /** Market research: the segments of every round so far, for its managers and team members. */
  marketSegments: defineMessage('simulation-engine', 'segments', 'list', z.object({ worldId: worldIdSchema }).strict(), marketSegmentsSchema),
  /** Market research: what the screenplay fixes of the markets, platforms, warehouses and logistics (public), for its managers and team members. */
  marketEnvironment: defineMessage('simulation-engine', 'environment', 'get', z.object({ worldId: worldIdSchema }).strict(), marketEnvironmentSchema),
  /** Market research: the industry report of a resolved round (the last one unless one is named), for its managers and team members. */
  industryReport: defineMessage(
    'simulation-engine',
    'industryReport',
    'get',
    z.object({ worldId: worldIdSchema, round: z.coerce.number().int().min(1).max(1_000).optional() }).strict(),
    industryReportSchema,
  ),
  /**
   * For worlds' achievements (no HTTP route): every company's KPIs in every resolved round, as the
   * engine stored them, with its name and status after the round; oldest round first.
   */
  kpis: defineMessage(
    'simulation-engine',
    'kpis',
    'list',
    z.object({ worldId: worldIdSchema }).strict(),
    z.array(
      z.object({
        round: z.number().int(),
        companies: z.array(z.object({ companyId: z.string(), name: z.string(), status: z.number().int(), kpis: z.record(z.enum(KPIS), z.number()) })),
      }),
    ),
  ),
};
