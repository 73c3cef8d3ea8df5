import {
  type Caller,
  type discussionsMessages,
  DomainError,
  ErrorCode,
  type Reply,
  type Thread,
  type ThreadPage,
  type ThreadSummary,
  type ThreadWithReplies,
} from '@simbiz/contracts';
import type { Requester } from '@simbiz/service-kit';
import { sql } from 'kysely';
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { announceCourse, authorsOf, type Db, iso, pageOf, viewerIn } from './course-access';
import { mayChange, requireMayChange, type Viewer } from './course-rules';
import { renderMarkdown } from './markdown';

type Input<K extends keyof typeof discussionsMessages> = z.output<(typeof discussionsMessages)[K]['request']>;
type ThreadRow = {
  id: string;
  title: string;
  body: string;
  html: string;
  author_id: string;
  pinned: boolean;
  reply_count: number;
  created_at: Date;
  edited_at: Date | null;
  last_activity_at: Date;
};

/** Pinned first (the latest pinned first), then by latest activity. */
const ORDER = sql`case when pinned then pinned_at else last_activity_at end`;

/** A member of a world whose settings enable discussions (600005 otherwise, for managers too). */
async function discussant(db: Db, caller: Caller, worldId: string): Promise<Viewer> {
  const { world, viewer } = await viewerIn(db, caller, worldId);
  if (!world.settings.enabledDiscussions) throw new DomainError(ErrorCode.discussionsDisabled);
  return viewer;
}

export async function listThreads(db: Db, services: Requester, caller: Caller, input: Input<'listThreads'>): Promise<ThreadPage> {
  const viewer = await discussant(db, caller, input.worldId);
  const { offset, limit } = pageOf(input);
  const inWorld = db.selectFrom('thread').where('world_id', '=', input.worldId);
  const [rows, { total }] = await Promise.all([
    inWorld.selectAll().orderBy('pinned', 'desc').orderBy(ORDER, 'desc').orderBy('id').offset(offset).limit(limit).execute(),
    inWorld.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  const author = await authorsOf(
    db,
    services,
    input.worldId,
    rows.map((r) => r.author_id),
  );
  return {
    items: rows.map((row) => summaryOf(row, author(row.author_id))),
    total: Number(total),
    page: input.page,
    pageSize: input.pageSize,
    canPin: viewer.manager,
  };
}

/** A thread and a page of its replies, oldest first (600001 when the world has no such thread). */
export async function getThread(db: Db, services: Requester, caller: Caller, input: Input<'getThread'>): Promise<ThreadWithReplies> {
  const viewer = await discussant(db, caller, input.worldId);
  const row = await threadRow(db, input.worldId, input.threadId);
  const { offset, limit } = pageOf(input);
  const replies = await db
    .selectFrom('reply')
    .selectAll()
    .where('thread_id', '=', row.id)
    .orderBy('created_at')
    .orderBy('id')
    .offset(offset)
    .limit(limit)
    .execute();
  const author = await authorsOf(db, services, input.worldId, [row.author_id, ...replies.map((r) => r.author_id)]);
  return {
    thread: threadOf(row, author(row.author_id), viewer),
    replies: {
      items: replies.map((reply) => replyOf(reply, author(reply.author_id), viewer)),
      total: row.reply_count,
      page: input.page,
      pageSize: input.pageSize,
    },
    canPin: viewer.manager,
  };
}

/** Any member starts a thread. */
export async function createThread(db: Db, services: Requester, caller: Caller, input: Input<'createThread'>): Promise<Thread> {
  const viewer = await discussant(db, caller, input.worldId);
  const id = randomUUID();
  await db
    .insertInto('thread')
    .values({
      id,
      world_id: input.worldId,
      title: input.title,
      body: input.body,
      html: renderMarkdown(input.body),
      author_id: viewer.userId,
      pinned: false,
      pinned_at: null,
    })
    .execute();
  announceCourse(services, input.worldId, 'discussions', { threadId: id });
  return oneThread(db, services, input.worldId, id, viewer);
}

/** Its author or a manager edits a thread (600007 for anyone else). */
export async function updateThread(db: Db, services: Requester, caller: Caller, input: Input<'updateThread'>): Promise<Thread> {
  const viewer = await discussant(db, caller, input.worldId);
  const row = await threadRow(db, input.worldId, input.threadId);
  requireMayChange(viewer, row.author_id);
  if (input.title !== undefined || input.body !== undefined) {
    await db
      .updateTable('thread')
      .set({
        ...(input.title !== undefined ? { title: input.title } : {}),
        ...(input.body !== undefined ? { body: input.body, html: renderMarkdown(input.body) } : {}),
        edited_at: new Date(),
      })
      .where('id', '=', row.id)
      .execute();
    announceCourse(services, input.worldId, 'discussions', { threadId: row.id });
  }
  return oneThread(db, services, input.worldId, row.id, viewer);
}

/** Managers pin and unpin threads (130007 for a participant). */
export async function pinThread(db: Db, services: Requester, caller: Caller, input: Input<'pinThread'>): Promise<Thread> {
  const viewer = await discussant(db, caller, input.worldId);
  if (!viewer.manager) throw new DomainError(ErrorCode.worldManageNotAuthorized);
  const row = await threadRow(db, input.worldId, input.threadId);
  if (row.pinned !== input.pinned) {
    await db
      .updateTable('thread')
      .set({ pinned: input.pinned, pinned_at: input.pinned ? new Date() : null })
      .where('id', '=', row.id)
      .execute();
    announceCourse(services, input.worldId, 'discussions', { threadId: row.id });
  }
  return oneThread(db, services, input.worldId, row.id, viewer);
}

/** Its author or a manager deletes a thread, with its replies. */
export async function removeThread(db: Db, services: Requester, caller: Caller, input: Input<'removeThread'>): Promise<{ worldId: string }> {
  const viewer = await discussant(db, caller, input.worldId);
  const row = await threadRow(db, input.worldId, input.threadId);
  requireMayChange(viewer, row.author_id);
  await db.deleteFrom('thread').where('id', '=', row.id).execute();
  announceCourse(services, input.worldId, 'discussions', { threadId: row.id });
  return { worldId: input.worldId };
}

/** Any member replies; the thread counts it and moves up by its activity. */
export async function createReply(db: Db, services: Requester, caller: Caller, input: Input<'createReply'>): Promise<Reply> {
  const viewer = await discussant(db, caller, input.worldId);
  const id = randomUUID();
  await db.transaction().execute(async (tx) => {
    const thread = await threadRow(tx, input.worldId, input.threadId, true);
    await tx
      .insertInto('reply')
      .values({ id, world_id: input.worldId, thread_id: thread.id, body: input.body, html: renderMarkdown(input.body), author_id: viewer.userId })
      .execute();
    await tx
      .updateTable('thread')
      .set((eb) => ({ reply_count: eb('reply_count', '+', 1), last_activity_at: new Date() }))
      .where('id', '=', thread.id)
      .execute();
  });
  announceCourse(services, input.worldId, 'discussions', { threadId: input.threadId, id });
  return oneReply(db, services, input, id, viewer);
}

/** Its author or a manager edits a reply (600003 when the thread has no such reply, 600007 for anyone else). */
export async function updateReply(db: Db, services: Requester, caller: Caller, input: Input<'updateReply'>): Promise<Reply> {
  const viewer = await discussant(db, caller, input.worldId);
  const reply = await replyRow(db, input);
  requireMayChange(viewer, reply.author_id);
  await db
    .updateTable('reply')
    .set({ body: input.body, html: renderMarkdown(input.body), edited_at: new Date() })
    .where('id', '=', reply.id)
    .execute();
  announceCourse(services, input.worldId, 'discussions', { threadId: input.threadId, id: reply.id });
  return oneReply(db, services, input, reply.id, viewer);
}

export async function removeReply(db: Db, services: Requester, caller: Caller, input: Input<'removeReply'>): Promise<{ worldId: string }> {
  const viewer = await discussant(db, caller, input.worldId);
  await db.transaction().execute(async (tx) => {
    await threadRow(tx, input.worldId, input.threadId, true);
    const reply = await replyRow(tx, input);
    requireMayChange(viewer, reply.author_id);
    await tx.deleteFrom('reply').where('id', '=', reply.id).execute();
    await tx
      .updateTable('thread')
      .set((eb) => ({ reply_count: eb('reply_count', '-', 1) }))
      .where('id', '=', input.threadId)
      .execute();
  });
  announceCourse(services, input.worldId, 'discussions', { threadId: input.threadId, id: input.replyId });
  return { worldId: input.worldId };
}

async function threadRow(db: Db, worldId: string, threadId: string, lock = false): Promise<ThreadRow> {
  const query = db.selectFrom('thread').selectAll().where('id', '=', threadId).where('world_id', '=', worldId);
  const row = await (lock ? query.forUpdate() : query).executeTakeFirst();
  if (!row) throw new DomainError(ErrorCode.threadNotFound);
  return row;
}

async function replyRow(db: Db, input: { worldId: string; threadId: string; replyId: string }) {
  const row = await db
    .selectFrom('reply')
    .selectAll()
    .where('id', '=', input.replyId)
    .where('thread_id', '=', input.threadId)
    .where('world_id', '=', input.worldId)
    .executeTakeFirst();
  if (!row) throw new DomainError(ErrorCode.replyNotFound);
  return row;
}

async function oneThread(db: Db, services: Requester, worldId: string, threadId: string, viewer: Viewer): Promise<Thread> {
  const row = await threadRow(db, worldId, threadId);
  const author = await authorsOf(db, services, worldId, [row.author_id]);
  return threadOf(row, author(row.author_id), viewer);
}

async function oneReply(db: Db, services: Requester, ref: { worldId: string; threadId: string }, replyId: string, viewer: Viewer): Promise<Reply> {
  const row = await replyRow(db, { ...ref, replyId });
  const author = await authorsOf(db, services, ref.worldId, [row.author_id]);
  return replyOf(row, author(row.author_id), viewer);
}

function summaryOf(row: ThreadRow, author: ThreadSummary['author']): ThreadSummary {
  return {
    id: row.id,
    title: row.title,
    author,
    pinned: row.pinned,
    replies: row.reply_count,
    createdAt: row.created_at.toISOString(),
    lastActivityAt: row.last_activity_at.toISOString(),
  };
}

function threadOf(row: ThreadRow, author: Thread['author'], viewer: Viewer): Thread {
  const yours = mayChange(viewer, row.author_id);
  return { ...summaryOf(row, author), body: row.body, html: row.html, editedAt: iso(row.edited_at), canEdit: yours, canDelete: yours };
}

function replyOf(
  row: { id: string; body: string; html: string; author_id: string; created_at: Date; edited_at: Date | null },
  author: Reply['author'],
  viewer: Viewer,
): Reply {
  const yours = mayChange(viewer, row.author_id);
  return {
    id: row.id,
    body: row.body,
    html: row.html,
    author,
    createdAt: row.created_at.toISOString(),
    editedAt: iso(row.edited_at),
    canEdit: yours,
    canDelete: yours,
  };
}
