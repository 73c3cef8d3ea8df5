import type { productsMessages } from '@simbiz/contracts';
import type { Screenplay } from '@simbiz/engine';
import type { Kysely, Transaction } from 'kysely';
import type { z } from 'zod';
import type { ProductsTables } from './database/tables';
import { personasOfRound } from './personas/persona.repository';
import { applyResearch } from './research/research-results.repository';
import { rndOfRound } from './research/research';

type Snapshot = z.input<typeof productsMessages.snapshot.reply>;
type Section = Required<Snapshot['companies'][string]>;
type Slice = z.output<typeof productsMessages.apply.request>['companies'][string];

/**
 * Brands, personas and models made in the round, the round's production plans and what its R&D
 * plans invest, per company (or of `companyId` alone).
 */
export async function snapshotOf(tx: Kysely<ProductsTables>, screenplay: Screenplay, worldId: string, round: number, companyId?: string): Promise<Snapshot> {
  const companies: Record<string, Section> = {};
  const of = (companyId: string) => (companies[companyId] ??= { brands: [], personas: [], models: [], production: [], rnd: [] });
  const brands = await tx
    .selectFrom('brand')
    .selectAll()
    .where('world_id', '=', worldId)
    .where('created_round', '=', round)
    .$if(companyId !== undefined, (q) => q.where('company_id', '=', companyId ?? ''))
    .orderBy('name')
    .execute();
  for (const b of brands) of(b.company_id).brands.push({ id: b.id, name: b.name });
  for (const p of await personasOfRound(tx, worldId, round, companyId)) of(p.company_id).personas.push({ id: p.id, name: p.name, segmentIds: p.segment_ids });
  const models = await tx
    .selectFrom('model')
    .selectAll()
    .where('world_id', '=', worldId)
    .where('created_round', '=', round)
    .$if(companyId !== undefined, (q) => q.where('company_id', '=', companyId ?? ''))
    .orderBy('name')
    .execute();
  for (const m of models)
    of(m.company_id).models.push({
      id: m.id,
      brandId: m.brand_id,
      name: m.name,
      attributes: m.attributes,
      valuePropositionIds: m.value_proposition_ids,
      personaIds: m.persona_id ? [m.persona_id] : [],
    });
  const plans = await tx
    .selectFrom('production_plan')
    .selectAll()
    .where('world_id', '=', worldId)
    .where('round', '=', round)
    .$if(companyId !== undefined, (q) => q.where('company_id', '=', companyId ?? ''))
    .orderBy('seq')
    .execute();
  for (const p of plans) of(p.company_id).production.push({ modelId: p.model_id, quantity: p.quantity, warehouseId: p.warehouse_id });
  for (const r of await rndOfRound(tx, screenplay, worldId, round, companyId))
    of(r.companyId).rnd.push({ attributeId: r.attributeId, investment: r.investment });
  return { companies };
}

/** A resolved round's results: what was made (on the production plans) and each company's research. */
export async function applyRound(db: Kysely<ProductsTables>, worldId: string, round: number, companies: Record<string, Slice>): Promise<void> {
  await db.transaction().execute(async (tx) => {
    await applyProductions(tx, worldId, round, companies);
    for (const [companyId, slice] of Object.entries(companies)) await applyResearch(tx, worldId, round, companyId, slice.research);
  });
}

/**
 * What each company made in the round, on its plans: units of a model and warehouse are split
 * over its plans in plan order; a plan the engine made nothing of shows 0. Applying again
 * (a re-run) writes the same columns again.
 */
async function applyProductions(tx: Transaction<ProductsTables>, worldId: string, round: number, companies: Record<string, Slice>): Promise<void> {
  const plans = await tx
    .selectFrom('production_plan')
    .select(['id', 'company_id', 'model_id', 'warehouse_id', 'quantity'])
    .where('world_id', '=', worldId)
    .where('round', '=', round)
    .orderBy('seq')
    .execute();
  const left = new Map<string, { units: number; unitCost: number }>();
  for (const [companyId, slice] of Object.entries(companies)) {
    for (const made of slice.productions) {
      const key = `${companyId}/${made.modelId}/${made.warehouseId}`;
      const had = left.get(key);
      left.set(key, { units: (had?.units ?? 0) + made.quantity, unitCost: made.unitCost });
    }
  }
  for (const plan of plans) {
    const pool = left.get(`${plan.company_id}/${plan.model_id}/${plan.warehouse_id}`);
    const produced = Math.min(plan.quantity, pool?.units ?? 0);
    if (pool) pool.units -= produced;
    await tx
      .updateTable('production_plan')
      .set({ produced, unit_cost: pool && produced > 0 ? pool.unitCost : null })
      .where('id', '=', plan.id)
      .execute();
  }
}
