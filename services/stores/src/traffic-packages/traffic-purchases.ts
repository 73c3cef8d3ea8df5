import { DomainError, ErrorCode, type storesMessages, throwRefusal, type TrafficPurchase, type Unversioned } from '@simbiz/contracts';
import type { DecisionInWorld } from '@simbiz/service-kit';
import type { Kysely, Transaction } from 'kysely';
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { StoresTables } from '../database/tables';
import { companyProduct } from '../stores/store.repository';
import {
  companyTrafficPurchase,
  companyTrafficPurchases,
  deleteTrafficPurchaseRow,
  insertTrafficPurchase,
  type TrafficPurchaseLine,
  trafficPackageBoughtInRound,
} from './traffic-purchase.repository';
import { trafficPurchaseDeleteRefusal, trafficPurchaseRefusal } from './traffic-purchase-rules';

type Db = Kysely<StoresTables> | Transaction<StoresTables>;
type Request<K extends keyof typeof storesMessages> = z.output<(typeof storesMessages)[K]['request']>;

function view(r: TrafficPurchaseLine): Unversioned<TrafficPurchase> {
  return { purchaseId: r.id, productId: r.product_id, platformId: r.platform_id, modelId: r.model_id, trafficPackageId: r.traffic_package_id, round: r.round };
}

export async function listTrafficPurchases(db: Db, worldId: string, companyId: string): Promise<Unversioned<TrafficPurchase>[]> {
  return (await companyTrafficPurchases(db, worldId, companyId)).map(view);
}

/**
 * A traffic package of the product's platform in the world's screenplay (210033) for an online
 * store product of the company's own (210015, 210023), once a round per product and package
 * (210035). The product's row stays locked until the decision commits, so a second purchase of the
 * same package waits and then meets the first, and never reaches the unique index as a 500.
 */
export async function buyTrafficPackage(tx: Db, ctx: DecisionInWorld, input: Request<'buyTrafficPackage'>): Promise<Unversioned<TrafficPurchase>> {
  const product = await companyProduct(tx, ctx.worldId, ctx.companyId, input.productId);
  const packages = ctx.screenplay.platforms.find((p) => p.id === product?.platform_id)?.trafficPackages ?? [];
  const bought = product ? await trafficPackageBoughtInRound(tx, product.id, input.trafficPackageId, ctx.round) : false;
  throwRefusal(trafficPurchaseRefusal(product, packages, input.trafficPackageId, bought));
  // The rule refused a missing product already; this only tells the compiler.
  if (!product) throw new DomainError(ErrorCode.storeProductNotFound);
  const row = {
    id: randomUUID(),
    world_id: ctx.worldId,
    company_id: ctx.companyId,
    product_id: product.id,
    traffic_package_id: input.trafficPackageId,
    round: ctx.round,
  };
  await insertTrafficPurchase(tx, row);
  return view({ ...row, platform_id: product.platform_id, model_id: product.model_id });
}

/** Takes back the company's own purchase (210033) of this round (130047). */
export async function deleteTrafficPurchase(tx: Db, ctx: DecisionInWorld, purchaseId: string): Promise<{ deleted: true }> {
  const purchase = await companyTrafficPurchase(tx, ctx.worldId, ctx.companyId, purchaseId);
  throwRefusal(trafficPurchaseDeleteRefusal(purchase, ctx.round));
  await deleteTrafficPurchaseRow(tx, purchaseId);
  return { deleted: true };
}
