import { DomainError, ErrorCode, type Model, type productsMessages, storesMessages, throwRefusal, type Unversioned } from '@simbiz/contracts';
import type { Screenplay } from '@simbiz/engine';
import type { DecisionContext, Requester } from '@simbiz/service-kit';
import { type Kysely, type Selectable, sql, type Transaction } from 'kysely';
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { ownBrand } from '../brands/brands';
import type { ProductsTables } from '../database/tables';
import { ownPersona } from '../personas/personas';
import { prototypesOfModel, selectGrades } from '../research/research.repository';
import { boundGradeRefusal, gradeLookup, keptPrototype } from '../research/research-rules';
import { checkModelDesign, type ModelDesign } from './model-design';

type Db = Kysely<ProductsTables> | Transaction<ProductsTables>;
type Row = Selectable<ProductsTables['model']>;
type Request<K extends keyof typeof productsMessages> = z.output<(typeof productsMessages)[K]['request']>;

function view(
  row: {
    id: string;
    brand_id: string;
    name: string;
    attributes: Model['attributes'];
    value_proposition_ids: string[];
    created_round: number;
    persona_id: string | null;
  },
  inProduction: boolean,
): Unversioned<Model> {
  return {
    modelId: row.id,
    brandId: row.brand_id,
    name: row.name,
    attributes: row.attributes,
    valuePropositionIds: row.value_proposition_ids,
    createdRound: row.created_round,
    personaId: row.persona_id,
    inProduction,
  };
}

/** Models named in a production plan of the round. */
export async function modelsInProduction(db: Db, worldId: string, companyId: string, round: number | null): Promise<Set<string>> {
  if (round === null) return new Set();
  const rows = await db
    .selectFrom('production_plan')
    .select('model_id')
    .where('world_id', '=', worldId)
    .where('company_id', '=', companyId)
    .where('round', '=', round)
    .execute();
  return new Set(rows.map((r) => r.model_id));
}

/** The company's models, oldest first, each marked when a plan of the current round makes it. */
export async function listModels(db: Db, worldId: string, companyId: string, currentRound: number | null): Promise<Unversioned<Model>[]> {
  const rows = await db
    .selectFrom('model')
    .selectAll()
    .where('world_id', '=', worldId)
    .where('company_id', '=', companyId)
    .orderBy('created_round')
    .orderBy('name')
    .execute();
  const busy = await modelsInProduction(db, worldId, companyId, currentRound);
  return rows.map((r) => view(r, busy.has(r.id)));
}

/** A model of the company's own (170011 for anyone else's). */
export async function ownModel(tx: Db, ctx: Pick<DecisionContext, 'worldId' | 'companyId'>, modelId: string): Promise<Row> {
  const row = await tx
    .selectFrom('model')
    .selectAll()
    .where('id', '=', modelId)
    .where('world_id', '=', ctx.worldId)
    .where('company_id', '=', ctx.companyId)
    .executeTakeFirst();
  if (!row) throw new DomainError(ErrorCode.modelNotFound);
  return row;
}

/** Refuses a design breaking section 5's rules, with grades up to what the company has researched (180007 beyond). */
export async function checkResearchedDesign(tx: Db, screenplay: Screenplay, ctx: DecisionContext, design: ModelDesign): Promise<void> {
  const researched = gradeLookup(screenplay.attributes, await selectGrades(tx, ctx.worldId, ctx.companyId));
  const refusal = checkModelDesign(screenplay, design, researched);
  if (refusal) throw new DomainError(refusal.code, refusal.params);
}

/** The attributes a bound prototype gives the model. */
export async function setModelAttributes(tx: Db, modelId: string, attributes: ModelDesign['attributes']): Promise<void> {
  await tx
    .updateTable('model')
    .set({ attributes: JSON.stringify(attributes) })
    .where('id', '=', modelId)
    .execute();
}

async function nameTaken(tx: Db, ctx: DecisionContext, name: string, except?: string): Promise<boolean> {
  let query = tx
    .selectFrom('model')
    .select('id')
    .where('world_id', '=', ctx.worldId)
    .where('company_id', '=', ctx.companyId)
    .where(sql<string>`lower(name)`, '=', name.toLowerCase());
  if (except) query = query.where('id', '!=', except);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function createModel(tx: Db, screenplay: Screenplay, ctx: DecisionContext, input: Request<'createModel'>): Promise<Unversioned<Model>> {
  await ownBrand(tx, ctx, input.brandId);
  if (await nameTaken(tx, ctx, input.name)) throw new DomainError(ErrorCode.modelNameExists);
  await checkResearchedDesign(tx, screenplay, ctx, input);
  const personaId = input.personaId ?? null;
  if (personaId) await ownPersona(tx, ctx, personaId);
  const row = {
    id: randomUUID(),
    world_id: ctx.worldId,
    company_id: ctx.companyId,
    brand_id: input.brandId,
    name: input.name,
    created_round: ctx.round,
    persona_id: personaId,
  };
  await tx
    .insertInto('model')
    .values({ ...row, attributes: JSON.stringify(input.attributes), value_proposition_ids: JSON.stringify(input.valuePropositionIds) })
    .execute();
  return view({ ...row, attributes: input.attributes, value_proposition_ids: input.valuePropositionIds }, false);
}

/**
 * Whether the model is in use this round (section 4): a plan of this round makes it, or the
 * company's stores hold it (on sale, in a livestream, an ad auction, a traffic package or a
 * promotion; stores says which).
 */
export async function modelInUse(tx: Db, services: Requester, ctx: DecisionContext, modelId: string): Promise<boolean> {
  if ((await modelsInProduction(tx, ctx.worldId, ctx.companyId, ctx.round)).has(modelId)) return true;
  const holds = await services.call(storesMessages.modelHolds, { worldId: ctx.worldId, round: ctx.round, companyId: ctx.companyId, modelId });
  return holds.onSale || holds.inPromotion || holds.inAuction || holds.inLivestream || holds.withTraffic || holds.inPackage;
}

/** A model of this round that is not in use (170029 when it is). */
async function changeableModel(tx: Db, services: Requester, ctx: DecisionContext, modelId: string, refusal: number): Promise<Row> {
  const row = await ownModel(tx, ctx, modelId);
  if (row.created_round !== ctx.round) throw new DomainError(refusal);
  if (await modelInUse(tx, services, ctx, modelId)) throw new DomainError(ErrorCode.modelInUse);
  return row;
}

export async function updateModel(
  tx: Db,
  services: Requester,
  screenplay: Screenplay,
  ctx: DecisionContext,
  input: Request<'updateModel'>,
): Promise<Unversioned<Model>> {
  const row = await changeableModel(tx, services, ctx, input.modelId, ErrorCode.onlyCurrentRoundEditable);
  const next = {
    name: input.name ?? row.name,
    attributes: input.attributes ?? row.attributes,
    valuePropositionIds: input.valuePropositionIds ?? row.value_proposition_ids,
    personaId: input.personaId === undefined ? row.persona_id : input.personaId,
  };
  if (await nameTaken(tx, ctx, next.name, row.id)) throw new DomainError(ErrorCode.modelNameExists);
  await checkResearchedDesign(tx, screenplay, ctx, next);
  if (input.attributes) throwRefusal(boundGradeRefusal(next.attributes, (await prototypesOfModel(tx, row.id)).map(keptPrototype)));
  if (next.personaId && next.personaId !== row.persona_id) await ownPersona(tx, ctx, next.personaId);
  await tx
    .updateTable('model')
    .set({
      name: next.name,
      attributes: JSON.stringify(next.attributes),
      value_proposition_ids: JSON.stringify(next.valuePropositionIds),
      persona_id: next.personaId,
    })
    .where('id', '=', row.id)
    .execute();
  return view({ ...row, name: next.name, attributes: next.attributes, value_proposition_ids: next.valuePropositionIds, persona_id: next.personaId }, false);
}

export async function deleteModel(tx: Db, services: Requester, ctx: DecisionContext, modelId: string): Promise<{ deleted: true }> {
  const row = await changeableModel(tx, services, ctx, modelId, ErrorCode.onlyCurrentRoundDeletable);
  if ((await prototypesOfModel(tx, row.id)).length > 0) throw new DomainError(ErrorCode.modelHasPrototypes);
  await tx.deleteFrom('model').where('id', '=', row.id).execute();
  return { deleted: true };
}
