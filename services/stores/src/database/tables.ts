import type { AuditTables, RoundFenceTables } from '@simbiz/service-kit';
import type { Generated } from 'kysely';

export interface StoresTables extends AuditTables, RoundFenceTables {
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
  listing_sales: { world_id: string; company_id: string; round: number; platform_id: string; model_id: string; units: number; revenue: number };
}
