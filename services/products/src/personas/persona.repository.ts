import type { Persona, Unversioned } from '@simbiz/contracts';
import type { Kysely, Transaction } from 'kysely';
import type { ProductsTables } from '../database/tables';

type Db = Kysely<ProductsTables> | Transaction<ProductsTables>;

/** The company's personas with how many models (of any round) each is bound to, oldest first. */
export async function selectPersonas(db: Db, worldId: string, companyId: string): Promise<Unversioned<Persona>[]> {
  const rows = await db
    .selectFrom('persona')
    .leftJoin('model', 'model.persona_id', 'persona.id')
    .select((eb) => ['persona.id', 'persona.name', 'persona.segment_ids', 'persona.created_round', eb.fn.count<string>('model.id').as('models')])
    .where('persona.world_id', '=', worldId)
    .where('persona.company_id', '=', companyId)
    .groupBy(['persona.id', 'persona.name', 'persona.segment_ids', 'persona.created_round'])
    .orderBy('persona.created_round')
    .orderBy('persona.name')
    .execute();
  return rows.map((r) => ({ personaId: r.id, name: r.name, segmentIds: r.segment_ids, createdRound: r.created_round, modelCount: Number(r.models) }));
}

export async function insertPersona(
  tx: Db,
  row: { id: string; world_id: string; company_id: string; name: string; segment_ids: string[]; created_round: number },
): Promise<void> {
  await tx
    .insertInto('persona')
    .values({ ...row, segment_ids: JSON.stringify(row.segment_ids) })
    .execute();
}

export async function updatePersonaRow(tx: Db, id: string, next: { name: string; segmentIds: string[] }): Promise<void> {
  await tx
    .updateTable('persona')
    .set({ name: next.name, segment_ids: JSON.stringify(next.segmentIds) })
    .where('id', '=', id)
    .execute();
}

export async function deletePersonaRow(tx: Db, id: string): Promise<void> {
  await tx.deleteFrom('persona').where('id', '=', id).execute();
}

/** The personas made in a round, for the round's snapshot. */
export async function personasOfRound(tx: Db, worldId: string, round: number, companyId?: string) {
  return tx
    .selectFrom('persona')
    .selectAll()
    .where('world_id', '=', worldId)
    .where('created_round', '=', round)
    .$if(companyId !== undefined, (q) => q.where('company_id', '=', companyId ?? ''))
    .orderBy('name')
    .execute();
}
