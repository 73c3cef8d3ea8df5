import type { AuditTables, ItemVersionTables, RoundFenceTables } from '@simbiz/service-kit';
import type { Generated } from 'kysely';

export interface StoresTables extends AuditTables, RoundFenceTables, ItemVersionTables {
  store: { id: string; world_id: string; company_id: string; platform_id: string; opened_round: number };
  store_product: {
    id: string;
    seq: Generated<number>;
    world_id: string;
    company_id: string;
    store_id: string;
    platform_id: string;
    model_id: string;
    price: number;
    online: boolean;
    created_round: number;
  };
  company_promotion: {
    id: string;
    seq: Generated<number>;
    world_id: string;
    company_id: string;
    channel_id: string;
    brand_id: string;
    budget: number;
    round: number;
  };
  /** A discount in whole percent on a store product for one round. */
  product_promotion: {
    id: string;
    seq: Generated<number>;
    world_id: string;
    company_id: string;
    product_id: string;
    discount: number;
    round: number;
  };
  /** The showcase design a store uses from `round` on (the latest choice at or before a round counts). */
  showcase_choice: { id: string; seq: Generated<number>; world_id: string; company_id: string; store_id: string; showcase_design_id: string; round: number };
  /** 2 to 4 store products of one store sold as one listing; a package lasts from the round it was made in. */
  store_package: {
    id: string;
    seq: Generated<number>;
    world_id: string;
    company_id: string;
    store_id: string;
    name: string;
    price: number;
    created_round: number;
  };
  store_package_product: { package_id: string; product_id: string; position: number };
  /** A traffic package of the platform's bought for a store product for one round. */
  traffic_purchase: { id: string; seq: Generated<number>; world_id: string; company_id: string; product_id: string; traffic_package_id: string; round: number };
  /** A bid for a store product on a segment keyword for one round; daily budget in base currency minor units. */
  ad_bid: {
    id: string;
    seq: Generated<number>;
    world_id: string;
    company_id: string;
    product_id: string;
    segment_id: string;
    cost_per_click: number;
    daily_budget: number;
    round: number;
  };
  /** A top-up of a store's ad wallet in a round, base currency minor units. */
  ad_recharge: { id: string; seq: Generated<number>; world_id: string; company_id: string; store_id: string; amount: number; round: number };
  /** A merchant livestream (hours, no influencer) or an influencer's (an influencer, no hours) from a store for one round. */
  livestream: {
    id: string;
    seq: Generated<number>;
    world_id: string;
    company_id: string;
    store_id: string;
    influencer_id: string | null;
    hours: number | null;
    round: number;
  };
  livestream_product: { livestream_id: string; product_id: string; position: number };
  listing_sales: { world_id: string; company_id: string; round: number; platform_id: string; model_id: string; units: number; revenue: number };
}
