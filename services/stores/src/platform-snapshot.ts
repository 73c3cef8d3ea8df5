import type { storesMessages } from '@simbiz/contracts';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { StoresTables } from './database/tables';

type Section = Required<z.input<typeof storesMessages.snapshot.reply>['companies'][string]>;
type PlatformSections = Pick<Section, 'packages' | 'trafficPackages' | 'adBids' | 'recharges' | 'merchantLivestreams' | 'influencerLivestreams'>;

/**
 * The platform side of the round's snapshot, per company (or of `companyId` alone): each store's
 * showcase design (the latest chosen at or before the round), every package made up to the round,
 * and the round's traffic packages, ad bids, recharges and livestreams. Products are named by their
 * platform and model, as the engine's rows are.
 */
export async function platformSnapshotOf(
  tx: Kysely<StoresTables>,
  worldId: string,
  round: number,
  companyId: string | undefined,
  of: (companyId: string) => PlatformSections,
): Promise<Map<string, string>> {
  const company = companyId ?? '';
  const own = companyId !== undefined;

  const designs = new Map<string, string>();
  for (const c of await tx
    .selectFrom('showcase_choice')
    .select(['store_id', 'showcase_design_id'])
    .where('world_id', '=', worldId)
    .where('round', '<=', round)
    .$if(own, (q) => q.where('company_id', '=', company))
    .orderBy('round')
    .execute())
    designs.set(c.store_id, c.showcase_design_id);

  const packages = await tx
    .selectFrom('store_package as k')
    .innerJoin('store', 'store.id', 'k.store_id')
    .select(['k.id', 'k.company_id', 'k.name', 'k.price', 'store.platform_id'])
    .where('k.world_id', '=', worldId)
    .where('k.created_round', '<=', round)
    .$if(own, (q) => q.where('k.company_id', '=', company))
    .orderBy('k.seq')
    .execute();
  const packageModels = await modelsOf(
    tx,
    'store_package_product',
    packages.map((p) => p.id),
  );
  for (const p of packages)
    of(p.company_id).packages.push({ id: p.id, platformId: p.platform_id, name: p.name, modelIds: packageModels.get(p.id) ?? [], price: p.price });

  for (const t of await tx
    .selectFrom('traffic_purchase as t')
    .innerJoin('store_product as p', 'p.id', 't.product_id')
    .select(['t.company_id', 't.traffic_package_id', 'p.platform_id', 'p.model_id'])
    .where('t.world_id', '=', worldId)
    .where('t.round', '=', round)
    .$if(own, (q) => q.where('t.company_id', '=', company))
    .orderBy('t.seq')
    .execute())
    of(t.company_id).trafficPackages.push({ platformId: t.platform_id, trafficPackageId: t.traffic_package_id, modelId: t.model_id });

  for (const b of await tx
    .selectFrom('ad_bid as b')
    .innerJoin('store_product as p', 'p.id', 'b.product_id')
    .select(['b.company_id', 'b.segment_id', 'b.cost_per_click', 'b.daily_budget', 'p.platform_id', 'p.model_id'])
    .where('b.world_id', '=', worldId)
    .where('b.round', '=', round)
    .$if(own, (q) => q.where('b.company_id', '=', company))
    .orderBy('b.seq')
    .execute())
    of(b.company_id).adBids.push({
      platformId: b.platform_id,
      segmentId: b.segment_id,
      modelId: b.model_id,
      costPerClick: b.cost_per_click,
      dailyBudget: Number(b.daily_budget),
    });

  for (const r of await tx
    .selectFrom('ad_recharge as r')
    .innerJoin('store', 'store.id', 'r.store_id')
    .select(['r.company_id', 'r.amount', 'store.platform_id'])
    .where('r.world_id', '=', worldId)
    .where('r.round', '=', round)
    .$if(own, (q) => q.where('r.company_id', '=', company))
    .orderBy('r.seq')
    .execute())
    of(r.company_id).recharges.push({ platformId: r.platform_id, amount: Number(r.amount) });

  const lives = await tx
    .selectFrom('livestream as l')
    .innerJoin('store', 'store.id', 'l.store_id')
    .select(['l.id', 'l.company_id', 'l.influencer_id', 'l.hours', 'store.platform_id'])
    .where('l.world_id', '=', worldId)
    .where('l.round', '=', round)
    .$if(own, (q) => q.where('l.company_id', '=', company))
    .orderBy('l.seq')
    .execute();
  const liveModels = await modelsOf(
    tx,
    'livestream_product',
    lives.map((l) => l.id),
  );
  for (const l of lives) {
    const modelIds = liveModels.get(l.id) ?? [];
    if (l.influencer_id) of(l.company_id).influencerLivestreams.push({ platformId: l.platform_id, influencerId: l.influencer_id, modelIds });
    else of(l.company_id).merchantLivestreams.push({ platformId: l.platform_id, hours: l.hours ?? 0, modelIds });
  }
  return designs;
}

/** The models of the products each package (or livestream) holds, in its order. */
async function modelsOf(tx: Kysely<StoresTables>, table: 'store_package_product' | 'livestream_product', ids: string[]): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>();
  if (ids.length === 0) return out;
  const rows =
    table === 'store_package_product'
      ? await tx
          .selectFrom('store_package_product as x')
          .innerJoin('store_product as p', 'p.id', 'x.product_id')
          .select(['x.package_id as owner', 'p.model_id', 'x.position'])
          .where('x.package_id', 'in', ids)
          .orderBy('x.position')
          .execute()
      : await tx
          .selectFrom('livestream_product as x')
          .innerJoin('store_product as p', 'p.id', 'x.product_id')
          .select(['x.livestream_id as owner', 'p.model_id', 'x.position'])
          .where('x.livestream_id', 'in', ids)
          .orderBy('x.position')
          .execute();
  for (const r of rows) {
    const list = out.get(r.owner);
    if (list) list.push(r.model_id);
    else out.set(r.owner, [r.model_id]);
  }
  return out;
}
