import { z } from 'zod';
import { companyReadShape } from '../areas/company-read';
import { defineMessage } from '../messaging/message';
import { itemIdSchema, versionedItem, versionedWrite, worldIdSchema } from './rounds';
import { screenplayIdSchema, textSchema } from './text';

/**
 * The platform side of a store (section 2, stores/platform): showcase designs, packages, traffic
 * packages, the ad auction's bids and recharges, merchant and influencer livestreams. Each item
 * names the store product(s) it is for; the reply also names their platform and models, which is
 * what the engine's rows carry. Prices and costs per click are minor units of the platform's
 * market currency; budgets and recharges minor units of the base currency.
 */
const world = { worldId: worldIdSchema };
const deleted = z.object({ deleted: z.literal(true) });

export const showcaseChoiceSchema = z.object({
  choiceId: z.string(),
  ...versionedItem,
  storeId: z.string(),
  platformId: z.string(),
  showcaseDesignId: z.string(),
  round: z.number().int(),
});
export const storePackageSchema = z.object({
  packageId: z.string(),
  ...versionedItem,
  storeId: z.string(),
  platformId: z.string(),
  name: z.string(),
  productIds: z.array(z.string()),
  modelIds: z.array(z.string()),
  price: z.number().int(),
  createdRound: z.number().int(),
});
export const trafficPurchaseSchema = z.object({
  purchaseId: z.string(),
  ...versionedItem,
  productId: z.string(),
  platformId: z.string(),
  modelId: z.string(),
  trafficPackageId: z.string(),
  round: z.number().int(),
});
export const adBidSchema = z.object({
  bidId: z.string(),
  ...versionedItem,
  productId: z.string(),
  platformId: z.string(),
  modelId: z.string(),
  segmentId: z.string(),
  costPerClick: z.number().int(),
  dailyBudget: z.number().int(),
  round: z.number().int(),
});
export const rechargeSchema = z.object({
  rechargeId: z.string(),
  ...versionedItem,
  storeId: z.string(),
  platformId: z.string(),
  amount: z.number().int(),
  round: z.number().int(),
});
export const merchantLivestreamSchema = z.object({
  livestreamId: z.string(),
  ...versionedItem,
  storeId: z.string(),
  platformId: z.string(),
  hours: z.number().int(),
  productIds: z.array(z.string()),
  modelIds: z.array(z.string()),
  round: z.number().int(),
});
export const influencerLivestreamSchema = z.object({
  livestreamId: z.string(),
  ...versionedItem,
  storeId: z.string(),
  platformId: z.string(),
  influencerId: z.string(),
  productIds: z.array(z.string()),
  modelIds: z.array(z.string()),
  round: z.number().int(),
});
export type ShowcaseChoice = z.infer<typeof showcaseChoiceSchema>;
export type StorePackage = z.infer<typeof storePackageSchema>;
export type TrafficPurchase = z.infer<typeof trafficPurchaseSchema>;
export type AdBid = z.infer<typeof adBidSchema>;
export type Recharge = z.infer<typeof rechargeSchema>;
export type MerchantLivestream = z.infer<typeof merchantLivestreamSchema>;
export type InfluencerLivestream = z.infer<typeof influencerLivestreamSchema>;

/** A package holds 2 to 4 store products of one store (210029); the request takes up to 10 so the rule answers with its code. */
export const PACKAGE_PRODUCTS = { min: 2, max: 4 } as const;
/** A package's price, as a listing's (minor units of the platform's currency). */
export const PACKAGE_PRICE_RANGE = { min: 1, max: 100_000_000 } as const;
/** A daily ad budget or a recharge, minor units of the base currency (the forms show the same range). */
export const AD_MONEY_RANGE = { min: 1, max: 10_000_000_000 } as const;
const productIdsSchema = z.array(itemIdSchema).max(10);
const priceSchema = z.number().int().min(PACKAGE_PRICE_RANGE.min).max(PACKAGE_PRICE_RANGE.max);
/** Costs per click and amounts: any whole number the rules can judge (0 or out of range gets the rule's code, not 9001). */
const wholeSchema = z.number().int().min(0).max(AD_MONEY_RANGE.max);
const hoursSchema = z.number().int().min(0).max(1_000);

export const storePlatformMessages = {
  /** The showcase design chosen for each of the company's stores, every round it was chosen in. */
  listShowcaseChoices: defineMessage('stores', 'showcase', 'list', z.object(companyReadShape).strict(), z.array(showcaseChoiceSchema)),
  /**
   * Chooses a design of the store's platform (210049) for a store of the company's (130041, 130045)
   * from this round on; choosing again in the same round replaces the round's choice. The engine
   * charges the design's cost in the round it changes.
   */
  chooseShowcase: defineMessage(
    'stores',
    'showcase',
    'choose',
    z.object({ ...world, storeId: itemIdSchema, showcaseDesignId: screenplayIdSchema }).strict(),
    showcaseChoiceSchema,
  ),
  /** Takes back this round's choice (130047); the store keeps the design it had before. */
  deleteShowcaseChoice: defineMessage('stores', 'showcase', 'delete', z.object({ ...world, choiceId: itemIdSchema, ...versionedWrite }).strict(), deleted),

  listPackages: defineMessage('stores', 'package', 'list', z.object(companyReadShape).strict(), z.array(storePackageSchema)),
  /** 2 to 4 products (210029) of one store of the company's (210015), none twice (210031), sold as one listing at a price. */
  createPackage: defineMessage(
    'stores',
    'package',
    'create',
    z.object({ ...world, storeId: itemIdSchema, name: textSchema({ min: 1, max: 60 }), productIds: productIdsSchema, price: priceSchema }).strict(),
    storePackageSchema,
  ),
  /** The name, products and price of a package of the company's (210027) made this round (130049). */
  updatePackage: defineMessage(
    'stores',
    'package',
    'update',
    z
      .object({ ...world, packageId: itemIdSchema, ...versionedWrite, name: textSchema({ min: 1, max: 60 }), productIds: productIdsSchema, price: priceSchema })
      .strict(),
    storePackageSchema,
  ),
  deletePackage: defineMessage('stores', 'package', 'delete', z.object({ ...world, packageId: itemIdSchema, ...versionedWrite }).strict(), deleted),

  listTrafficPurchases: defineMessage('stores', 'trafficPackage', 'list', z.object(companyReadShape).strict(), z.array(trafficPurchaseSchema)),
  /** A traffic package of the product's platform (210033) for an online product of the company's (210015, 210023), once a round each (210035). */
  buyTrafficPackage: defineMessage(
    'stores',
    'trafficPackage',
    'buy',
    z.object({ ...world, productId: itemIdSchema, trafficPackageId: screenplayIdSchema }).strict(),
    trafficPurchaseSchema,
  ),
  deleteTrafficPurchase: defineMessage(
    'stores',
    'trafficPackage',
    'delete',
    z.object({ ...world, purchaseId: itemIdSchema, ...versionedWrite }).strict(),
    deleted,
  ),

  listAdBids: defineMessage('stores', 'adBid', 'list', z.object(companyReadShape).strict(), z.array(adBidSchema)),
  /**
   * A bid for an online product of the company's (210015, 210023) on a segment keyword of its
   * platform's market (210037), where the platform runs an auction (130057), its cost per click in
   * the platform's range (210039), a daily budget at least one click (210041), one bid per product
   * and keyword a round (210043).
   */
  createAdBid: defineMessage(
    'stores',
    'adBid',
    'create',
    z.object({ ...world, productId: itemIdSchema, segmentId: screenplayIdSchema, costPerClick: wholeSchema, dailyBudget: wholeSchema }).strict(),
    adBidSchema,
  ),
  updateAdBid: defineMessage(
    'stores',
    'adBid',
    'update',
    z.object({ ...world, bidId: itemIdSchema, ...versionedWrite, costPerClick: wholeSchema, dailyBudget: wholeSchema }).strict(),
    adBidSchema,
  ),
  deleteAdBid: defineMessage('stores', 'adBid', 'delete', z.object({ ...world, bidId: itemIdSchema, ...versionedWrite }).strict(), deleted),

  listRecharges: defineMessage('stores', 'recharge', 'list', z.object(companyReadShape).strict(), z.array(rechargeSchema)),
  /** Tops up the ad wallet of a store of the company's (130041, 130045) whose platform runs an auction (130057): a positive amount (210045) the round's cash covers (210047). */
  createRecharge: defineMessage('stores', 'recharge', 'create', z.object({ ...world, storeId: itemIdSchema, amount: wholeSchema }).strict(), rechargeSchema),
  updateRecharge: defineMessage(
    'stores',
    'recharge',
    'update',
    z.object({ ...world, rechargeId: itemIdSchema, ...versionedWrite, amount: wholeSchema }).strict(),
    rechargeSchema,
  ),
  deleteRecharge: defineMessage('stores', 'recharge', 'delete', z.object({ ...world, rechargeId: itemIdSchema, ...versionedWrite }).strict(), deleted),

  listMerchantLivestreams: defineMessage('stores', 'merchantLivestream', 'list', z.object(companyReadShape).strict(), z.array(merchantLivestreamSchema)),
  /** Hours of streaming from a store of the company's (130041, 130045), within the platform's hours a round (210053), showing its online products (210057). */
  createMerchantLivestream: defineMessage(
    'stores',
    'merchantLivestream',
    'create',
    z.object({ ...world, storeId: itemIdSchema, hours: hoursSchema, productIds: productIdsSchema }).strict(),
    merchantLivestreamSchema,
  ),
  updateMerchantLivestream: defineMessage(
    'stores',
    'merchantLivestream',
    'update',
    z.object({ ...world, livestreamId: itemIdSchema, ...versionedWrite, hours: hoursSchema, productIds: productIdsSchema }).strict(),
    merchantLivestreamSchema,
  ),
  deleteMerchantLivestream: defineMessage(
    'stores',
    'merchantLivestream',
    'delete',
    z.object({ ...world, livestreamId: itemIdSchema, ...versionedWrite }).strict(),
    deleted,
  ),

  listInfluencerLivestreams: defineMessage('stores', 'influencerLivestream', 'list', z.object(companyReadShape).strict(), z.array(influencerLivestreamSchema)),
  /** Books an influencer of the store's platform (210051) nobody in the world has booked this round (210055) to show online products of the store (210057). */
  createInfluencerLivestream: defineMessage(
    'stores',
    'influencerLivestream',
    'create',
    z.object({ ...world, storeId: itemIdSchema, influencerId: screenplayIdSchema, productIds: productIdsSchema }).strict(),
    influencerLivestreamSchema,
  ),
  updateInfluencerLivestream: defineMessage(
    'stores',
    'influencerLivestream',
    'update',
    z.object({ ...world, livestreamId: itemIdSchema, ...versionedWrite, productIds: productIdsSchema }).strict(),
    influencerLivestreamSchema,
  ),
  deleteInfluencerLivestream: defineMessage(
    'stores',
    'influencerLivestream',
    'delete',
    z.object({ ...world, livestreamId: itemIdSchema, ...versionedWrite }).strict(),
    deleted,
  ),
};
