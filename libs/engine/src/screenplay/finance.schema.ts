import { z } from 'zod';
import { fractionSchema, idSchema, localizedSchema, minorSchema } from './localized';

export const financeSchema = z.object({
  /** Cash each company starts with, base currency. */
  initialCapital: minorSchema,
  smeLoan: z
    .object({
      minAmount: minorSchema,
      maxAmount: minorSchema,
      interestPerRound: fractionSchema,
      termRounds: z.number().int().min(1),
      /** Outstanding SME loans may not exceed this multiple of equity (the quota). */
      quotaOfEquity: z.number().nonnegative(),
    })
    .refine((l) => l.minAmount <= l.maxAmount, 'loan range is reversed'),
  /** Clearance sells at this fraction of a unit's cost. */
  clearanceFraction: fractionSchema,
  /** Overdraft allowed before a company goes bankrupt. */
  creditLine: minorSchema,
});

export const KPIS = ['revenue', 'netProfit', 'marketShare', 'cash', 'awareness', 'satisfaction'] as const;

export const scoringSchema = z.object({
  /** KPI -> weight; weights sum to 1. Each KPI is normalised to [0, 100] across companies. */
  weights: z.record(z.enum(KPIS), fractionSchema),
  normalisation: z.enum(['minMax', 'rank']),
});

export const newsEventSchema = z.object({
  round: z.number().int().min(1),
  title: localizedSchema,
  body: localizedSchema,
  /** Market changes the news announces; applied from that round on. */
  effects: z
    .array(
      z.discriminatedUnion('kind', [
        z.object({ kind: z.literal('segmentSize'), segmentId: idSchema, factor: z.number().positive() }),
        z.object({ kind: z.literal('priceSensitivity'), segmentId: idSchema, factor: z.number().positive() }),
      ]),
    )
    .default([]),
});
