import type { Kysely, Selectable, Transaction } from 'kysely';
import type { StoresTables } from '../database/tables';

type Db = Kysely<StoresTables> | Transaction<StoresTables>;
export type ShowcaseChoiceRow = Selectable<StoresTables['showcase_choice']>;
/** A choice with the platform of its store. */
export type ShowcaseChoiceLine = Omit<ShowcaseChoiceRow, 'seq'> & { platform_id: string };

function choiceLines(db: Db, worldId: string, companyId: string) {
  return db
    .selectFrom('showcase_choice as c')
    .innerJoin('store as s', 's.id', 'c.store_id')
    .select(['c.id', 'c.world_id', 'c.company_id', 'c.store_id', 'c.showcase_design_id', 'c.round', 's.platform_id'])
    .where('c.world_id', '=', worldId)
    .where('c.company_id', '=', companyId);
}

/** The company's showcase choices of every round, in the order they were made. */
export function companyShowcaseChoices(db: Db, worldId: string, companyId: string): Promise<ShowcaseChoiceLine[]> {
  return choiceLines(db, worldId, companyId).orderBy('c.round').orderBy('c.seq').execute();
}

/** The choice with its store's platform, if it is the company's own. */
export function companyShowcaseChoice(db: Db, worldId: string, companyId: string, choiceId: string): Promise<ShowcaseChoiceLine | undefined> {
  return choiceLines(db, worldId, companyId).where('c.id', '=', choiceId).executeTakeFirst();
}

/**
 * Records the store's design for the round: a second choice in the same round replaces the
 * round's row, keeping its id. The upsert holds the one-choice-per-store-and-round index even
 * when two choices race, where a read then a write could not. Answers the row's id.
 */
export async function upsertShowcaseChoice(db: Db, row: Omit<ShowcaseChoiceRow, 'seq'>): Promise<string> {
  const { id } = await db
    .insertInto('showcase_choice')
    .values(row)
    .onConflict((oc) => oc.columns(['store_id', 'round']).doUpdateSet({ showcase_design_id: row.showcase_design_id }))
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function deleteShowcaseChoiceRow(db: Db, choiceId: string): Promise<void> {
  await db.deleteFrom('showcase_choice').where('id', '=', choiceId).execute();
}
