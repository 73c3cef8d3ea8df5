import { z } from 'zod';
import { companyReadShape } from '../areas/company-read';
import { defineMessage } from '../messaging/message';
import { roundApplyMessage, roundDraftMessage, roundSnapshotMessage } from '../areas/round-messages';
import { itemIdSchema, versionedItem, versionedWrite, worldIdSchema } from './rounds';
import { screenplayIdSchema } from './text';

export const storageSchema = z.object({
  storageId: z.string(),
  ...versionedItem,
  warehouseId: z.string(),
  capacityM3: z.number(),
  /** Every company has one at its home warehouse; it cannot be updated or deleted (200007). */
  isDefault: z.boolean(),
  createdRound: z.number().int(),
  /** The round from which the space was given up (its capacity is 0 from then on), null while rented. */
  releasedRound: z.number().int().nullable(),
});
export const inventoryRowSchema = z.object({
  round: z.number().int(),
  modelId: z.string(),
  warehouseId: z.string(),
  opening: z.number().int(),
  produced: z.number().int(),
  sold: z.number().int(),
  cleared: z.number().int(),
  transferIn: z.number().int(),
  transferOut: z.number().int(),
  closing: z.number().int(),
  /** Units that left this warehouse in the round for another one; they arrive at the start of the next round. */
  inTransitOut: z.number().int(),
  /** Weighted-average cost of one unit after the round (base currency, minor units, fractional). */
  unitCost: z.number(),
  /** The cost layer the round opened with: the unit cost of the opening units (the previous round's closing cost), 0 when none. */
  openingUnitCost: z.number(),
});
/** Sell units of a model held in a warehouse outside the market, at the screenplay's clearance fraction of their cost (stage 10). */
export const clearancePlanSchema = z.object({
  planId: z.string(),
  ...versionedItem,
  round: z.number().int(),
  modelId: z.string(),
  warehouseId: z.string(),
  quantity: z.number().int(),
});
/** Move units of a model from a warehouse to another through a logistics service (stage 4); they arrive the next round. */
export const reallocationPlanSchema = z.object({
  planId: z.string(),
  ...versionedItem,
  round: z.number().int(),
  modelId: z.string(),
  fromWarehouseId: z.string(),
  logisticsServiceId: z.string(),
  /** The logistics service's destination. */
  toWarehouseId: z.string(),
  quantity: z.number().int(),
});
export type ClearancePlan = z.infer<typeof clearancePlanSchema>;
export type ReallocationPlan = z.infer<typeof reallocationPlanSchema>;
export type Storage = z.infer<typeof storageSchema>;
export type InventoryRowView = z.infer<typeof inventoryRowSchema>;

const world = { worldId: worldIdSchema };
const capacitySchema = z.number().min(1).max(1_000_000);
/** Any whole number: below 1 or beyond the stock is the rule's refusal (300015, 300023) with the most allowed, not a 9001. */
const planQuantitySchema = z.number().int().min(-1_000_000_000).max(1_000_000_000);
/** Missing, the rule's refusal (300017, 300025: products required). */
const planModelSchema = itemIdSchema.optional();

const warehouseSnapshot = roundSnapshotMessage('warehouse', ['storages', 'clearance', 'reallocation']);

export const warehouseMessages = {
  listStorages: defineMessage('warehouse', 'storage', 'list', z.object(companyReadShape).strict(), z.array(storageSchema)),
  /** Rents space in a warehouse of the screenplay (200015), one storage per warehouse (200009). */
  createStorage: defineMessage(
    'warehouse',
    'storage',
    'create',
    z.object({ ...world, warehouseId: screenplayIdSchema, capacityM3: capacitySchema }).strict(),
    storageSchema,
  ),
  updateStorage: defineMessage(
    'warehouse',
    'storage',
    'update',
    z.object({ ...world, storageId: itemIdSchema, ...versionedWrite, capacityM3: capacitySchema }).strict(),
    storageSchema,
  ),
  deleteStorage: defineMessage(
    'warehouse',
    'storage',
    'delete',
    z.object({ ...world, storageId: itemIdSchema, ...versionedWrite }).strict(),
    z.object({ deleted: z.literal(true) }),
  ),
  /**
   * Gives up a storage of an earlier round from the current round on (one of this round is
   * deleted instead): 200007 for the default storage, 200011 while stock is held there or moved
   * there this round, 200005 for anyone else's.
   */
  releaseStorage: defineMessage('warehouse', 'storage', 'release', z.object({ ...world, storageId: itemIdSchema, ...versionedWrite }).strict(), storageSchema),
  /** Stock per model and warehouse after the last resolved round (or the round asked for). */
  listInventory: defineMessage(
    'warehouse',
    'inventory',
    'list',
    z.object({ ...companyReadShape, round: z.coerce.number().int().min(1).optional() }).strict(),
    z.array(inventoryRowSchema),
  ),
  listClearancePlans: defineMessage('warehouse', 'clearance', 'list', z.object(companyReadShape).strict(), z.array(clearancePlanSchema)),
  /**
   * Quantity between 1 and what the last resolved round left of the model there, less this
   * round's other plans on it (300015 with the most); a model with no stock there 300009; model
   * required (300017), one plan per model and warehouse a round (300019).
   */
  createClearancePlan: defineMessage(
    'warehouse',
    'clearance',
    'create',
    z.object({ ...world, modelId: planModelSchema, warehouseId: screenplayIdSchema, quantity: planQuantitySchema }).strict(),
    clearancePlanSchema,
  ),
  updateClearancePlan: defineMessage(
    'warehouse',
    'clearance',
    'update',
    z.object({ ...world, planId: itemIdSchema, ...versionedWrite, quantity: planQuantitySchema }).strict(),
    clearancePlanSchema,
  ),
  deleteClearancePlan: defineMessage(
    'warehouse',
    'clearance',
    'delete',
    z.object({ ...world, planId: itemIdSchema, ...versionedWrite }).strict(),
    z.object({ deleted: z.literal(true) }),
  ),
  listReallocationPlans: defineMessage('warehouse', 'reallocation', 'list', z.object(companyReadShape).strict(), z.array(reallocationPlanSchema)),
  /**
   * Through a logistics service (300031 missing, 300033 unknown) that runs from the warehouse to
   * another warehouse (300035, 300029 when it would stay), where the company has a storage
   * (300047); the quantity rules of clearance with 300023, 300025, 300027.
   */
  createReallocationPlan: defineMessage(
    'warehouse',
    'reallocation',
    'create',
    z
      .object({
        ...world,
        modelId: planModelSchema,
        fromWarehouseId: screenplayIdSchema,
        logisticsServiceId: screenplayIdSchema.optional(),
        quantity: planQuantitySchema,
      })
      .strict(),
    reallocationPlanSchema,
  ),
  updateReallocationPlan: defineMessage(
    'warehouse',
    'reallocation',
    'update',
    z.object({ ...world, planId: itemIdSchema, ...versionedWrite, quantity: planQuantitySchema }).strict(),
    reallocationPlanSchema,
  ),
  deleteReallocationPlan: defineMessage(
    'warehouse',
    'reallocation',
    'delete',
    z.object({ ...world, planId: itemIdSchema, ...versionedWrite }).strict(),
    z.object({ deleted: z.literal(true) }),
  ),
  /** For products (no HTTP route): the warehouses a company has a storage in. */
  companyStorages: defineMessage(
    'warehouse',
    'storage',
    'ofCompany',
    z.object({ ...world, companyId: z.string() }).strict(),
    z.array(storageSchema.omit({ version: true })),
  ),
  snapshot: warehouseSnapshot,
  draft: roundDraftMessage(warehouseSnapshot),
  apply: roundApplyMessage('warehouse', z.object({ inventory: z.array(inventoryRowSchema.omit({ round: true, openingUnitCost: true })) })),
};
