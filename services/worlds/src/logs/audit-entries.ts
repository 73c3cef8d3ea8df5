import { type AuditEntry, type Caller, identityMessages } from '@simbiz/contracts';
import type { Requester } from '@simbiz/service-kit';
import type { Kysely } from 'kysely';
import type { WorldsTables } from '../database/tables';
import type { SourcedRow } from './audit-merge';
import { reachable } from './audit-sources';

/**
 * The log's rows as the console shows them: who by name and email (identity, one call per page)
 * and the world by name (worlds' own table). A name no one has any more stays null.
 */
export async function describeEntries(db: Kysely<WorldsTables>, services: Requester, caller: Caller, rows: readonly SourcedRow[]): Promise<AuditEntry[]> {
  const userIds = [...new Set(rows.flatMap((row) => (row.userId ? [row.userId] : [])))];
  const worldIds = [...new Set(rows.flatMap((row) => (row.worldId ? [row.worldId] : [])))];
  const [people, worlds] = await Promise.all([
    userIds.length ? reachable('identity', services.call(identityMessages.describe, { userIds }, { caller })) : [],
    worldIds.length ? db.selectFrom('world').select(['id', 'name']).where('id', 'in', worldIds).execute() : [],
  ]);
  const person = new Map(people.map((p) => [p.userId, p]));
  const worldName = new Map(worlds.map((w) => [w.id, w.name]));
  return rows.map((row) => ({
    id: `${row.service}:${row.id}`,
    at: row.at,
    service: row.service,
    action: row.action,
    userId: row.userId,
    userName: (row.userId && person.get(row.userId)?.displayName) ?? null,
    userEmail: (row.userId && person.get(row.userId)?.email) ?? null,
    worldId: row.worldId,
    worldName: (row.worldId && worldName.get(row.worldId)) ?? null,
    resultCode: row.resultCode,
  }));
}
