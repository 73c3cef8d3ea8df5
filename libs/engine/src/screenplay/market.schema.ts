import { z } from 'zod';
import { countSchema, fractionSchema, idSchema, localizedSchema, minorSchema } from './localized';

export const currencySchema = z.object({
  code: z.string().regex(/^[A-Z]{3}$/),
  symbol: z.string().min(1),
  /** Digits of the minor unit (2 for cents). */
  minorDigits: z.number().int().min(0).max(3),
});

export const marketSchema = z.object({
  id: idSchema,
  name: localizedSchema,
  currency: currencySchema,
  /** Units of the base currency one unit of this currency buys, per round (the last repeats). */
  exchangeRates: z.array(z.number().positive()).min(1),
  incomeTaxRate: fractionSchema,
});
export type Market = z.infer<typeof marketSchema>;

export const attributeIdealSchema = z.object({
  attributeId: idSchema,
  /** The grade shoppers want in round 1; it drifts upward as technology moves (technology trends). */
  ideal: z.number().positive(),
  driftPerRound: z.number().nonnegative(),
  /** Utility lost per grade of distance from the ideal. */
  weight: z.number().nonnegative(),
});

export const segmentSchema = z.object({
  id: idSchema,
  name: localizedSchema,
  description: localizedSchema,
  marketId: idSchema,
  categoryId: idSchema,
  /** Shoppers in round 1 and their growth per round. */
  size: countSchema,
  growthPerRound: z.number().min(-0.5).max(1),
  /** Demand surprises: each round the shoppers who come are the size times a draw in 1 ± this (seeded). */
  demandVolatility: z.number().min(0).max(0.5).default(0),
  /** Visits per shopper per day across all platforms. */
  visitsPerDay: z.number().positive().max(5),
  /** In minor units of the market's currency. */
  referencePrice: minorSchema,
  priceSensitivity: z.number().positive(),
  attributeIdeals: z.array(attributeIdealSchema).min(1),
  valuePropositionWeights: z.record(idSchema, z.number().nonnegative()),
  /** Where the segment shops: platform id -> share of visits (sums to 1). */
  platformShares: z.record(idSchema, fractionSchema),
  /** Media habits: promotion channel id -> reach points per 100,000 minor units spent. */
  mediaReach: z.record(idSchema, z.number().nonnegative()),
  /** Weight of last round's brand on this round's choice. */
  loyalty: fractionSchema,
  /** Utility of not buying at all. */
  outsideUtility: z.number(),
});
export type Segment = z.infer<typeof segmentSchema>;
