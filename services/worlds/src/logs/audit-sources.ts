import {
  AUDITED_SERVICES,
  type AuditFilter,
  auditMessages,
  type AuditPageRequest,
  type AuditRow,
  type Caller,
  DomainError,
  emailSchema,
  ErrorCode,
  identityMessages,
  type ServiceName,
  validationFailure,
} from '@simbiz/contracts';
import { type Requester, ServiceUnreachableError } from '@simbiz/service-kit';
import { z } from 'zod';
import type { LogPositions } from './audit-cursor';
import { type MergedPage, mergePages } from './audit-merge';

/** What every service's page is filtered by, and which services are asked. */
export interface AuditScope {
  services: readonly ServiceName[];
  filter: Omit<AuditPageRequest, 'before' | 'limit'>;
}

const uuid = z.string().uuid();

/** Whether the `user` filter is something it can be (an account id or an email): 9001 on `user` otherwise. */
export function checkUserFilter(user: string | undefined): void {
  if (user !== undefined && !uuid.safeParse(user).success && !emailSchema.safeParse(user).success) {
    throw validationFailure([{ code: 'custom', path: ['user'], message: 'an email or an account id' }]);
  }
}

/**
 * The admin console's filter as the services' pages take it: an email becomes its account's id
 * (identity); null when nothing can match (an email nobody has).
 */
export async function auditScope(services: Requester, caller: Caller, filter: AuditFilter): Promise<AuditScope | null> {
  checkUserFilter(filter.user);
  const { user, service, from, to, worldId, action, result } = filter;
  let userIds: string[] | undefined;
  if (user !== undefined && uuid.safeParse(user).success) userIds = [user.toLowerCase()];
  else if (user !== undefined) {
    const found = await reachable('identity', services.call(identityMessages.findByEmails, { emails: [user] }, { caller }));
    if (found.length === 0) return null;
    userIds = found.map((account) => account.userId);
  }
  return { services: service ? [service] : AUDITED_SERVICES, filter: { from, to, userIds, worldId, action, result } };
}

/**
 * The log's next `pageSize` rows after `positions`: every service not at its end is asked for
 * `pageSize + 1` rows at once and the pages are merged. A service that does not answer fails the
 * whole page (code 1, naming it): a page without it would put its rows out of order later.
 */
export async function mergedPage(services: Requester, caller: Caller, scope: AuditScope, positions: LogPositions, pageSize: number): Promise<MergedPage> {
  const asked = scope.services.filter((service) => positions[service] !== 'end');
  const pages = await allReachable(
    asked.map(async (service): Promise<[ServiceName, AuditRow[]]> => {
      const position = positions[service];
      const before = position && position !== 'end' ? position : undefined;
      const page = await services.call(auditMessages(service).page, { ...scope.filter, before, limit: pageSize + 1 }, { caller });
      return [service, page.rows];
    }),
    asked,
  );
  return mergePages(new Map(pages), positions, pageSize);
}

/** How many rows the scope matches, the services' counts summed. */
export async function countMatching(services: Requester, caller: Caller, scope: AuditScope): Promise<number> {
  const counts = await allReachable(
    scope.services.map((service) => services.call(auditMessages(service).count, scope.filter, { caller })),
    scope.services,
  );
  return counts.reduce((sum, { count }) => sum + count, 0);
}

/** The failure of a gathering some service did not answer: code 1 with the services' names. */
export function unreachable(names: readonly string[]): DomainError {
  return new DomainError(ErrorCode.unsuccessful, {}, { unreachable: names });
}

/** Whether an error is a gathering's unreachable service (for an export's failure detail). */
export function isUnreachable(error: unknown): boolean {
  return error instanceof ServiceUnreachableError || (error instanceof DomainError && (error.details as { unreachable?: unknown })?.unreachable !== undefined);
}

/** One call of another service, its silence turned into the code 1 naming it. */
export async function reachable<T>(service: string, call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    throw error instanceof ServiceUnreachableError ? unreachable([service]) : error;
  }
}

/** Every call's answer, or the code 1 naming each service that did not answer; any other failure as it is. */
async function allReachable<T>(calls: Promise<T>[], names: readonly string[]): Promise<T[]> {
  const settled = await Promise.allSettled(calls);
  const silent = names.filter((_, i) => settled[i]?.status === 'rejected' && (settled[i] as PromiseRejectedResult).reason instanceof ServiceUnreachableError);
  if (silent.length > 0) throw unreachable(silent);
  return settled.map((outcome) => {
    if (outcome.status === 'rejected') throw outcome.reason;
    return outcome.value;
  });
}
