import { z } from 'zod';
import { companyStatusSchema } from '../state/state.schema';

const money = z.number().int();
const units = z.number().int().nonnegative();
const id = z.string();

export const SOURCES = ['organic', 'auction', 'trafficPackage', 'merchantLive', 'influencer'] as const;
export const sourceSchema = z.enum(SOURCES);
export type TrafficSource = z.infer<typeof sourceSchema>;
const bySource = z.record(sourceSchema, z.number().nonnegative());

export const warningSchema = z.object({
  /** Decision area, e.g. `production`; `code` says what was clipped, `params` the numbers. */
  area: z.string(),
  code: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
});
export type Warning = z.infer<typeof warningSchema>;

export const postingSchema = z.object({ account: z.string(), debit: money, credit: money, memo: z.string() });
export type Posting = z.infer<typeof postingSchema>;

export const incomeStatementSchema = z.object({
  revenue: money,
  clearanceIncome: money,
  commission: money,
  costOfGoodsSold: money,
  grossProfit: money,
  logistics: money,
  rent: money,
  advertising: money,
  livestreaming: money,
  researchAndDevelopment: money,
  productionSetup: money,
  storeFees: money,
  /** Holding stock (a share of its value) and overheads (salaries, administration); 0 in results from before they existed. */
  inventoryHolding: money.default(0),
  /** Unsold stock valued at what clearance would fetch when the world's last round closes; 0 in results from before it existed. */
  inventoryWriteDown: money.default(0),
  overheads: money.default(0),
  operatingProfit: money,
  interest: money,
  profitBeforeTax: money,
  tax: money,
  netProfit: money,
});
export type IncomeStatement = z.infer<typeof incomeStatementSchema>;

export const balanceSheetSchema = z.object({
  cash: money,
  receivables: money,
  inventory: money,
  adWallet: money,
  totalAssets: money,
  payables: money,
  loans: money,
  totalLiabilities: money,
  capital: money,
  retainedEarnings: money,
  totalEquity: money,
});
export type BalanceSheet = z.infer<typeof balanceSheetSchema>;

export const cashFlowSchema = z.object({ opening: money, operating: money, financing: money, netChange: money, closing: money });
export type CashFlow = z.infer<typeof cashFlowSchema>;

export const taxReturnSchema = z.object({
  profitBeforeTax: money,
  lossBroughtForward: money,
  lossUsed: money,
  taxableIncome: money,
  rate: z.number(),
  tax: money,
  lossCarriedForward: money,
});

/**
 * Units of a sales row that left one warehouse by one logistics service, and the days they took
 * to reach the shoppers. A package's row ships each of its models (`modelId`) the row's units.
 */
export const shipmentSchema = z.object({
  /** Set on a package's row only: which of its models these units are. */
  modelId: id.optional(),
  warehouseId: id,
  logisticsServiceId: id,
  units,
  days: z.number(),
});
export type Shipment = z.infer<typeof shipmentSchema>;

/** One row per listing and segment: the revenue details, traffic and profit pages read these. */
export const salesRowSchema = z.object({
  platformId: id,
  segmentId: id,
  brandId: id,
  modelId: id,
  /** Set when the row is a package of several models. */
  packageId: id.optional(),
  price: z.number().int(),
  units,
  revenueLocal: money,
  revenue: money,
  commission: money,
  costOfGoodsSold: money,
  logistics: money,
  directMarketing: money,
  profit: money,
  sessions: bySource,
  orders: bySource,
  /**
   * Orders shoppers would have placed here had the model not been out of stock in the market this
   * round (sold out, or listed with none): its listing's demand beyond its stock, whole. They went
   * to other listings or bought nothing.
   * 0 in results from before it was counted.
   */
  lostOrders: units.default(0),
  /**
   * Where the row's units shipped from: a listing's orders ship together, fastest service first,
   * and its rows take the shipped units in turn (docs/engine.md, "Results"). [] in results from
   * before they were recorded.
   */
  shipments: z.array(shipmentSchema).default([]),
  /** What the influencers took of the row's influencer orders (part of `directMarketing`); 0 in results from before it was recorded. */
  influencerCommission: money.default(0),
});
export type SalesRow = z.infer<typeof salesRowSchema>;

export const inventoryRowSchema = z.object({
  modelId: id,
  warehouseId: id,
  opening: units,
  produced: units,
  transferIn: units,
  sold: units,
  cleared: units,
  transferOut: units,
  closing: units,
  inTransitOut: units,
  unitCost: z.number(),
});
export type InventoryRow = z.infer<typeof inventoryRowSchema>;

export const companyResultSchema = z.object({
  companyId: id,
  status: companyStatusSchema,
  warnings: z.array(warningSchema),
  journal: z.array(postingSchema),
  incomeStatement: incomeStatementSchema,
  balanceSheet: balanceSheetSchema,
  cashFlow: cashFlowSchema,
  taxReturn: taxReturnSchema,
  receivableSchedule: z.array(z.object({ platformId: id, amount: money, dueRound: z.number().int() })),
  loanSchedule: z.array(z.object({ loanId: id, outstanding: money, interestDue: money, principalDue: money, dueRound: z.number().int() })),
  logisticsBillSchedule: z.array(z.object({ logisticsServiceId: id, amount: money, dueRound: z.number().int() })),
  perception: z.array(z.object({ brandId: id, segmentId: id, awareness: z.number(), propositions: z.record(id, z.number()) })),
  modelPerception: z.array(z.object({ modelId: id, segmentId: id, attributeFit: z.number(), utility: z.number() })),
  companyAdvertising: z.array(
    z.object({ channelId: id, brandId: id, segmentId: id, spend: money, reach: z.number(), awarenessBefore: z.number(), awarenessAfter: z.number() }),
  ),
  productAdvertising: z.array(
    z.object({ platformId: id, segmentId: id, modelId: id, slot: z.number().int().nullable(), impressions: units, clicks: units, spend: money, orders: units }),
  ),
  channelAdvertising: z.array(z.object({ source: sourceSchema, spend: money, sessions: z.number(), orders: units })),
  /** Closing balance of the ad wallet on each platform recharged, base currency; they add up to balanceSheet.adWallet. */
  adWallets: z.array(z.object({ platformId: id, balance: money })).optional(),
  sales: z.array(salesRowSchema),
  productions: z.array(z.object({ modelId: id, warehouseId: id, quantity: units, unitCost: z.number(), totalCost: money })),
  inventory: z.array(inventoryRowSchema),
  deliveries: z.array(z.object({ warehouseId: id, logisticsServiceId: id, units, cost: money, days: z.number() })),
  rnd: z.array(z.object({ attributeId: id, invested: money, progress: money, grade: z.number().int(), completed: z.boolean(), setback: z.boolean() })),
  kpis: z.object({
    revenue: money,
    netProfit: money,
    marketShare: z.number(),
    cash: money,
    awareness: z.number(),
    satisfaction: z.number(),
  }),
  score: z.number(),
  rank: z.number().int().min(1),
});
export type CompanyResult = z.infer<typeof companyResultSchema>;
