import { type Caller, DomainError, ErrorCode, identityMessages, validationFailure } from '@simbiz/contracts';
import { type ColumnType, type Kysely, sql, type Transaction } from 'kysely';
import type { Requester } from '../nats/requester';
import { changedFields, FIRST_VERSION, type ItemChange, judgeVersion } from './version-rule';

/**
 * The last change of each of a company's items made through a decision (version-rule.ts): one row
 * an item, in every decision service's schema, beside its round fence and audit. Items keep their
 * own tables as they are; the kit alone reads and writes this one.
 */
export interface ItemVersionTables {
  item_version: {
    item_id: string;
    world_id: string;
    company_id: string;
    version: number;
    changed_by: string | null;
    changed_at: ColumnType<Date, Date | undefined, Date>;
    deleted: boolean;
    fields: string[];
  };
}

/** The migration step that creates the table. */
export async function createItemVersionTable(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('item_version')
    .ifNotExists()
    .addColumn('item_id', 'text', (c) => c.primaryKey())
    .addColumn('world_id', 'uuid', (c) => c.notNull())
    .addColumn('company_id', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('changed_by', 'uuid')
    .addColumn('changed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('deleted', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('fields', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .execute();
}

type VersionDb = Kysely<ItemVersionTables> | Transaction<ItemVersionTables>;

/**
 * One company's decisions are made one at a time (a transaction-scoped advisory lock on the
 * company): the version check and the write after it cannot interleave with a teammate's, and a
 * rule that looks before it inserts (a name unique in the company, one listing of a model in a
 * store) holds when two tabs submit the same thing at once.
 */
export async function decideOneAtATime(tx: Transaction<unknown>, service: string, companyId: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext(${service}), hashtext(${companyId}))`.execute(tx);
}

/** The item's last change, if it is the company's: another company's item is none of its business (the use case refuses it). */
async function lastChange(tx: VersionDb, write: ItemWrite): Promise<ItemChange | undefined> {
  const row = await tx
    .selectFrom('item_version')
    .select(['version', 'changed_by', 'changed_at', 'deleted', 'fields'])
    .where('item_id', '=', write.itemId)
    .where('world_id', '=', write.worldId)
    .where('company_id', '=', write.companyId)
    .executeTakeFirst();
  return row && { version: row.version, changedBy: row.changed_by, changedAt: row.changed_at, deleted: row.deleted, fields: row.fields };
}

/** What an update or delete of an item names: the item and the version it was made from. */
export interface ItemWrite {
  worldId: string;
  companyId: string;
  itemId: string;
  version: number;
  input: object;
  itemKey: string;
}

/**
 * Refuses a write made from an older version of the item (130061, naming who changed it, when,
 * and which fields) or from a version no write made (9001); otherwise answers the version the
 * write makes. Called under decideOneAtATime, so nothing changes the item between here and the
 * write's commit.
 */
export async function checkItemVersion(tx: VersionDb, services: Requester, write: ItemWrite): Promise<number> {
  const verdict = judgeVersion(write.version, await lastChange(tx, write));
  if (verdict.kind === 'lands') return verdict.next;
  if (verdict.kind === 'unknown') {
    throw validationFailure([{ code: 'custom', path: ['version'], message: `The item is at version ${verdict.current}.` }]);
  }
  const { change } = verdict;
  throw new DomainError(
    ErrorCode.itemChangedMeanwhile,
    { name: await nameOf(services, change.changedBy), at: change.changedAt.toISOString() },
    { version: change.version, change: change.deleted ? 'deleted' : 'changed', fields: change.fields },
  );
}

/** A teammate's name as the team knows it; '' when identity cannot say (the page then says "a teammate"). */
async function nameOf(services: Requester, userId: string | null): Promise<string> {
  if (!userId) return '';
  const found = await services.call(identityMessages.describe, { userIds: [userId] }).catch(() => []);
  return found[0]?.displayName ?? '';
}

/** Records a write that landed: the item now stands at `version`, changed by the caller (or gone). */
export async function recordItemChange(
  tx: VersionDb,
  caller: Caller,
  write: Omit<ItemWrite, 'version'> & { version: number; deleted: boolean },
): Promise<void> {
  const row = {
    item_id: write.itemId,
    world_id: write.worldId,
    company_id: write.companyId,
    version: write.version,
    changed_by: caller.userId ?? null,
    changed_at: new Date(),
    deleted: write.deleted,
    fields: changedFields(write.input, write.itemKey),
  };
  await tx
    .insertInto('item_version')
    .values(row)
    .onConflict((oc) => oc.column('item_id').doUpdateSet({ ...row }))
    .execute();
}

/**
 * Records a create that may replace an item of the round in place (the same id: a store's
 * showcase choice made again): a new item stands at 1, one replaced at one more than it was.
 * Such items get their record when made, so no record means a new one.
 */
export async function recordReplacement(tx: VersionDb, caller: Caller, write: Omit<ItemWrite, 'version'>): Promise<number> {
  const found = await currentVersions(tx, write.worldId, write.companyId, [write.itemId]);
  const version = found.has(write.itemId) ? versionOf(found, write.itemId) + 1 : FIRST_VERSION;
  await recordItemChange(tx, caller, { ...write, version, deleted: false });
  return version;
}

/** The current version of each of these items (1 for any no decision has changed). */
export async function currentVersions(db: VersionDb, worldId: string, companyId: string, itemIds: readonly string[]): Promise<Map<string, number>> {
  if (itemIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('item_version')
    .select(['item_id', 'version'])
    .where('world_id', '=', worldId)
    .where('company_id', '=', companyId)
    .where('item_id', 'in', [...new Set(itemIds)])
    .execute();
  return new Map(rows.map((r) => [r.item_id, r.version]));
}

/** The version an item stands at, given what currentVersions found. */
export const versionOf = (versions: ReadonlyMap<string, number>, itemId: string) => versions.get(itemId) ?? FIRST_VERSION;
