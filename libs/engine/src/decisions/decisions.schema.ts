import { z } from 'zod';
import { fractionSchema, idSchema, minorSchema } from '../screenplay/localized';

const nameSchema = z.string().trim().min(1).max(60);
/** Ids a company gives to what it creates (brands, models, personas, packages). */
const ownIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,40}$/);
const quantitySchema = z.number().int().min(1);

/**
 * The sections of one company's decisions for one round, one per decision of the specification.
 * Prices are in minor units of the platform's market currency; other money in the base currency.
 * Each decision service keeps some of them, and its round snapshot is these very schemas
 * (libs/contracts' DECISION_AREAS says which service keeps which).
 */
export const decisionSections = {
  brands: z.array(z.object({ id: ownIdSchema, name: nameSchema })).default([]),
  /** A user persona stands for 1 or more of the screenplay's market segments, each at most once. */
  personas: z
    .array(
      z.object({
        id: ownIdSchema,
        name: nameSchema,
        segmentIds: z
          .array(idSchema)
          .min(1)
          .refine((ids) => new Set(ids).size === ids.length, 'a market segment cannot be chosen twice'),
      }),
    )
    .default([]),
  models: z
    .array(
      z.object({
        id: ownIdSchema,
        brandId: ownIdSchema,
        name: nameSchema,
        /** 1 to 4 physical attributes at a grade the company has researched (a prototype RD-n or lower). */
        attributes: z
          .array(z.object({ attributeId: idSchema, grade: z.number().int().min(1) }))
          .min(1)
          .max(4),
        valuePropositionIds: z.array(idSchema).min(1).max(2),
        personaIds: z.array(ownIdSchema).default([]),
      }),
    )
    .default([]),
  rnd: z.array(z.object({ attributeId: idSchema, investment: minorSchema })).default([]),
  production: z.array(z.object({ modelId: ownIdSchema, quantity: quantitySchema, warehouseId: idSchema })).default([]),
  /** Space rented beyond the default storage; capacity 0 gives a storage back. */
  storages: z.array(z.object({ warehouseId: idSchema, capacityM3: z.number().min(0) })).default([]),
  clearance: z.array(z.object({ modelId: ownIdSchema, warehouseId: idSchema, quantity: quantitySchema })).default([]),
  reallocation: z
    .array(
      z.object({
        modelId: ownIdSchema,
        fromWarehouseId: idSchema,
        logisticsServiceId: idSchema,
        quantity: quantitySchema,
      }),
    )
    .default([]),
  stores: z.array(z.object({ platformId: idSchema, showcaseDesignId: idSchema.optional() })).default([]),
  listings: z
    .array(z.object({ platformId: idSchema, modelId: ownIdSchema, price: z.number().int().positive(), online: z.boolean().default(true) }))
    .default([]),
  packages: z
    .array(
      z.object({
        id: ownIdSchema,
        platformId: idSchema,
        name: nameSchema,
        modelIds: z.array(ownIdSchema).min(2).max(4),
        price: z.number().int().positive(),
      }),
    )
    .default([]),
  trafficPackages: z.array(z.object({ platformId: idSchema, trafficPackageId: idSchema, modelId: ownIdSchema })).default([]),
  adBids: z
    .array(
      z.object({
        platformId: idSchema,
        segmentId: idSchema,
        modelId: ownIdSchema,
        costPerClick: z.number().int().positive(),
        dailyBudget: minorSchema,
      }),
    )
    .default([]),
  /** Top-ups of a platform's advertising wallet, from which clicks are paid. */
  recharges: z.array(z.object({ platformId: idSchema, amount: z.number().int().positive() })).default([]),
  merchantLivestreams: z.array(z.object({ platformId: idSchema, hours: z.number().int().min(1), modelIds: z.array(ownIdSchema).min(1) })).default([]),
  influencerLivestreams: z.array(z.object({ platformId: idSchema, influencerId: idSchema, modelIds: z.array(ownIdSchema).min(1) })).default([]),
  companyPromotions: z.array(z.object({ channelId: idSchema, brandId: ownIdSchema, budget: z.number().int().positive() })).default([]),
  productPromotions: z.array(z.object({ platformId: idSchema, modelId: ownIdSchema, discount: fractionSchema.max(0.6) })).default([]),
  loans: z.array(z.object({ amount: z.number().int().positive() })).default([]),
  repayments: z.array(z.object({ loanId: z.string(), amount: z.number().int().positive() })).default([]),
};
export type DecisionSection = keyof typeof decisionSections;

/** One company's decisions for one round: every section, empty unless decided. */
export const companyDecisionsSchema = z.object(decisionSections);
export type CompanyDecisions = z.output<typeof companyDecisionsSchema>;
export type CompanyDecisionsInput = z.input<typeof companyDecisionsSchema>;

/** A company that decided nothing this round. */
export const noDecisions = (): CompanyDecisions => companyDecisionsSchema.parse({});
