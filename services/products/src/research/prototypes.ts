import { DomainError, ErrorCode, type Prototype, throwRefusal, type Unversioned } from '@simbiz/contracts';
import type { Screenplay } from '@simbiz/engine';
import type { DecisionContext, Requester } from '@simbiz/service-kit';
import type { Kysely, Transaction } from 'kysely';
import type { ProductsTables } from '../database/tables';
import { checkResearchedDesign, modelInUse, ownModel, setModelAttributes } from '../models/models';
import { prototypesOfModel, selectPrototype, setPrototypeModel } from './research.repository';
import { bindingModelRefusal, bindRefusal, boundElsewhereRefusal, keptPrototype as kept, withPrototype } from './research-rules';

type Db = Kysely<ProductsTables> | Transaction<ProductsTables>;

/** A prototype of the company's own (180001 for anyone else's). */
async function ownPrototype(tx: Db, ctx: DecisionContext, prototypeId: string): Promise<Unversioned<Prototype>> {
  const prototype = await selectPrototype(tx, ctx.worldId, ctx.companyId, prototypeId);
  if (!prototype) throw new DomainError(ErrorCode.prototypeNotFound);
  return prototype;
}

/** A model of the company's own, as the binding rules see it. */
async function bindingModel(tx: Db, services: Requester, ctx: DecisionContext, modelId: string) {
  const row = await ownModel(tx, ctx, modelId);
  return { row, model: { id: row.id, createdRound: row.created_round, inUse: await modelInUse(tx, services, ctx, row.id) } };
}

/** Binds a prototype to a model of this round: the model's attribute takes the prototype's grade (added when it lacks it). */
export async function bindPrototype(
  tx: Db,
  services: Requester,
  screenplay: Screenplay,
  ctx: DecisionContext,
  input: { prototypeId: string; modelId: string },
): Promise<Unversioned<Prototype>> {
  const prototype = await ownPrototype(tx, ctx, input.prototypeId);
  throwRefusal(boundElsewhereRefusal(kept(prototype), input.modelId));
  const { row, model } = await bindingModel(tx, services, ctx, input.modelId);
  throwRefusal(bindRefusal(kept(prototype), model, ctx.round, (await prototypesOfModel(tx, model.id)).map(kept)));
  const attributes = withPrototype(row.attributes, kept(prototype));
  await checkResearchedDesign(tx, screenplay, ctx, { attributes, valuePropositionIds: row.value_proposition_ids });
  await setModelAttributes(tx, model.id, attributes);
  await setPrototypeModel(tx, prototype.prototypeId, model.id);
  return { ...prototype, modelId: model.id };
}

/** Frees a prototype from its model of this round; the model keeps the grade. Freeing an unbound one changes nothing. */
export async function unbindPrototype(tx: Db, services: Requester, ctx: DecisionContext, prototypeId: string): Promise<Unversioned<Prototype>> {
  const prototype = await ownPrototype(tx, ctx, prototypeId);
  if (prototype.modelId === null) return prototype;
  const { model } = await bindingModel(tx, services, ctx, prototype.modelId);
  throwRefusal(bindingModelRefusal(model, ctx.round));
  await setPrototypeModel(tx, prototype.prototypeId, null);
  return { ...prototype, modelId: null };
}
