import { type CompanyResult, companyResultSchema } from '@simbiz/engine';
import { z } from 'zod';
import { companyReadShape } from '../areas/company-read';
import { defineMessage } from '../messaging/message';

/**
 * The parts of a company's round results each analyses view reads (section 2's analyses pages):
 * a page asks for its view and gets nothing it does not show. `all` is the "whole company, all
 * rounds" workbook.
 */
export const ANALYSIS_VIEWS = {
  statements: ['incomeStatement', 'balanceSheet', 'cashFlow'],
  tax: ['taxReturn', 'incomeStatement'],
  schedules: ['receivableSchedule', 'loanSchedule', 'logisticsBillSchedule', 'balanceSheet'],
  perception: ['perception', 'modelPerception', 'sales'],
  advertising: ['companyAdvertising', 'productAdvertising', 'channelAdvertising', 'adWallets', 'incomeStatement', 'sales'],
  sales: ['sales', 'incomeStatement', 'inventory'],
  warehouse: ['productions', 'inventory', 'deliveries', 'incomeStatement', 'balanceSheet'],
  all: [
    'incomeStatement',
    'balanceSheet',
    'cashFlow',
    'taxReturn',
    'receivableSchedule',
    'loanSchedule',
    'logisticsBillSchedule',
    'perception',
    'modelPerception',
    'companyAdvertising',
    'productAdvertising',
    'channelAdvertising',
    'adWallets',
    'sales',
    'productions',
    'inventory',
    'deliveries',
    'warnings',
  ],
} as const satisfies Record<string, readonly (keyof z.infer<typeof companyResultSchema>)[]>;
export type AnalysisView = keyof typeof ANALYSIS_VIEWS;
export const analysisViewSchema = z.enum(Object.keys(ANALYSIS_VIEWS) as [AnalysisView, ...AnalysisView[]]);

/**
 * What the whole market did in a segment in a round (public, as the industry report is): the
 * average price shoppers paid (minor units of the segment's market currency), the average rating
 * of what they bought (1-5, weighted by units) and the orders placed.
 */
export const segmentBenchmarkSchema = z.object({
  segmentId: z.string(),
  averagePrice: z.number(),
  averageRating: z.number().nullable(),
  orders: z.number(),
});
export type SegmentBenchmark = z.infer<typeof segmentBenchmarkSchema>;

/**
 * The view's parts of a company's stored round results. They are the engine's own typed output,
 * stored as it resolved the round (its tests hold that output to companyResultSchema), so the read
 * checks only that they are an object: checking every sales row again would cost the engine more
 * than the rest of the read (a 120-company world's sales view: 14 ms against 1).
 */
const storedResultSchema = z.custom<Partial<CompanyResult>>((value) => typeof value === 'object' && value !== null && !Array.isArray(value), {
  message: 'stored results are an object',
});

/** One resolved round of the company: the view's parts of its results, its models' ratings after the round and the segments' benchmarks. */
export const analysisRoundSchema = z.object({
  round: z.number().int(),
  result: storedResultSchema,
  /** Each model's customer rating (1-5) after the round. */
  ratings: z.record(z.string(), z.number()),
  benchmarks: z.array(segmentBenchmarkSchema),
});
export type AnalysisRound = z.infer<typeof analysisRoundSchema>;

export const analysesSchema = z.object({
  companyId: z.string(),
  /** Every resolved round, oldest first. */
  rounds: z.array(analysisRoundSchema),
  /** The company's brands and models as the latest round knew them (a model retired since keeps its last name). */
  brands: z.array(z.object({ id: z.string(), name: z.string() })),
  models: z.array(z.object({ id: z.string(), name: z.string(), brandId: z.string() })),
});
export type CompanyAnalyses = z.infer<typeof analysesSchema>;

export const analysesMessages = {
  /** One view of a company's analyses over every resolved round: the caller's company, or the one a manager reviews. */
  read: defineMessage('simulation-engine', 'analyses', 'read', z.object({ ...companyReadShape, view: analysisViewSchema }).strict(), analysesSchema),
};
