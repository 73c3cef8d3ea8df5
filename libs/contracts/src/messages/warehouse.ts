import { z } from 'zod';
import { companyReadShape } from '../areas/company-read';
import { defineMessage } from '../messaging/message';
import { roundApplyMessage, roundDraftMessage, roundSnapshotMessage } from '../areas/round-messages';
import { itemIdSchema, worldIdSchema } from './rounds';
import { screenplayIdSchema } from './text';

export const storageSchema = z.object({
  storageId: z.string(),
  warehouseId: z.string(),
  capacityM3: z.number(),
  /** Every company has one at its home warehouse; it cannot be updated or deleted (200007). */
  isDefault: z.boolean(),
  createdRound: z.number().int(),
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
  unitCost: z.number(),
});
export type Storage = z.infer<typeof storageSchema>;
export type InventoryRowView = z.infer<typeof inventoryRowSchema>;

const world = { worldId: worldIdSchema };
const capacitySchema = z.number().min(1).max(1_000_000);

const warehouseSnapshot = roundSnapshotMessage('warehouse', ['storages']);

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
    z.object({ ...world, storageId: itemIdSchema, capacityM3: capacitySchema }).strict(),
    storageSchema,
  ),
  deleteStorage: defineMessage(
    'warehouse',
    'storage',
    'delete',
    z.object({ ...world, storageId: itemIdSchema }).strict(),
    z.object({ deleted: z.literal(true) }),
  ),
  /** Stock per model and warehouse after the last resolved round (or the round asked for). */
  listInventory: defineMessage(
    'warehouse',
    'inventory',
    'list',
    z.object({ ...companyReadShape, round: z.coerce.number().int().min(1).optional() }).strict(),
    z.array(inventoryRowSchema),
  ),
  /** For products (no HTTP route): the warehouses a company has a storage in. */
  companyStorages: defineMessage('warehouse', 'storage', 'ofCompany', z.object({ ...world, companyId: z.string() }).strict(), z.array(storageSchema)),
  snapshot: warehouseSnapshot,
  draft: roundDraftMessage(warehouseSnapshot),
  apply: roundApplyMessage('warehouse', z.object({ inventory: z.array(inventoryRowSchema.omit({ round: true })) })),
};
