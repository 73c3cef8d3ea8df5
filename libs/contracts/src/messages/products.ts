import { z } from 'zod';
import { companyReadShape } from '../areas/company-read';
import { defineMessage } from '../messaging/message';
import { roundApplyMessage, roundDraftMessage, roundSnapshotMessage } from '../areas/round-messages';
import { itemIdSchema, worldIdSchema } from './rounds';
import { screenplayIdSchema, textSchema } from './text';

const nameSchema = textSchema({ min: 1, max: 60 });
const attributesSchema = z.array(z.object({ attributeId: screenplayIdSchema, grade: z.number().int().min(1).max(20) }));
const propositionsSchema = z.array(screenplayIdSchema);
/** The rules refuse an empty or repeated choice with their own codes (280009, 280007), not 9001. */
const segmentIdsSchema = z.array(screenplayIdSchema).max(50);

/** At most this many user personas per company (280011); docs/decisions.md says why. */
export const PERSONA_LIMIT = 6;

export const brandSchema = z.object({ brandId: z.string(), name: z.string(), createdRound: z.number().int(), modelCount: z.number().int() });
export const modelSchema = z.object({
  modelId: z.string(),
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
  name: z.string(),
  segmentIds: z.array(z.string()),
  createdRound: z.number().int(),
  /** Models (of any round) made for it: a persona bound to a model cannot be deleted (280005). */
  modelCount: z.number().int(),
});
export type Brand = z.infer<typeof brandSchema>;
export type Persona = z.infer<typeof personaSchema>;
export type Model = z.infer<typeof modelSchema>;
export type ProductionPlan = z.infer<typeof productionPlanSchema>;

const world = { worldId: worldIdSchema };

const productsSnapshot = roundSnapshotMessage('products', ['brands', 'personas', 'models', 'production']);

export const productsMessages = {
  listBrands: defineMessage('products', 'brand', 'list', z.object(companyReadShape).strict(), z.array(brandSchema)),
  /** Names are unique within the company (170003). */
  createBrand: defineMessage('products', 'brand', 'create', z.object({ ...world, name: nameSchema }).strict(), brandSchema),
  renameBrand: defineMessage('products', 'brand', 'rename', z.object({ ...world, brandId: itemIdSchema, name: nameSchema }).strict(), brandSchema),
  /** A brand with models cannot be deleted (170005); only one of the current round (130047). */
  deleteBrand: defineMessage('products', 'brand', 'delete', z.object({ ...world, brandId: itemIdSchema }).strict(), z.object({ deleted: z.literal(true) })),
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
        name: nameSchema.optional(),
        attributes: attributesSchema.optional(),
        valuePropositionIds: propositionsSchema.optional(),
        personaId: itemIdSchema.nullable().optional(),
      })
      .strict(),
    modelSchema,
  ),
  deleteModel: defineMessage('products', 'model', 'delete', z.object({ ...world, modelId: itemIdSchema }).strict(), z.object({ deleted: z.literal(true) })),
  listPersonas: defineMessage('products', 'persona', 'list', z.object(companyReadShape).strict(), z.array(personaSchema)),
  /** Names unique within the company (280003), 1 or more segments (280009), each once (280007), at most PERSONA_LIMIT (280011). */
  createPersona: defineMessage('products', 'persona', 'create', z.object({ ...world, name: nameSchema, segmentIds: segmentIdsSchema }).strict(), personaSchema),
  /** Only a persona of the current round (130047). */
  updatePersona: defineMessage(
    'products',
    'persona',
    'update',
    z.object({ ...world, personaId: itemIdSchema, name: nameSchema.optional(), segmentIds: segmentIdsSchema.optional() }).strict(),
    personaSchema,
  ),
  /** Only a persona of the current round (130049) that no model names (280005). */
  deletePersona: defineMessage(
    'products',
    'persona',
    'delete',
    z.object({ ...world, personaId: itemIdSchema }).strict(),
    z.object({ deleted: z.literal(true) }),
  ),
  listProductions: defineMessage('products', 'production', 'list', z.object(companyReadShape).strict(), z.array(productionPlanSchema)),
  /** Quantity within the round's capacity across plans (190005), into a storage the company has (200005). */
  createProduction: defineMessage(
    'products',
    'production',
    'create',
    z.object({ ...world, modelId: itemIdSchema, quantity: z.number().int().min(1).max(10_000_000), warehouseId: screenplayIdSchema }).strict(),
    productionPlanSchema,
  ),
  updateProduction: defineMessage(
    'products',
    'production',
    'update',
    z
      .object({ ...world, planId: itemIdSchema, quantity: z.number().int().min(1).max(10_000_000).optional(), warehouseId: screenplayIdSchema.optional() })
      .strict(),
    productionPlanSchema,
  ),
  deleteProduction: defineMessage(
    'products',
    'production',
    'delete',
    z.object({ ...world, planId: itemIdSchema }).strict(),
    z.object({ deleted: z.literal(true) }),
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
    z.object({ productions: z.array(z.object({ modelId: z.string(), warehouseId: z.string(), quantity: z.number().int(), unitCost: z.number() })) }),
  ),
};
