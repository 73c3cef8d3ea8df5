import { z } from 'zod';
import { localizedSchema } from '../screenplay/localized';
import { companyResultSchema } from './company-results.schema';

/** What market research shows after a round: news, trends, consumers, channels, environment. */
export const marketResultSchema = z.object({
  newsFlash: z.array(z.object({ round: z.number().int(), title: localizedSchema, body: localizedSchema })),
  segments: z.array(
    z.object({
      segmentId: z.string(),
      size: z.number().int(),
      sessions: z.number().int(),
      orders: z.number().int(),
      averagePrice: z.number(),
      priceSensitivity: z.number(),
      /** Technology trends: ideal grades this round and next. */
      ideals: z.record(z.string(), z.number()),
      nextIdeals: z.record(z.string(), z.number()),
      valuePropositionWeights: z.record(z.string(), z.number()),
      platformShares: z.record(z.string(), z.number()),
    }),
  ),
  platforms: z.array(
    z.object({
      platformId: z.string(),
      sessions: z.number().int(),
      orders: z.number().int(),
      revenueLocal: z.number().int(),
      auctions: z.array(
        z.object({
          segmentId: z.string(),
          winners: z.array(z.object({ companyId: z.string(), modelId: z.string(), slot: z.number().int(), pricePerClick: z.number().int() })),
        }),
      ),
    }),
  ),
  environment: z.object({
    exchangeRates: z.record(z.string(), z.number()),
    incomeTaxRates: z.record(z.string(), z.number()),
  }),
});
export type MarketResult = z.infer<typeof marketResultSchema>;

export const roundResultsSchema = z.object({
  round: z.number().int().min(1),
  companies: z.array(companyResultSchema),
  market: marketResultSchema,
});
export type RoundResults = z.infer<typeof roundResultsSchema>;
