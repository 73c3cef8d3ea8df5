import { z } from 'zod';
import { idSchema } from '../screenplay/localized';

const money = z.number().int();
const units = z.number().int().nonnegative();

export const ACCOUNTS = ['cash', 'receivables', 'inventory', 'adWallet', 'payables', 'loans', 'capital', 'retainedEarnings'] as const;
export const accountSchema = z.enum(ACCOUNTS);
export type BalanceAccount = z.infer<typeof accountSchema>;

export const modelStateSchema = z.object({
  id: z.string(),
  brandId: z.string(),
  name: z.string(),
  attributes: z.record(idSchema, z.number().int()),
  valuePropositionIds: z.array(idSchema),
  personaIds: z.array(z.string()),
  /** Units made so far, for the learning curve. */
  cumulativeProduced: units,
  createdRound: z.number().int(),
  /** Customer rating, 1 to 5. */
  rating: z.number().min(1).max(5),
});
export type ModelState = z.infer<typeof modelStateSchema>;

export const stockSchema = z.object({
  modelId: z.string(),
  warehouseId: idSchema,
  units,
  /** Weighted-average cost of one unit, base currency minor units (fractional until posted). */
  unitCost: z.number().nonnegative(),
});
export type Stock = z.infer<typeof stockSchema>;

/**
 * A company's status, the numbers of contracts' COMPANY_STATUS (the engine may not import contracts;
 * services/simulation-engine checks that the two agree): a bankrupt company stops deciding and scoring.
 */
export const COMPANY_ACTIVE = 1 as const;
export const COMPANY_BANKRUPT = 3 as const;
export const companyStatusSchema = z.union([z.literal(COMPANY_ACTIVE), z.literal(COMPANY_BANKRUPT)]);

export const companyStateSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Fixed at the start, never renamed or reordered: keys the company's own random stream. */
  seat: z.number().int().nonnegative(),
  status: companyStatusSchema,
  balances: z.record(accountSchema, money),
  brands: z.array(z.object({ id: z.string(), name: z.string(), createdRound: z.number().int() })),
  personas: z.array(z.object({ id: z.string(), name: z.string(), segmentIds: z.array(idSchema).min(1), createdRound: z.number().int() })),
  models: z.array(modelStateSchema),
  techGrades: z.record(idSchema, z.number().int()),
  rndProgress: z.record(idSchema, money),
  prototypes: z.array(z.object({ id: z.string(), attributeId: idSchema, grade: z.number().int(), round: z.number().int() })),
  stock: z.array(stockSchema),
  /** Units on the way to a warehouse, arriving next round, with the inventory value they carry. */
  inTransit: z.array(stockSchema.extend({ fromWarehouseId: idSchema, value: money })),
  storages: z.array(z.object({ warehouseId: idSchema, capacityM3: z.number().nonnegative(), isDefault: z.boolean() })),
  stores: z.array(z.object({ platformId: idSchema, openedRound: z.number().int(), showcaseDesignId: idSchema.optional() })),
  /** brand -> segment -> awareness in [0, 1]. */
  awareness: z.record(z.string(), z.record(idSchema, z.number())),
  /** brand -> segment -> value proposition -> perception in [0, 1]. */
  perception: z.record(z.string(), z.record(idSchema, z.record(idSchema, z.number()))),
  /** Units sold last round per listing key `platform/model`, for organic ranking. */
  lastSales: z.record(z.string(), units),
  /** Last round's price of each listing that was on sale (listing key), in the market's currency: the shelf price rivals and bots see. */
  lastPrices: z.record(z.string(), z.number()).optional(),
  receivables: z.array(z.object({ platformId: idSchema, amount: money, dueRound: z.number().int() })),
  payables: z.array(z.object({ logisticsServiceId: idSchema, amount: money, dueRound: z.number().int() })),
  loans: z.array(
    z.object({
      id: z.string(),
      principal: money,
      outstanding: money,
      interestPerRound: z.number(),
      startRound: z.number().int(),
      dueRound: z.number().int(),
    }),
  ),
  taxLossCarryForward: money,
  /**
   * The ad wallet of each platform (recharged there, paying its clicks only), base-currency minor
   * units; they add up to balances.adWallet. States stored before it existed parse with none.
   */
  adWallets: z.record(idSchema, z.number().int().nonnegative()).default({}),
});
export type CompanyState = z.infer<typeof companyStateSchema>;

export const worldStateSchema = z.object({
  schemaVersion: z.literal(1),
  screenplayId: idSchema,
  /** The last resolved round; 0 before the first. */
  round: z.number().int().nonnegative(),
  seed: z.string(),
  companies: z.array(companyStateSchema),
  /** Segment conditions the market carries from round to round. */
  segments: z.record(
    idSchema,
    z.object({
      size: z.number().nonnegative(),
      priceSensitivityFactor: z.number().positive(),
      ideals: z.record(idSchema, z.number()),
      /** Last round's average selling price in the segment (market currency), as market research reports it; absent before any sale. */
      averagePrice: z.number().nonnegative().optional(),
    }),
  ),
});
export type WorldState = z.infer<typeof worldStateSchema>;
