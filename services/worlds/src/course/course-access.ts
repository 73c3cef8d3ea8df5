import {
  type Author,
  type Caller,
  courseChangedEvent,
  type CourseTopic,
  DomainError,
  ErrorCode,
  identityMessages,
  USER_IN_WORLD_TYPE,
} from '@simbiz/contracts';
import type { Requester } from '@simbiz/service-kit';
import type { Kysely } from 'kysely';
import type { WorldsTables } from '../database/tables';
import { membership, type WorldRow } from '../worlds/access';
import type { Viewer } from './course-rules';

export type Db = Kysely<WorldsTables>;

/** The caller as a member of the world (130001, 130003 otherwise). */
export async function viewerIn(db: Db, caller: Caller, worldId: string): Promise<{ world: WorldRow; viewer: Viewer }> {
  const { world, kind } = await membership(db, caller, worldId);
  return { world, viewer: { userId: caller.userId ?? '', manager: kind === USER_IN_WORLD_TYPE.manager } };
}

/** The caller as a manager of the world (130007 for any other member). */
export async function managerIn(db: Db, caller: Caller, worldId: string): Promise<{ world: WorldRow; viewer: Viewer }> {
  const found = await viewerIn(db, caller, worldId);
  if (!found.viewer.manager) throw new DomainError(ErrorCode.worldManageNotAuthorized);
  return found;
}

/** Authors as members see them: name from identity, the instructor badge from the world's membership. */
export async function authorsOf(db: Db, services: Requester, worldId: string, userIds: readonly string[]): Promise<(userId: string) => Author> {
  const ids = [...new Set(userIds)];
  const [people, managers] = ids.length
    ? await Promise.all([
        services.call(identityMessages.describe, { userIds: ids }),
        db
          .selectFrom('member')
          .select('user_id')
          .where('world_id', '=', worldId)
          .where('kind', '=', USER_IN_WORLD_TYPE.manager)
          .where('user_id', 'in', ids)
          .execute(),
      ])
    : [[], []];
  const names = new Map(people.map((p) => [p.userId, p.displayName]));
  const managing = new Set(managers.map((m) => m.user_id));
  return (userId) => ({ userId, displayName: names.get(userId) ?? '', manager: managing.has(userId) });
}

/** Tells the world's open pages (through the gateway's event streams) what to read again. */
export function announceCourse(services: Requester, worldId: string, topic: CourseTopic, ids: { id?: string; threadId?: string } = {}): void {
  services.publish(courseChangedEvent, { worldId, topic, ...ids });
}

export const iso = (at: Date | null): string | null => (at ? at.toISOString() : null);

/** Rows of a page: its offset and size. */
export function pageOf(input: { page: number; pageSize: number }) {
  return { offset: (input.page - 1) * input.pageSize, limit: input.pageSize };
}
