import { z } from 'zod';
import { companyReadShape } from '../areas/company-read';
import { defineMessage } from '../messaging/message';
import { roundApplyMessage, roundDraftMessage, roundSnapshotMessage } from '../areas/round-messages';
import { itemIdSchema, versionedItem, versionedWrite, worldIdSchema } from './rounds';
import { screenplayIdSchema, textSchema } from './text';

const nameSchema = textSchema({ min: 1, max: 60 });
const attributesSchema = z.array(z.object({ attributeId: screenplayIdSchema, grade: z.number().int().min(1).max(20) }));
const propositionsSchema = z.array(screenplayIdSchema);
/** The rules refuse an empty or repeated choice with their own codes (280009, 280007), not 9001. */
const segmentIdsSchema = z.array(screenplayIdSchema).max(50);

/** At most this many user personas per company (280011); docs/decisions.md says why. */
export const PERSONA_LIMIT = 6;

export const brandSchema = z.object({ brandId: z.string(), ...versionedItem, name: z.string(), createdRound: z.number().int(), modelCount: z.number().int() });
export const modelSchema = z.object({
  modelId: z.string(),
  ...versionedItem,
  brandId: z.string(),
  name: z.string(),
  attributes: z.array(z.object({ attributeId: z.string(), grade: z.number().int() })),
  valuePropositionIds: z.array(z.string()),
  createdRound: z.number().int(),
  /** The user persona the model is made for (280001 unless the company's own), or none. */
  personaId: z.string().nullable(),
  /** A production plan of the current round names it: it cannot be changed or deleted (170029). */
  inProduction: z.boolean(),
});
export const productionPlanSchema = z.object({
  planId: z.string(),
  ...versionedItem,
  modelId: z.string(),
  quantity: z.number().int(),
  warehouseId: z.string(),
  round: z.number().int(),
  /** From the resolved round: units made (clipped by capacity and cash) and their unit cost. */
  produced: z.number().int().nullable(),
  unitCost: z.number().nullable(),
});
export const personaSchema = z.object({
  personaId: z.string(),
  ...versionedItem,
  name: z.string(),
  segmentIds: z.array(z.string()),
  createdRound: z.number().int(),
  /** Models (of any round) made for it: a persona bound to a model cannot be deleted (280005). */
  modelCount: z.number().int(),
});
/**
 * Research and development (section 2's research-development): where each physical attribute
 * stands, the company's R&D plans and the prototypes they produced. Costs are the engine's
 * (minor units of the base currency), so a form shows before committing what a grade costs and
 * how many rounds a plan takes.
 */
export const researchStandingSchema = z.object({
  attributeId: z.string(),
  /** The grade the company has researched (the screenplay's starting grade before any). */
  grade: z.number().int(),
  gradeMax: z.number().int(),
  /** Invested towards the next grade and not yet spent on one. */
  progress: z.number().int(),
  /** What each grade above `grade` costs, in order (grade + 1 first); empty at gradeMax. */
  stepCosts: z.array(z.number().int()),
});
export const rdPlanStatusSchema = z.enum(['planned', 'inProgress', 'completed', 'stopped']);
export const rdPlanSchema = z.object({
  planId: z.string(),
  ...versionedItem,
  attributeId: z.string(),
  targetGrade: z.number().int(),
  /** Funded every round from the one it was made in until the target is researched or it is stopped. */
  investmentPerRound: z.number().int(),
  createdRound: z.number().int(),
  /** The round from which it no longer funds (a stopped plan), or null. */
  stoppedRound: z.number().int().nullable(),
  /** planned: made this round; inProgress: funding; completed: target researched; stopped. */
  status: rdPlanStatusSchema,
  /** Spent on it in resolved rounds. */
  invested: z.number().int(),
});
/** Shown as RD-{number}; once bound to a model, that association is YCD-{number}. */
export const prototypeSchema = z.object({
  prototypeId: z.string(),
  ...versionedItem,
  number: z.number().int(),
  attributeId: z.string(),
  grade: z.number().int(),
  /** The round whose R&D completed it. */
  round: z.number().int(),
  /** The model it is bound to (180003 when bound elsewhere), or null. */
  modelId: z.string().nullable(),
});
export const researchSchema = z.object({
  /** Chance that a funded grade step slips a round (the engine draws it from the company's seeded stream). */
  setbackChance: z.number(),
  standings: z.array(researchStandingSchema),
  plans: z.array(rdPlanSchema),
  prototypes: z.array(prototypeSchema),
});
export type ResearchStanding = z.infer<typeof researchStandingSchema>;
export type RdPlan = z.infer<typeof rdPlanSchema>;
export type Prototype = z.infer<typeof prototypeSchema>;
export type Research = z.infer<typeof researchSchema>;

export type Brand = z.infer<typeof brandSchema>;
export type Persona = z.infer<typeof personaSchema>;
export type Model = z.infer<typeof modelSchema>;
export type ProductionPlan = z.infer<typeof productionPlanSchema>;

/**
 * What a production plan will cost and take, for the productions page: the factory's capacity,
 * set-up fee and lead days, and the learning curve (a batch's unit cost is
 * baseUnitCost × (midpoint / firstBatch)^(−learning), midpoint the cumulative output halfway
 * through the batch, never below firstBatch), with each model's base cost and output so far.
 */
export const productionCostsSchema = z.object({
  capacityPerRound: z.number().int(),
  setupCost: z.number().int(),
  leadDays: z.number().int(),
  firstBatch: z.number().int(),
  learning: z.number(),
  models: z.array(
    z.object({
      modelId: z.string(),
      /** Minor units of the base currency, before learning. */
      baseUnitCost: z.number(),
      /** Units made in resolved rounds. */
      cumulativeProduced: z.number().int(),
      unitVolumeM3: z.number(),
      unitWeightKg: z.number(),
    }),
  ),
});
export type ProductionCosts = z.infer<typeof productionCostsSchema>;

/** Every company's brands made in resolved rounds (public facts; a brand of the open round is the company's own business until it closes). */
export const worldBrandsSchema = z.array(
  z.object({
    companyId: z.string(),
    brands: z.array(z.object({ brandId: z.string(), name: z.string(), createdRound: z.number().int(), modelCount: z.number().int() })),
  }),
);
export type WorldBrands = z.infer<typeof worldBrandsSchema>;

const world = { worldId: worldIdSchema };
/** Any whole number: below 1 is the rule's refusal (190007) and beyond the capacity its 190005, not a 9001. */
const productionQuantitySchema = z.number().int().min(-1_000_000_000).max(1_000_000_000);

const productsSnapshot = roundSnapshotMessage('products', ['brands', 'personas', 'models', 'production', 'rnd']);

export const productsMessages = {
  listBrands: defineMessage('products', 'brand', 'list', z.object(companyReadShape).strict(), z.array(brandSchema)),
  /** Names are unique within the company (170003). */
  createBrand: defineMessage('products', 'brand', 'create', z.object({ ...world, name: nameSchema }).strict(), brandSchema),
  renameBrand: defineMessage(
    'products',
    'brand',
    'rename',
    z.object({ ...world, brandId: itemIdSchema, ...versionedWrite, name: nameSchema }).strict(),
    brandSchema,
  ),
  /** A brand with models cannot be deleted (170005); only one of the current round (130047). */
  deleteBrand: defineMessage(
    'products',
    'brand',
    'delete',
    z.object({ ...world, brandId: itemIdSchema, ...versionedWrite }).strict(),
    z.object({ deleted: z.literal(true) }),
  ),
  listModels: defineMessage('products', 'model', 'list', z.object(companyReadShape).strict(), z.array(modelSchema)),
  /** 1-2 value propositions (170019), 1-4 physical attributes (170021), supported combinations only (170023), grades researched (180007). */
  createModel: defineMessage(
    'products',
    'model',
    'create',
    z
      .object({
        ...world,
        brandId: itemIdSchema,
        name: nameSchema,
        attributes: attributesSchema,
        valuePropositionIds: propositionsSchema,
        personaId: itemIdSchema.nullable().optional(),
      })
      .strict(),
    modelSchema,
  ),
  updateModel: defineMessage(
    'products',
    'model',
    'update',
    z
      .object({
        ...world,
        modelId: itemIdSchema,
        ...versionedWrite,
        name: nameSchema.optional(),
        attributes: attributesSchema.optional(),
        valuePropositionIds: propositionsSchema.optional(),
        personaId: itemIdSchema.nullable().optional(),
      })
      .strict(),
    modelSchema,
  ),
  deleteModel: defineMessage(
    'products',
    'model',
    'delete',
    z.object({ ...world, modelId: itemIdSchema, ...versionedWrite }).strict(),
    z.object({ deleted: z.literal(true) }),
  ),
  listPersonas: defineMessage('products', 'persona', 'list', z.object(companyReadShape).strict(), z.array(personaSchema)),
  /** Names unique within the company (280003), 1 or more segments (280009), each once (280007), at most PERSONA_LIMIT (280011). */
  createPersona: defineMessage('products', 'persona', 'create', z.object({ ...world, name: nameSchema, segmentIds: segmentIdsSchema }).strict(), personaSchema),
  /** Only a persona of the current round (130047). */
  updatePersona: defineMessage(
    'products',
    'persona',
    'update',
    z.object({ ...world, personaId: itemIdSchema, ...versionedWrite, name: nameSchema.optional(), segmentIds: segmentIdsSchema.optional() }).strict(),
    personaSchema,
  ),
  /** Only a persona of the current round (130049) that no model names (280005). */
  deletePersona: defineMessage(
    'products',
    'persona',
    'delete',
    z.object({ ...world, personaId: itemIdSchema, ...versionedWrite }).strict(),
    z.object({ deleted: z.literal(true) }),
  ),
  listProductions: defineMessage('products', 'production', 'list', z.object(companyReadShape).strict(), z.array(productionPlanSchema)),
  /** At least one unit (190007), within the round's capacity across plans (190005), into a storage the company has (200005). */
  createProduction: defineMessage(
    'products',
    'production',
    'create',
    z.object({ ...world, modelId: itemIdSchema, quantity: productionQuantitySchema, warehouseId: screenplayIdSchema }).strict(),
    productionPlanSchema,
  ),
  updateProduction: defineMessage(
    'products',
    'production',
    'update',
    z
      .object({ ...world, planId: itemIdSchema, ...versionedWrite, quantity: productionQuantitySchema.optional(), warehouseId: screenplayIdSchema.optional() })
      .strict(),
    productionPlanSchema,
  ),
  deleteProduction: defineMessage(
    'products',
    'production',
    'delete',
    z.object({ ...world, planId: itemIdSchema, ...versionedWrite }).strict(),
    z.object({ deleted: z.literal(true) }),
  ),
  /** The learning curve and the factory's figures (productions page). */
  productionCosts: defineMessage('products', 'production', 'costs', z.object(companyReadShape).strict(), productionCostsSchema),
  /** The companies list (operating/company/list): every company's brands of resolved rounds, for the world's managers and team members. */
  worldBrands: defineMessage('products', 'brand', 'ofWorld', z.object({ worldId: worldIdSchema }).strict(), worldBrandsSchema),
  /** Where every attribute stands, the R&D plans and the prototypes (research-development). */
  research: defineMessage('products', 'research', 'get', z.object(companyReadShape).strict(), researchSchema),
  /**
   * Funds an attribute towards a grade every round until it is researched: one plan per attribute
   * at a time (180013 made this round, 180019 one in progress), a target above the researched grade
   * (180017) and within the attribute's range (180007), an unknown attribute 180001.
   */
  createRdPlan: defineMessage(
    'products',
    'research',
    'createPlan',
    z
      .object({
        ...world,
        attributeId: screenplayIdSchema,
        targetGrade: z.number().int().min(1).max(20),
        investmentPerRound: z.number().int().min(1).max(1_000_000_000_000),
      })
      .strict(),
    rdPlanSchema,
  ),
  /** Only a plan made this round (130047; 180011 when not the company's). */
  updateRdPlan: defineMessage(
    'products',
    'research',
    'updatePlan',
    z
      .object({
        ...world,
        planId: itemIdSchema,
        ...versionedWrite,
        targetGrade: z.number().int().min(1).max(20).optional(),
        investmentPerRound: z.number().int().min(1).max(1_000_000_000_000).optional(),
      })
      .strict(),
    rdPlanSchema,
  ),
  /** Only a plan made this round (130049); a plan of an earlier round is stopped instead. */
  deleteRdPlan: defineMessage(
    'products',
    'research',
    'deletePlan',
    z.object({ ...world, planId: itemIdSchema, ...versionedWrite }).strict(),
    z.object({ deleted: z.literal(true) }),
  ),
  /** A plan of an earlier round still in progress funds nothing from this round on (180011 unless one in progress). */
  stopRdPlan: defineMessage('products', 'research', 'stopPlan', z.object({ ...world, planId: itemIdSchema, ...versionedWrite }).strict(), rdPlanSchema),
  /**
   * Binds a prototype to a model of this round (130047 for an older one): the model's attribute
   * takes the prototype's grade (added when the model lacks it: 170021 past four, 170023 for an
   * unsupported combination). 180001 unknown, 180003 bound to another model, 180009 when the model
   * already has a prototype of that attribute, 170029 when the model is in production.
   */
  bindPrototype: defineMessage(
    'products',
    'prototype',
    'bind',
    z.object({ ...world, prototypeId: itemIdSchema, ...versionedWrite, modelId: itemIdSchema }).strict(),
    prototypeSchema,
  ),
  /** Frees a prototype from its model of this round (130047 for an older one, 170029 in production); the model's grade stays. */
  unbindPrototype: defineMessage(
    'products',
    'prototype',
    'unbind',
    z.object({ ...world, prototypeId: itemIdSchema, ...versionedWrite }).strict(),
    prototypeSchema,
  ),
  /** For stores (no HTTP route): a company's models, and which are in production this round. */
  companyModels: defineMessage(
    'products',
    'model',
    'ofCompany',
    z.object({ ...world, companyId: z.string().uuid() }).strict(),
    z.array(modelSchema.pick({ modelId: true, brandId: true, name: true, inProduction: true })),
  ),
  /** For stores: a company's brands (company promotions name one). */
  companyBrands: defineMessage(
    'products',
    'brand',
    'ofCompany',
    z.object({ ...world, companyId: z.string().uuid() }).strict(),
    z.array(brandSchema.pick({ brandId: true, name: true })),
  ),
  snapshot: productsSnapshot,
  draft: roundDraftMessage(productsSnapshot),
  apply: roundApplyMessage(
    'products',
    z.object({
      productions: z.array(z.object({ modelId: z.string(), warehouseId: z.string(), quantity: z.number().int(), unitCost: z.number() })),
      /** Each attribute's researched grade and progress after the round, and the prototypes completed in it. */
      research: z
        .object({
          grades: z.record(z.string(), z.object({ grade: z.number().int(), progress: z.number().int() })),
          invested: z.array(z.object({ attributeId: z.string(), amount: z.number().int(), setback: z.boolean() })),
          prototypes: z.array(z.object({ number: z.number().int(), attributeId: z.string(), grade: z.number().int(), round: z.number().int() })),
        })
        .default({ grades: {}, invested: [], prototypes: [] }),
    }),
  ),
};
