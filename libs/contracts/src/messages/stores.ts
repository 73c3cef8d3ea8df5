import { z } from 'zod';
import { companyReadShape } from '../areas/company-read';
import { defineMessage } from '../messaging/message';
import { roundApplyMessage, roundDraftMessage, roundDraftRequestSchema, roundSnapshotMessage } from '../areas/round-messages';
import { itemIdSchema, versionedItem, versionedWrite, worldIdSchema } from './rounds';
import { storePlatformMessages } from './store-platform';
import { screenplayIdSchema } from './text';

export const storeSchema = z.object({ storeId: z.string(), platformId: z.string(), openedRound: z.number().int() });
export const storeProductSchema = z.object({
  productId: z.string(),
  ...versionedItem,
  storeId: z.string(),
  platformId: z.string(),
  modelId: z.string(),
  /** Minor units of the platform's market currency. */
  price: z.number().int(),
  online: z.boolean(),
  createdRound: z.number().int(),
  /** From the last resolved round. */
  lastUnitsSold: z.number().int().nullable(),
  lastRevenue: z.number().int().nullable(),
});
export const companyPromotionSchema = z.object({
  promotionId: z.string(),
  ...versionedItem,
  channelId: z.string(),
  brandId: z.string(),
  /** Base currency minor units spent over the round. */
  budget: z.number().int(),
  round: z.number().int(),
});
export const productPromotionSchema = z.object({
  promotionId: z.string(),
  ...versionedItem,
  /** The store product discounted, and its platform and model (what the engine's row names). */
  productId: z.string(),
  platformId: z.string(),
  modelId: z.string(),
  /** Whole percent off the listing's price (the engine takes discount / 100). */
  discount: z.number().int(),
  round: z.number().int(),
});
export type Store = z.infer<typeof storeSchema>;
export type StoreProduct = z.infer<typeof storeProductSchema>;
export type CompanyPromotion = z.infer<typeof companyPromotionSchema>;
export type ProductPromotion = z.infer<typeof productPromotionSchema>;

const world = { worldId: worldIdSchema };
/** A listing's price in minor units of the platform's currency (the forms show the same range). */
export const PRICE_RANGE = { min: 1, max: 100_000_000 } as const;
const priceSchema = z.number().int().min(PRICE_RANGE.min).max(PRICE_RANGE.max);
/** A company promotion's budget in minor units of the base currency (the forms show the same range). */
export const BUDGET_RANGE = { min: 1, max: 10_000_000_000 } as const;
const budgetSchema = z.number().int().min(BUDGET_RANGE.min).max(BUDGET_RANGE.max);

/**
 * A product promotion's discount in whole percent of the listing's price: 1 to 60 (the engine's
 * `productPromotions` allow a fraction up to 0.6). The request takes any whole percent, 0 to 100,
 * so that one out of this range is refused by the rule with its code (220009), as the forms say.
 */
export const DISCOUNT_RANGE = { min: 1, max: 60 } as const;
const discountSchema = z.number().int().min(0).max(100);

const count = z.number().int();
/** How many items of each stores area a company made for a round. */
export const roundActivitySchema = z
  .object({
    companyPromotions: count,
    productPromotions: count,
    adBids: count,
    recharges: count,
    trafficPackages: count,
    merchantLivestreams: count,
    influencerLivestreams: count,
    showcaseChoices: count,
  })
  .strict();
export type RoundActivity = z.infer<typeof roundActivitySchema>;

const storesSnapshot = roundSnapshotMessage('stores', [
  'stores',
  'listings',
  'packages',
  'trafficPackages',
  'adBids',
  'recharges',
  'merchantLivestreams',
  'influencerLivestreams',
  'companyPromotions',
  'productPromotions',
]);

export const storesMessages = {
  listStores: defineMessage('stores', 'store', 'list', z.object(companyReadShape).strict(), z.array(storeSchema)),
  /** One store per platform (210007); the platform must be the screenplay's (130043). */
  openStore: defineMessage('stores', 'store', 'open', z.object({ ...world, platformId: screenplayIdSchema }).strict(), storeSchema),
  listProducts: defineMessage(
    'stores',
    'product',
    'list',
    z.object({ ...companyReadShape, storeId: itemIdSchema.optional() }).strict(),
    z.array(storeProductSchema),
  ),
  /** Lists a model of the company (170011) in a store of its own (130041, 130045) at a price. */
  createProduct: defineMessage(
    'stores',
    'product',
    'create',
    z.object({ ...world, storeId: itemIdSchema, modelId: itemIdSchema, price: priceSchema }).strict(),
    storeProductSchema,
  ),
  updateProduct: defineMessage(
    'stores',
    'product',
    'update',
    z.object({ ...world, productId: itemIdSchema, ...versionedWrite, price: priceSchema }).strict(),
    storeProductSchema,
  ),
  /** Offline is refused while the product is in this round's product promotion or its model in production (210021). */
  setProductOnline: defineMessage(
    'stores',
    'product',
    'setOnline',
    z.object({ ...world, productId: itemIdSchema, ...versionedWrite, online: z.boolean() }).strict(),
    storeProductSchema,
  ),
  deleteProduct: defineMessage(
    'stores',
    'product',
    'delete',
    z.object({ ...world, productId: itemIdSchema, ...versionedWrite }).strict(),
    z.object({ deleted: z.literal(true) }),
  ),
  listCompanyPromotions: defineMessage('stores', 'companyPromotion', 'list', z.object(companyReadShape).strict(), z.array(companyPromotionSchema)),
  createCompanyPromotion: defineMessage(
    'stores',
    'companyPromotion',
    'create',
    z.object({ ...world, channelId: screenplayIdSchema, brandId: itemIdSchema, budget: budgetSchema }).strict(),
    companyPromotionSchema,
  ),
  updateCompanyPromotion: defineMessage(
    'stores',
    'companyPromotion',
    'update',
    z.object({ ...world, promotionId: itemIdSchema, ...versionedWrite, budget: budgetSchema }).strict(),
    companyPromotionSchema,
  ),
  deleteCompanyPromotion: defineMessage(
    'stores',
    'companyPromotion',
    'delete',
    z.object({ ...world, promotionId: itemIdSchema, ...versionedWrite }).strict(),
    z.object({ deleted: z.literal(true) }),
  ),
  listProductPromotions: defineMessage('stores', 'productPromotion', 'list', z.object(companyReadShape).strict(), z.array(productPromotionSchema)),
  /**
   * A discount on a store product of the company (210015) that is online (220005), one per product
   * a round (220013), of 1% to 60% (220009).
   */
  createProductPromotion: defineMessage(
    'stores',
    'productPromotion',
    'create',
    z.object({ ...world, productId: itemIdSchema, discount: discountSchema }).strict(),
    productPromotionSchema,
  ),
  /** Changes the discount of a promotion of the company's (220001) made this round (130049). */
  updateProductPromotion: defineMessage(
    'stores',
    'productPromotion',
    'update',
    z.object({ ...world, promotionId: itemIdSchema, ...versionedWrite, discount: discountSchema }).strict(),
    productPromotionSchema,
  ),
  /** Takes back a promotion of the company's (220001) made this round (130047). */
  deleteProductPromotion: defineMessage(
    'stores',
    'productPromotion',
    'delete',
    z.object({ ...world, promotionId: itemIdSchema, ...versionedWrite }).strict(),
    z.object({ deleted: z.literal(true) }),
  ),
  ...storePlatformMessages,
  /** How many items of each stores area the company made for a round (the world home's checklist), or in all rounds without one. */
  roundActivity: defineMessage(
    'stores',
    'activity',
    'get',
    z.object({ ...companyReadShape, round: z.coerce.number().int().min(1).max(1_000).optional() }).strict(),
    roundActivitySchema,
  ),
  /**
   * For products (no HTTP route): what holds a model of the company's in its stores this round
   * (section 4: a model on sale, in a livestream, in an ad auction or in a promotion cannot be
   * unbound or replaced).
   */
  modelHolds: defineMessage(
    'stores',
    'modelHolds',
    'get',
    roundDraftRequestSchema.extend({ modelId: z.string().uuid() }).strict(),
    z
      .object({
        onSale: z.boolean(),
        inPromotion: z.boolean(),
        inAuction: z.boolean(),
        inLivestream: z.boolean(),
        withTraffic: z.boolean(),
        inPackage: z.boolean(),
      })
      .strict(),
  ),
  snapshot: storesSnapshot,
  draft: roundDraftMessage(storesSnapshot),
  apply: roundApplyMessage(
    'stores',
    z.object({ sales: z.array(z.object({ platformId: z.string(), modelId: z.string(), units: z.number().int(), revenue: z.number().int() })) }),
  ),
};
