import { z } from 'zod';
import { countSchema, fractionSchema, idSchema, localizedSchema, minorSchema, unitSchema } from './localized';

export const physicalAttributeSchema = z.object({
  id: idSchema,
  name: localizedSchema,
  unit: unitSchema,
  gradeMin: z.number().int().min(1),
  gradeMax: z.number().int().min(1),
  /** Value of grade 1 in `unit`, and what each further grade adds (for display: "Grade {value}"). */
  baseValue: z.number(),
  valuePerGrade: z.number(),
  /** Unit cost each grade adds, in minor units of the base currency. */
  unitCostPerGrade: minorSchema,
  /** Grade every company starts with, before any R&D. */
  startingGrade: z.number().int().min(1),
  /** Attributes this one cannot be combined with in one model. */
  incompatibleWith: z.array(idSchema).default([]),
});
export type PhysicalAttribute = z.infer<typeof physicalAttributeSchema>;

export const valuePropositionSchema = z.object({
  id: idSchema,
  name: localizedSchema,
  description: localizedSchema,
  /** Share added to a model's unit cost for claiming it. */
  costFactor: fractionSchema,
});

export const categorySchema = z.object({
  id: idSchema,
  name: localizedSchema,
  attributeIds: z.array(idSchema).min(1),
  /** Unit cost before attributes, learning and value propositions (base currency). */
  baseUnitCost: minorSchema,
  /** Package volume and weight of one unit, for storage and logistics. */
  packageVolumeM3: z.number().positive(),
  packageWeightKg: z.number().positive(),
});

export const rndSchema = z.object({
  /** Investment needed for one grade step, in minor units of the base currency. */
  costPerGrade: minorSchema,
  /** Chance that a funded step slips to the next round (drawn from the seeded stream). */
  setbackChance: fractionSchema,
});

export const productionSchema = z.object({
  /** Units a company can make per round across its models. */
  capacityPerRound: countSchema,
  /** The learning curve: unitCost × (cumulative / firstBatch)^(-learning). */
  firstBatch: z.number().int().positive(),
  learning: z.number().min(0).max(1),
  leadDays: z.number().int().min(0),
  /** Fixed cost of running a production plan. */
  setupCost: minorSchema,
  /**
   * How much dearer each further grade is: the g-th grade of an attribute costs
   * unitCostPerGrade × (1 + gradeCostRise × (g − 1)), so grade g adds
   * unitCostPerGrade × (g + gradeCostRise × g(g − 1)/2). 0: every grade costs the same.
   */
  gradeCostRise: z.number().min(0).max(5).default(0),
});
