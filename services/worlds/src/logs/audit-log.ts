import type { adminLogsMessages, Caller } from '@simbiz/contracts';
import type { Requester } from '@simbiz/service-kit';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { WorldsTables } from '../database/tables';
import { requireAdmin } from '../admin/require-admin';
import { decodeCursor, encodeCursor } from './audit-cursor';
import { describeEntries } from './audit-entries';
import { auditScope, mergedPage } from './audit-sources';

type ListRequest = z.output<typeof adminLogsMessages.list.request>;
type ListReply = z.input<typeof adminLogsMessages.list.reply>;

/**
 * One page of the installation's audit log, newest first: every audited service's rows after the
 * cursor, merged (never more than pageSize + 1 rows read from each), with people's and worlds' names.
 */
export async function listAuditLog(db: Kysely<WorldsTables>, services: Requester, caller: Caller, input: ListRequest): Promise<ListReply> {
  requireAdmin(caller);
  const { cursor, pageSize, ...filter } = input;
  const positions = cursor ? decodeCursor(cursor) : {};
  const scope = await auditScope(services, caller, filter);
  if (!scope) return { items: [], nextCursor: null };
  const page = await mergedPage(services, caller, scope, positions, pageSize);
  return { items: await describeEntries(db, services, caller, page.rows), nextCursor: page.next ? encodeCursor(page.next) : null };
}
