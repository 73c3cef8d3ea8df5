import { type AdminScreenplay, type Caller, DomainError, ErrorCode, identityMessages } from '@simbiz/contracts';
import { type Localized, SHIPPED_SCREENPLAYS } from '@simbiz/engine';
import type { Requester } from '@simbiz/service-kit';
import { type Kysely, sql } from 'kysely';
import type { WorldsTables } from '../database/tables';
import { requireAdmin } from '../admin/require-admin';

type Db = Kysely<WorldsTables>;

/** How many of the worlds playing a screenplay the list names. */
export const WORLD_NAMES_SHOWN = 5;

/**
 * The admin's list of screenplays (110123 for anyone else): the shipped ones (version 1), then
 * the imported ones by id, each with how many worlds play it, archived ones included, and the
 * names of the latest few. `importedBy` is the importer's display name (their id once the account
 * is gone). `only` narrows it to one id (an import's answer).
 */
export async function listScreenplays(db: Db, services: Requester, caller: Caller, only?: string): Promise<AdminScreenplay[]> {
  requireAdmin(caller);
  const [imported, usage] = await Promise.all([importedRows(db, only), usageRows(db, only)]);
  const used = new Map(usage.map((u) => [u.screenplay_id, { worlds: Number(u.worlds), worldNames: u.names }]));
  const importers = [...new Set(imported.map((r) => r.imported_by))];
  // Names are a courtesy: without identity the list (and an import's answer) shows ids.
  const people = importers.length ? await services.call(identityMessages.describe, { userIds: importers }).catch(() => []) : [];
  const names = new Map(people.map((p) => [p.userId, p.displayName]));
  const shipped = Object.values(SHIPPED_SCREENPLAYS)
    .filter((s) => only === undefined || s.id === only)
    .map((s) => ({
      id: s.id,
      name: s.name,
      description: s.description,
      origin: 'shipped' as const,
      version: 1,
      rounds: s.rounds,
      markets: s.markets.length,
      importedAt: null,
      importedBy: null,
    }));
  const mine = imported.map((r) => ({
    id: r.id,
    name: r.name,
    description: r.description,
    origin: 'imported' as const,
    version: r.version,
    rounds: r.rounds,
    markets: r.markets,
    importedAt: r.imported_at.toISOString(),
    importedBy: names.get(r.imported_by) ?? r.imported_by,
  }));
  return [...shipped, ...mine].map((s) => ({ ...s, ...(used.get(s.id) ?? { worlds: 0, worldNames: [] }) }));
}

/** For every service: an imported screenplay's document as stored (validated, defaults filled in); 130011 when none. */
export async function importedDocument(db: Db, screenplayId: string): Promise<{ document: unknown }> {
  const row = await db.selectFrom('screenplay').select('document').where('id', '=', screenplayId).executeTakeFirst();
  if (!row) throw new DomainError(ErrorCode.screenplayNotFound);
  return { document: row.document };
}

function importedRows(db: Db, only: string | undefined) {
  let query = db
    .selectFrom('screenplay')
    .select([
      'id',
      'version',
      'imported_by',
      'imported_at',
      // Only the fields the list shows: a document is up to a few hundred kilobytes.
      sql<Localized>`document->'name'`.as('name'),
      sql<Localized>`document->'description'`.as('description'),
      sql<number>`(document->>'rounds')::int`.as('rounds'),
      sql<number>`jsonb_array_length(document->'markets')`.as('markets'),
    ])
    .orderBy('id');
  if (only !== undefined) query = query.where('id', '=', only);
  return query.execute();
}

function usageRows(db: Db, only: string | undefined) {
  let query = db
    .selectFrom('world')
    .select([
      'screenplay_id',
      (eb) => eb.fn.countAll<string>().as('worlds'),
      sql<string[]>`(array_agg(name order by created_at desc))[1:${sql.lit(WORLD_NAMES_SHOWN)}]`.as('names'),
    ])
    .groupBy('screenplay_id');
  if (only !== undefined) query = query.where('screenplay_id', '=', only);
  return query.execute();
}
