import type { storesMessages } from '@simbiz/contracts';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { StoresTables } from './database/tables';
import { roundProductPromotions } from './product-promotions/product-promotion.repository';
import { engineDiscount } from './product-promotions/product-promotion-rules';
import { platformSnapshotOf } from './platform-snapshot';

type Snapshot = z.input<typeof storesMessages.snapshot.reply>;
type Section = Required<Snapshot['companies'][string]>;
type Slice = z.output<typeof storesMessages.apply.request>['companies'][string];

/**
 * Every store (with its showcase design) and listing made up to the round, the platform side
 * (platformSnapshotOf), and the round's company and product promotions (a product's on its
 * platform and model, the discount as the engine's fraction), per company (or of `companyId` alone).
 */
export async function snapshotOf(tx: Kysely<StoresTables>, worldId: string, round: number, companyId?: string): Promise<Snapshot> {
  const companies: Record<string, Section> = {};
  const of = (companyId: string) =>
    (companies[companyId] ??= {
      stores: [],
      listings: [],
      packages: [],
      trafficPackages: [],
      adBids: [],
      recharges: [],
      merchantLivestreams: [],
      influencerLivestreams: [],
      companyPromotions: [],
      productPromotions: [],
    });
  const designs = await platformSnapshotOf(tx, worldId, round, companyId, of);
  for (const s of await tx
    .selectFrom('store')
    .selectAll()
    .where('world_id', '=', worldId)
    .where('opened_round', '<=', round)
    .$if(companyId !== undefined, (q) => q.where('company_id', '=', companyId ?? ''))
    .orderBy('platform_id')
    .execute())
    of(s.company_id).stores.push({ platformId: s.platform_id, ...(designs.has(s.id) ? { showcaseDesignId: designs.get(s.id) } : {}) });
  for (const p of await tx
    .selectFrom('store_product')
    .selectAll()
    .where('world_id', '=', worldId)
    .where('created_round', '<=', round)
    .$if(companyId !== undefined, (q) => q.where('company_id', '=', companyId ?? ''))
    .orderBy('seq')
    .execute())
    of(p.company_id).listings.push({ platformId: p.platform_id, modelId: p.model_id, price: p.price, online: p.online });
  for (const c of await tx
    .selectFrom('company_promotion')
    .selectAll()
    .where('world_id', '=', worldId)
    .where('round', '=', round)
    .$if(companyId !== undefined, (q) => q.where('company_id', '=', companyId ?? ''))
    .orderBy('seq')
    .execute())
    of(c.company_id).companyPromotions.push({ channelId: c.channel_id, brandId: c.brand_id, budget: Number(c.budget) });
  for (const p of await roundProductPromotions(tx, worldId, round, companyId))
    of(p.company_id).productPromotions.push({ platformId: p.platform_id, modelId: p.model_id, discount: engineDiscount(p.discount) });
  return { companies };
}

/** Units and revenue per listing of the round replace what was kept for it (a re-run applies again). */
export async function applySales(db: Kysely<StoresTables>, worldId: string, round: number, companies: Record<string, Slice>): Promise<void> {
  await db.transaction().execute(async (tx) => {
    await tx.deleteFrom('listing_sales').where('world_id', '=', worldId).where('round', '=', round).execute();
    const rows = Object.entries(companies).flatMap(([companyId, slice]) =>
      slice.sales.map((s) => ({
        world_id: worldId,
        company_id: companyId,
        round,
        platform_id: s.platformId,
        model_id: s.modelId,
        units: s.units,
        revenue: s.revenue,
      })),
    );
    if (rows.length > 0) await tx.insertInto('listing_sales').values(rows).execute();
  });
}
