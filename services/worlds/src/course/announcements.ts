import { type Announcement, type AnnouncementPage, type announcementsMessages, type Caller, DomainError, ErrorCode } from '@simbiz/contracts';
import type { Requester } from '@simbiz/service-kit';
import { sql } from 'kysely';
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { announceCourse, authorsOf, type Db, iso, managerIn, pageOf, viewerIn } from './course-access';
import { checkPinLimit } from './course-rules';
import { renderMarkdown } from './markdown';

type Input<K extends keyof typeof announcementsMessages> = z.output<(typeof announcementsMessages)[K]['request']>;

/** Pinned first (the latest pinned first), then the latest. */
const ORDER = sql`case when pinned then pinned_at else created_at end`;

/** A world's announcements for any member, a page at a time, with what the caller has not read. */
export async function listAnnouncements(db: Db, services: Requester, caller: Caller, input: Input<'list'>): Promise<AnnouncementPage> {
  const { viewer } = await viewerIn(db, caller, input.worldId);
  const { offset, limit } = pageOf(input);
  const inWorld = db.selectFrom('announcement').where('world_id', '=', input.worldId);
  const [rows, counts] = await Promise.all([
    inWorld.selectAll().orderBy('pinned', 'desc').orderBy(ORDER, 'desc').orderBy('id').offset(offset).limit(limit).execute(),
    inWorld
      .select((eb) => [
        eb.fn.countAll<string>().as('total'),
        eb.fn
          .countAll<string>()
          .filterWhere((w) =>
            w.not(
              w.exists(
                w
                  .selectFrom('announcement_read')
                  .whereRef('announcement_read.announcement_id', '=', 'announcement.id')
                  .where('announcement_read.user_id', '=', viewer.userId),
              ),
            ),
          )
          .as('unread'),
      ])
      .executeTakeFirstOrThrow(),
  ]);
  const read = rows.length
    ? new Set(
        (
          await db
            .selectFrom('announcement_read')
            .select('announcement_id')
            .where('user_id', '=', viewer.userId)
            .where(
              'announcement_id',
              'in',
              rows.map((r) => r.id),
            )
            .execute()
        ).map((r) => r.announcement_id),
      )
    : new Set<string>();
  const author = await authorsOf(
    db,
    services,
    input.worldId,
    rows.map((r) => r.author_id),
  );
  return {
    items: rows.map((row) => toAnnouncement(row, author(row.author_id), read.has(row.id))),
    total: Number(counts.total),
    page: input.page,
    pageSize: input.pageSize,
    unread: Number(counts.unread),
    canManage: viewer.manager,
  };
}

/** A manager posts one: 400005 without a title, 400007 without text, 400009 past the pin limit. */
export async function createAnnouncement(db: Db, services: Requester, caller: Caller, input: Input<'create'>): Promise<Announcement> {
  const { viewer } = await managerIn(db, caller, input.worldId);
  requireText(input);
  const id = randomUUID();
  await db.transaction().execute(async (tx) => {
    if (input.pinned) checkPinLimit(await pinnedCount(tx, input.worldId));
    await tx
      .insertInto('announcement')
      .values({
        id,
        world_id: input.worldId,
        title: input.title,
        body: input.body,
        html: renderMarkdown(input.body),
        pinned: input.pinned,
        pinned_at: input.pinned ? new Date() : null,
        author_id: viewer.userId,
      })
      .execute();
    // The author has read what they wrote.
    await tx.insertInto('announcement_read').values({ announcement_id: id, user_id: viewer.userId }).execute();
  });
  announceCourse(services, input.worldId, 'announcements', { id });
  return readOne(db, services, input.worldId, id, viewer.userId);
}

/** A manager edits, pins or unpins one (400003 when the world has no such announcement). */
export async function updateAnnouncement(db: Db, services: Requester, caller: Caller, input: Input<'update'>): Promise<Announcement> {
  const { viewer } = await managerIn(db, caller, input.worldId);
  requireText({ title: input.title ?? 'kept', body: input.body ?? 'kept' });
  await db.transaction().execute(async (tx) => {
    const row = await tx
      .selectFrom('announcement')
      .select(['pinned'])
      .where('id', '=', input.announcementId)
      .where('world_id', '=', input.worldId)
      .forUpdate()
      .executeTakeFirst();
    if (!row) throw new DomainError(ErrorCode.announcementNotFound);
    const pinning = input.pinned === true && !row.pinned;
    if (pinning) checkPinLimit(await pinnedCount(tx, input.worldId));
    const edited = input.title !== undefined || input.body !== undefined;
    await tx
      .updateTable('announcement')
      .set({
        ...(input.title !== undefined ? { title: input.title } : {}),
        ...(input.body !== undefined ? { body: input.body, html: renderMarkdown(input.body) } : {}),
        ...(edited ? { edited_at: new Date() } : {}),
        ...(input.pinned !== undefined && input.pinned !== row.pinned ? { pinned: input.pinned, pinned_at: input.pinned ? new Date() : null } : {}),
      })
      .where('id', '=', input.announcementId)
      .execute();
  });
  announceCourse(services, input.worldId, 'announcements', { id: input.announcementId });
  return readOne(db, services, input.worldId, input.announcementId, viewer.userId);
}

export async function removeAnnouncement(db: Db, services: Requester, caller: Caller, input: Input<'remove'>): Promise<{ worldId: string }> {
  await managerIn(db, caller, input.worldId);
  const removed = await db.deleteFrom('announcement').where('id', '=', input.announcementId).where('world_id', '=', input.worldId).executeTakeFirst();
  if (removed.numDeletedRows === 0n) throw new DomainError(ErrorCode.announcementNotFound);
  announceCourse(services, input.worldId, 'announcements', { id: input.announcementId });
  return { worldId: input.worldId };
}

/** The caller has seen these (ids of other worlds are passed over); answers what is still unread. */
export async function markRead(db: Db, caller: Caller, input: Input<'markRead'>): Promise<{ unread: number }> {
  const { viewer } = await viewerIn(db, caller, input.worldId);
  await db
    .insertInto('announcement_read')
    .columns(['announcement_id', 'user_id'])
    .expression((eb) =>
      eb
        .selectFrom('announcement')
        .select(['id', eb.val(viewer.userId).as('user_id')])
        .where('world_id', '=', input.worldId)
        .where('id', 'in', input.announcementIds),
    )
    .onConflict((oc) => oc.doNothing())
    .execute();
  const { unread } = await db
    .selectFrom('announcement')
    .select((eb) => eb.fn.countAll<string>().as('unread'))
    .where('world_id', '=', input.worldId)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('announcement_read')
            .whereRef('announcement_read.announcement_id', '=', 'announcement.id')
            .where('announcement_read.user_id', '=', viewer.userId),
        ),
      ),
    )
    .executeTakeFirstOrThrow();
  return { unread: Number(unread) };
}

function requireText(input: { title: string; body: string }): void {
  if (!input.title) throw new DomainError(ErrorCode.announcementTitleRequired);
  if (!input.body) throw new DomainError(ErrorCode.announcementContentRequired);
}

async function pinnedCount(db: Db, worldId: string): Promise<number> {
  // The world's row is the lock that keeps two managers from pinning past the limit together.
  await db.selectFrom('world').select('id').where('id', '=', worldId).forUpdate().execute();
  const { count } = await db
    .selectFrom('announcement')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('world_id', '=', worldId)
    .where('pinned', '=', true)
    .executeTakeFirstOrThrow();
  return Number(count);
}

async function readOne(db: Db, services: Requester, worldId: string, id: string, userId: string): Promise<Announcement> {
  const row = await db.selectFrom('announcement').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const read = await db.selectFrom('announcement_read').select('user_id').where('announcement_id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  const author = await authorsOf(db, services, worldId, [row.author_id]);
  return toAnnouncement(row, author(row.author_id), !!read);
}

type Row = { id: string; title: string; body: string; html: string; pinned: boolean; created_at: Date; edited_at: Date | null };

function toAnnouncement(row: Row, author: Announcement['author'], read: boolean): Announcement {
  return {
    id: row.id,
    title: row.title,
    body: row.body,
    html: row.html,
    pinned: row.pinned,
    author,
    createdAt: row.created_at.toISOString(),
    editedAt: iso(row.edited_at),
    read,
  };
}
