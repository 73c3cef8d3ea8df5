import { DomainError, ErrorCode, throwRefusal } from '@simbiz/contracts';
import type { Platform } from '@simbiz/engine';
import type { DecisionInWorld } from '@simbiz/service-kit';
import type { Kysely, Transaction } from 'kysely';
import type { StoresTables } from '../database/tables';
import { companyProduct, type ProductRow, type StoreRow, worldStore } from '../stores/store.repository';
import { storeOwnerRefusal } from '../stores/store-rules';
import { companyLivestream, type LivestreamKind, type LivestreamLine } from './livestream.repository';
import { livestreamChangeRefusal, livestreamProductsRefusal } from './livestream-rules';

/** What merchant and influencer livestreams share: the store they stream from, the products they show, the company's own one. */
type Db = Kysely<StoresTables> | Transaction<StoresTables>;
type RoundRefusal = typeof ErrorCode.onlyCurrentRoundEditable | typeof ErrorCode.onlyCurrentRoundDeletable;

export function platformOf(ctx: DecisionInWorld, platformId: string): Platform {
  const platform = ctx.screenplay.platforms.find((p) => p.id === platformId);
  // A store is opened only on a platform of the screenplay (130043).
  if (!platform) throw new DomainError(ErrorCode.platformNotFound);
  return platform;
}

/** A store of the company's own (130045 when there is no such store, 130041 when it is another's), with its platform. */
export async function streamingStore(tx: Db, ctx: DecisionInWorld, storeId: string): Promise<{ store: StoreRow; platform: Platform }> {
  const store = await worldStore(tx, ctx.worldId, storeId);
  if (!store) throw new DomainError(ErrorCode.storeNotOpened);
  throwRefusal(storeOwnerRefusal(store.company_id, ctx.companyId));
  return { store, platform: platformOf(ctx, store.platform_id) };
}

/**
 * The products a livestream of the store shows (livestreamProductsRefusal: 210057, 9001, 210015,
 * 210023), in the order asked. Each row stays locked until the decision commits, taken in id order
 * so two decisions on the same products never wait on each other; taking one offline meanwhile
 * waits and then finds it in the livestream.
 */
export async function shownProducts(tx: Db, ctx: DecisionInWorld, storeId: string, productIds: readonly string[]): Promise<ProductRow[]> {
  const found = new Map<string, ProductRow>();
  for (const id of [...new Set(productIds)].sort()) {
    const row = await companyProduct(tx, ctx.worldId, ctx.companyId, id);
    if (row) found.set(id, row);
  }
  const seen = new Map([...found].map(([id, r]) => [id, { storeId: r.store_id, online: r.online }]));
  throwRefusal(livestreamProductsRefusal(productIds, seen, storeId));
  return productIds.map((id) => found.get(id)).filter((r): r is ProductRow => r !== undefined);
}

/** The company's own livestream of the kind (210051), of this round (130049 or 130047). */
export async function ownLivestream(tx: Db, ctx: DecisionInWorld, kind: LivestreamKind, id: string, refusal: RoundRefusal): Promise<LivestreamLine> {
  const row = await companyLivestream(tx, ctx.worldId, ctx.companyId, kind, id);
  throwRefusal(livestreamChangeRefusal(row, ctx.round, refusal));
  // The rule refused a missing livestream already; this only tells the compiler.
  if (!row) throw new DomainError(ErrorCode.livestreamNotFound);
  return row;
}

/** The ids and models of the products a livestream shows, as its reply names them. */
export function shown(products: readonly { id: string; model_id: string }[]): { productIds: string[]; modelIds: string[] } {
  return { productIds: products.map((p) => p.id), modelIds: products.map((p) => p.model_id) };
}
