import type { ProductionCosts } from '@simbiz/contracts';
import { baseUnitCost, indexOf, type ModelState, type Screenplay, unitSize } from '@simbiz/engine';
import type { Kysely, Selectable } from 'kysely';
import type { ProductsTables } from '../database/tables';
import { producedByModel } from './productions.repository';

type ModelRow = Selectable<ProductsTables['model']>;

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
