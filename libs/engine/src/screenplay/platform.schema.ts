import { z } from 'zod';
import { countSchema, fractionSchema, idSchema, localizedSchema, minorSchema } from './localized';
import type { ProblemParams } from './screenplay.references';

/** Prices here are in minor units of the platform's market currency. */
export const adAuctionSchema = z
  .object({
    enabled: z.boolean(),
    slots: z.number().int().min(0).max(10),
    /** Click-through rate of each slot, top first. */
    clickThroughRates: z.array(fractionSchema),
    /** Share of a segment's daily sessions that see the sponsored slots. */
    impressionShare: fractionSchema,
    reservePrice: minorSchema,
    costPerClickMin: minorSchema,
    costPerClickMax: minorSchema,
  })
  .refine((a) => a.clickThroughRates.length >= a.slots, {
    message: 'one click-through rate per slot',
    params: { problem: 'ratesShortOfSlots' } satisfies ProblemParams<'ratesShortOfSlots'>,
  })
  .refine((a) => a.costPerClickMin <= a.costPerClickMax, {
    message: 'cost-per-click range is reversed',
    params: { problem: 'rangeReversed', min: 'costPerClickMin', max: 'costPerClickMax' } satisfies ProblemParams<'rangeReversed'>,
  });

export const trafficPackageSchema = z.object({
  id: idSchema,
  name: localizedSchema,
  price: minorSchema,
  /** Extra sessions the package brings to one listing over the round. */
  sessions: countSchema,
});

export const showcaseDesignSchema = z.object({
  id: idSchema,
  name: localizedSchema,
  cost: minorSchema,
  /** Utility added to every listing of a store using it. */
  utilityLift: z.number().nonnegative(),
});

export const influencerSchema = z.object({
  id: idSchema,
  name: localizedSchema,
  fee: minorSchema,
  commissionRate: fractionSchema,
  /** Followers per segment id who may watch a livestream. */
  followers: z.record(idSchema, countSchema),
  /** Share of watching followers who visit the listing. */
  visitRate: fractionSchema,
  utilityLift: z.number().nonnegative(),
});

export const platformSchema = z.object({
  id: idSchema,
  name: localizedSchema,
  marketId: idSchema,
  openingFee: minorSchema,
  commissionRate: fractionSchema,
  settlementDays: z.number().int().min(0),
  /** Share of sessions that reach listings organically (the rest browse without a listing). */
  organicReach: fractionSchema,
  /** How many listings organic search shows in a segment; those ranked lower get no organic session. */
  searchResults: z.number().int().positive().default(200),
  adAuction: adAuctionSchema,
  trafficPackages: z.array(trafficPackageSchema),
  showcaseDesigns: z.array(showcaseDesignSchema),
  merchantLivestream: z.object({
    costPerHour: minorSchema,
    /**
     * Viewers per hour, as a share of the daily shoppers on the platform of the segment most
     * interested in the product (the others in proportion to their interest).
     */
    reachPerHour: fractionSchema,
    maxHoursPerRound: z.number().int().min(0),
    utilityLift: z.number().nonnegative(),
  }),
  influencers: z.array(influencerSchema),
});
export type Platform = z.infer<typeof platformSchema>;

export const promotionChannelSchema = z.object({
  id: idSchema,
  name: localizedSchema,
  marketId: idSchema,
  /** Awareness effect of one reach point and its decay per round (see nextAwareness). */
  effect: z.number().positive(),
  decay: fractionSchema,
});

export const warehouseSchema = z.object({
  id: idSchema,
  name: localizedSchema,
  marketId: idSchema,
  capacityM3: z.number().positive(),
  /** Rent per cubic metre per round and handling per unit shipped, base currency. */
  rentPerM3: minorSchema,
  handlingPerUnit: minorSchema,
});

export const logisticsServiceSchema = z.object({
  id: idSchema,
  name: localizedSchema,
  fromWarehouseId: idSchema,
  /** Either a warehouse (reallocation) or a market (deliveries to shoppers). */
  to: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('warehouse'), warehouseId: idSchema }),
    z.object({ kind: z.literal('market'), marketId: idSchema }),
  ]),
  costPerKg: minorSchema,
  costPerM3: minorSchema,
  days: z.number().int().min(0),
  billPaymentDays: z.number().int().min(0),
});
