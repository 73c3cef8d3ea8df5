import { type Caller, DomainError, type ServiceName, worldChangedEvent } from '@simbiz/contracts';
import { type ColumnType, type Generated, type Kysely, sql } from 'kysely';
import type { Requester } from '../nats/requester';

/** The audit log every service keeps in its own schema: who did what, when, with which result. */
export interface AuditTables {
  audit: { id: Generated<string>; at: ColumnType<Date, never, never>; user_id: string | null; world_id: string | null; action: string; result_code: number };
}

/** The migration step that creates the audit table. */
export async function createAuditTable(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('audit')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('user_id', 'uuid')
    .addColumn('world_id', 'uuid')
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('result_code', 'integer', (c) => c.notNull())
    .execute();
}

/**
 * The index the admin console's log walks (newest first, after an (at, id) cursor): every audited
 * service adds it in a migration of its own, since the log pages each service's table on it.
 */
export async function createAuditIndex(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('audit_at').ifNotExists().on('audit').columns(['at', 'id']).execute();
}

export interface AuditContext {
  service: ServiceName;
  db: Kysely<AuditTables>;
  /** Publishes the world's worldChanged event once a change has succeeded. */
  events: Pick<Requester, 'publish'>;
  /** False for a change no cached read shows (a course post): no worldChanged then. */
  changesWorld?: boolean;
}

/** The audit context of a service whose tables include the audit table. */
export function auditContext<DB extends AuditTables>(
  service: ServiceName,
  db: Kysely<DB>,
  events: Pick<Requester, 'publish'>,
  changesWorld = true,
): AuditContext {
  // Kysely's database type is invariant; the audit table is all this context touches.
  return { service, db: db as unknown as Kysely<AuditTables>, events, changesWorld };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Writes one audit row. */
function record(db: Kysely<AuditTables>, caller: Caller, action: string, worldId: string | null, code: number): Promise<unknown> {
  return db
    .insertInto('audit')
    .values({ user_id: caller.userId ?? null, world_id: worldId, action, result_code: code })
    .execute();
}

/**
 * Runs a state-changing call, records who did what, when and with which result code, and on
 * success tells every listener (the gateway's caches) that the world changed.
 */
export async function audited<T>(context: AuditContext, caller: Caller, action: string, worldId: string | null, run: () => Promise<T>): Promise<T> {
  return auditing(context, caller, action, worldId, async () => {
    const result = await run();
    const created = (result as { worldId?: unknown } | undefined)?.worldId;
    const world = worldId ?? (typeof created === 'string' ? created : null);
    await record(context.db, caller, action, world, 0);
    return { result, world };
  });
}

/**
 * Like audited, for a call of one world that commits in a transaction of its own: `run` gets the
 * success row's writer to call inside that transaction, so the change and its audit row commit
 * together (one commit, one connection). `companyOf` names the company the change was made for
 * (a decision's), which its worldChanged then carries: managers' dashboards read that team again.
 */
export async function auditedInTransaction<T>(
  context: AuditContext,
  caller: Caller,
  action: string,
  worldId: string,
  run: (recordSuccess: (tx: Kysely<AuditTables>) => Promise<unknown>) => Promise<T>,
  companyOf?: () => string | undefined,
): Promise<T> {
  return auditing(context, caller, action, worldId, async () => {
    const result = await run((tx) => record(tx, caller, action, worldId, 0));
    return { result, world: worldId, company: companyOf?.() };
  });
}

/** Records a refusal or failure (never failing itself), and on success publishes the world's change. */
async function auditing<T>(
  context: AuditContext,
  caller: Caller,
  action: string,
  worldId: string | null,
  run: () => Promise<{ result: T; world: string | null; company?: string | undefined }>,
): Promise<T> {
  const { db, events, service, changesWorld = true } = context;
  try {
    const { result, world, company } = await run();
    if (world && changesWorld) events.publish(worldChangedEvent(service), { worldId: world, ...(company ? { companyId: company } : {}) });
    return result;
  } catch (error) {
    const code = error instanceof DomainError ? error.code : 1;
    const world = worldId && UUID.test(worldId) ? worldId : null;
    await record(db, caller, action, world, code).catch(() => undefined);
    throw error;
  }
}
