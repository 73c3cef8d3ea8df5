import type { ProductionCosts } from '@simbiz/contracts';
import { baseUnitCost, indexOf, modelUnitCost, type ModelState, type Screenplay, unitSize } from '@simbiz/engine';
import type { Kysely, Selectable } from 'kysely';
import type { ProductsTables } from '../database/tables';
import { producedByModel } from './productions.repository';

export type ModelRow = Selectable<ProductsTables['model']>;

/** A model as the engine keeps it, for its cost and size functions (which read its design and output). */
function engineModel(row: ModelRow, cumulativeProduced: number): ModelState {
  return {
    id: row.id,
    brandId: row.brand_id,
    name: row.name,
    attributes: Object.fromEntries(row.attributes.map((a) => [a.attributeId, a.grade])),
    valuePropositionIds: row.value_proposition_ids,
    personaIds: row.persona_id ? [row.persona_id] : [],
    cumulativeProduced,
    createdRound: row.created_round,
    rating: 3,
  };
}

/**
 * The factory's figures from the screenplay and, for each of the company's models, the engine's
 * unit cost before learning, its output so far and its package: what the productions page needs to
 * show a plan's learning-curve cost and the space it takes, in the engine's own figures.
 */
export async function readProductionCosts(db: Kysely<ProductsTables>, screenplay: Screenplay, worldId: string, companyId: string): Promise<ProductionCosts> {
  const { capacityPerRound, setupCost, leadDays, firstBatch, learning } = screenplay.production;
  const [rows, produced] = await Promise.all([
    db.selectFrom('model').selectAll().where('world_id', '=', worldId).where('company_id', '=', companyId).orderBy('created_round').orderBy('name').execute(),
    producedByModel(db, worldId, companyId),
  ]);
  const index = indexOf(screenplay);
  const models = rows.map((row) => {
    const model = engineModel(row, produced.get(row.id) ?? 0);
    const size = unitSize(index, model);
    return {
      modelId: model.id,
      baseUnitCost: baseUnitCost(index, model),
      cumulativeProduced: model.cumulativeProduced,
      unitVolumeM3: size.volume,
      unitWeightKg: size.weight,
    };
  });
  return { capacityPerRound, setupCost, leadDays, firstBatch, learning, models };
}

/**
 * What a round's plans cost, as the engine makes them: in plan order, each batch at its
 * learning-curve cost from the units of its model made before it, plus the setup of each plan.
 */
export function roundProductionCost(
  screenplay: Screenplay,
  models: readonly ModelRow[],
  produced: ReadonlyMap<string, number>,
  plans: readonly { modelId: string; quantity: number }[],
): number {
  const made = new Map(produced);
  let cost = 0;
  for (const plan of plans) {
    const row = models.find((m) => m.id === plan.modelId);
    if (!row || plan.quantity <= 0) continue;
    const cumulative = made.get(row.id) ?? 0;
    cost += screenplay.production.setupCost + Math.round(plan.quantity * modelUnitCost(screenplay, engineModel(row, cumulative), plan.quantity));
    made.set(row.id, cumulative + plan.quantity);
  }
  return cost;
}

/** The round's production cost before and after a change of its plans (`before` and `after` in plan order). */
export async function costOfChange(
  db: Kysely<ProductsTables>,
  screenplay: Screenplay,
  worldId: string,
  companyId: string,
  before: readonly { modelId: string; quantity: number }[],
  after: readonly { modelId: string; quantity: number }[],
): Promise<{ before: number; after: number }> {
  const [models, produced] = await Promise.all([
    db.selectFrom('model').selectAll().where('world_id', '=', worldId).where('company_id', '=', companyId).execute(),
    producedByModel(db, worldId, companyId),
  ]);
  return { before: roundProductionCost(screenplay, models, produced, before), after: roundProductionCost(screenplay, models, produced, after) };
}
