import { z } from 'zod';
import { categorySchema, physicalAttributeSchema, productionSchema, rndSchema, valuePropositionSchema } from './catalogue.schema';
import { financeSchema, newsEventSchema, scoringSchema } from './finance.schema';
import { idSchema, localizedSchema } from './localized';
import { marketSchema, segmentSchema } from './market.schema';
import { logisticsServiceSchema, platformSchema, promotionChannelSchema, warehouseSchema } from './platform.schema';
import { screenplayReferenceIssues } from './screenplay.references';

export {
  type ProblemParams,
  REFERENCE_KINDS,
  type ReferenceKind,
  SCREENPLAY_PROBLEMS,
  type ScreenplayProblem,
  type ScreenplayProblemParams,
} from './screenplay.references';

export const SCREENPLAY_SCHEMA_VERSION = 1;

/** A scenario: everything a world is played in. Importable by admins; validated with this schema. */
export const screenplayShapeSchema = z.object({
  schemaVersion: z.literal(SCREENPLAY_SCHEMA_VERSION),
  id: idSchema,
  name: localizedSchema,
  description: localizedSchema,
  rounds: z.number().int().min(1).max(40),
  daysPerRound: z.number().int().min(1).max(365).default(30),
  /** 1: internal trade, one currency; 2: international, each market in its own currency. */
  tradingType: z.union([z.literal(1), z.literal(2)]),
  baseCurrency: z.string().regex(/^[A-Z]{3}$/),
  markets: z.array(marketSchema).min(1),
  attributes: z.array(physicalAttributeSchema).min(1),
  valuePropositions: z.array(valuePropositionSchema).min(1),
  categories: z.array(categorySchema).min(1),
  segments: z.array(segmentSchema).min(1),
  rnd: rndSchema,
  production: productionSchema,
  platforms: z.array(platformSchema).min(1),
  promotionChannels: z.array(promotionChannelSchema),
  warehouses: z.array(warehouseSchema).min(1),
  logisticsServices: z.array(logisticsServiceSchema).min(1),
  finance: financeSchema,
  scoring: scoringSchema,
  news: z.array(newsEventSchema),
});
export type ScreenplayShape = z.output<typeof screenplayShapeSchema>;

/**
 * The shape plus every cross-reference check (ids that must exist, shares that must add up). Each
 * of their issues names its problem in `params` (see SCREENPLAY_PROBLEMS), beside the English message.
 */
export const screenplaySchema = screenplayShapeSchema.superRefine((screenplay, ctx) => {
  for (const { path, message, problem, params } of screenplayReferenceIssues(screenplay)) {
    ctx.addIssue({ code: 'custom', path, message, params: { problem, ...params } });
  }
});

export type Screenplay = z.output<typeof screenplaySchema>;
export type ScreenplayInput = z.input<typeof screenplaySchema>;

/** The screenplay schema as JSON Schema, for editors and for admins importing JSON or YAML. */
export function screenplayJsonSchema(): Record<string, unknown> {
  return z.toJSONSchema(screenplaySchema, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>;
}
