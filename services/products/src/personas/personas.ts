import { DomainError, ErrorCode, type Persona, type productsMessages, throwRefusal, type Unversioned } from '@simbiz/contracts';
import type { Screenplay } from '@simbiz/engine';
import type { DecisionContext } from '@simbiz/service-kit';
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { Kysely, Transaction } from 'kysely';
import type { ProductsTables } from '../database/tables';
import { deletePersonaRow, insertPersona, selectPersonas, updatePersonaRow } from './persona.repository';
import { createRefusal, deleteRefusal, type KeptPersona, updateRefusal } from './persona-rules';

type Db = Kysely<ProductsTables> | Transaction<ProductsTables>;
type Request<K extends keyof typeof productsMessages> = z.output<(typeof productsMessages)[K]['request']>;

const kept = (p: Unversioned<Persona>): KeptPersona => ({ id: p.personaId, name: p.name, createdRound: p.createdRound, modelCount: p.modelCount });
const segmentsOf = (screenplay: Screenplay) => new Set(screenplay.segments.map((s) => s.id));

export const listPersonas = selectPersonas;

/** A persona of the company's own (280001 for anyone else's: nobody learns it exists). */
export async function ownPersona(tx: Db, ctx: Pick<DecisionContext, 'worldId' | 'companyId'>, personaId: string): Promise<Unversioned<Persona>> {
  const persona = (await selectPersonas(tx, ctx.worldId, ctx.companyId)).find((p) => p.personaId === personaId);
  if (!persona) throw new DomainError(ErrorCode.personaNotFound);
  return persona;
}

export async function createPersona(tx: Db, screenplay: Screenplay, ctx: DecisionContext, input: Request<'createPersona'>): Promise<Unversioned<Persona>> {
  const all = await selectPersonas(tx, ctx.worldId, ctx.companyId);
  throwRefusal(createRefusal(input, all.map(kept), segmentsOf(screenplay)));
  const row = { id: randomUUID(), world_id: ctx.worldId, company_id: ctx.companyId, name: input.name, segment_ids: input.segmentIds, created_round: ctx.round };
  await insertPersona(tx, row);
  return { personaId: row.id, name: row.name, segmentIds: row.segment_ids, createdRound: ctx.round, modelCount: 0 };
}

export async function updatePersona(tx: Db, screenplay: Screenplay, ctx: DecisionContext, input: Request<'updatePersona'>): Promise<Unversioned<Persona>> {
  const all = await selectPersonas(tx, ctx.worldId, ctx.companyId);
  const persona = all.find((p) => p.personaId === input.personaId);
  if (!persona) throw new DomainError(ErrorCode.personaNotFound);
  const next = { name: input.name ?? persona.name, segmentIds: input.segmentIds ?? persona.segmentIds };
  throwRefusal(updateRefusal(kept(persona), ctx.round, next, all.map(kept), segmentsOf(screenplay)));
  await updatePersonaRow(tx, persona.personaId, next);
  return { ...persona, ...next };
}

export async function deletePersona(tx: Db, ctx: DecisionContext, personaId: string): Promise<{ deleted: true }> {
  const persona = await ownPersona(tx, ctx, personaId);
  throwRefusal(deleteRefusal(kept(persona), ctx.round));
  await deletePersonaRow(tx, persona.personaId);
  return { deleted: true };
}
