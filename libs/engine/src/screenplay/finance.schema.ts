import { z } from 'zod';
import { fractionSchema, idSchema, localizedSchema, minorSchema } from './localized';
import type { ProblemParams } from './screenplay.references';

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
    .refine((l) => l.minAmount <= l.maxAmount, {
      message: 'loan range is reversed',
      params: { problem: 'rangeReversed', min: 'minAmount', max: 'maxAmount' } satisfies ProblemParams<'rangeReversed'>,
    }),
  /** Clearance sells at this fraction of a unit's cost. */
  clearanceFraction: fractionSchema,
  /** Overdraft allowed before a company goes bankrupt. */
  creditLine: minorSchema,
  /** Running the company each round (salaries, office, administration): a fixed amount plus a share of revenue. */
  overheads: z.object({ fixedPerRound: minorSchema, shareOfRevenue: fractionSchema }).default({ fixedPerRound: 0, shareOfRevenue: 0 }),
  /** Cost of holding stock per round, as a fraction of the inventory's value at close (capital, insurance, shrinkage). */
  holdingCostRate: fractionSchema.default(0),
  /**
   * When cash falls below zero, a bank covers the shortfall for one round at a penalty rate, up
   * to what the company's receivables and a share of its inventory can secure. Only a shortfall it
   * cannot cover makes the company bankrupt.
   */
  emergencyLoan: z
    .object({ interestPerRound: fractionSchema, advanceOnInventory: fractionSchema })
    .default({ interestPerRound: 0.05, advanceOnInventory: 0.5 }),
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
