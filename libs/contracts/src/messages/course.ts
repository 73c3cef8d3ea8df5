import { z } from 'zod';
import { COURSE_TOPICS } from '../http/stream-routes';
import { defineEvent, defineMessage } from '../messaging/message';
import { textSchema } from './text';

/*
 * The course's voice (section 2: announcements, discussions, references), owned by worlds.
 * Texts are Markdown; every answer carries the Markdown as written (for editing) and `html`,
 * rendered and sanitised by worlds, the only HTML a page ever shows.
 */

const worldIdSchema = z.string().uuid();
const idSchema = z.string().uuid();
const titleSchema = textSchema({ min: 1, max: 200 });
/** A post's Markdown: up to 20,000 characters, lines kept. */
const bodySchema = textSchema({ min: 1, max: 20_000, multiline: true, trim: false });
/** An announcement's title and text may arrive blank: worlds answers 400005 and 400007 for them. */
const announcementTitleSchema = textSchema({ max: 200 });
const announcementBodySchema = textSchema({ max: 20_000, multiline: true });
const pageShape = {
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
};

/** Announcements a world may have pinned at once (400009 beyond). */
export const ANNOUNCEMENT_PIN_LIMIT = 5;

/** Who wrote a post, as every member may see it; `manager` puts the instructor badge on the avatar. */
const authorSchema = z.object({ userId: z.string(), displayName: z.string(), manager: z.boolean() });
export type Author = z.infer<typeof authorSchema>;

const pagedShape = { total: z.number().int(), page: z.number().int(), pageSize: z.number().int() };

export const announcementSchema = z.object({
  id: z.string(),
  title: z.string(),
  body: z.string(),
  html: z.string(),
  pinned: z.boolean(),
  author: authorSchema,
  createdAt: z.string(),
  /** Set once the announcement has been edited. */
  editedAt: z.string().nullable(),
  /** Whether the caller has seen it. */
  read: z.boolean(),
});
export type Announcement = z.infer<typeof announcementSchema>;

export const announcementPageSchema = z.object({
  /** Pinned first (latest pinned first), then the rest, latest first. */
  items: z.array(announcementSchema),
  ...pagedShape,
  /** The caller's unread announcements in the whole world. */
  unread: z.number().int(),
  canManage: z.boolean(),
});
export type AnnouncementPage = z.infer<typeof announcementPageSchema>;

const announcementRef = { worldId: worldIdSchema, announcementId: idSchema };

export const announcementsMessages = {
  list: defineMessage('worlds', 'announcement', 'list', z.object({ worldId: worldIdSchema, ...pageShape }).strict(), announcementPageSchema),
  /** A manager posts one (130007 for anyone else). */
  create: defineMessage(
    'worlds',
    'announcement',
    'create',
    z.object({ worldId: worldIdSchema, title: announcementTitleSchema, body: announcementBodySchema, pinned: z.boolean().default(false) }).strict(),
    announcementSchema,
  ),
  /** A manager edits, pins or unpins one (400003 when it is not there, 400009 past the pin limit). */
  update: defineMessage(
    'worlds',
    'announcement',
    'update',
    z
      .object({ ...announcementRef, title: announcementTitleSchema.optional(), body: announcementBodySchema.optional(), pinned: z.boolean().optional() })
      .strict(),
    announcementSchema,
  ),
  remove: defineMessage('worlds', 'announcement', 'remove', z.object(announcementRef).strict(), z.object({ worldId: z.string() })),
  /** The caller has seen these; answers what is still unread. */
  markRead: defineMessage(
    'worlds',
    'announcement',
    'markRead',
    z.object({ worldId: worldIdSchema, announcementIds: z.array(idSchema).min(1).max(100) }).strict(),
    z.object({ unread: z.number().int() }),
  ),
};

const permissionsShape = { canEdit: z.boolean(), canDelete: z.boolean() };

export const threadSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  author: authorSchema,
  pinned: z.boolean(),
  replies: z.number().int(),
  createdAt: z.string(),
  lastActivityAt: z.string(),
});
export type ThreadSummary = z.infer<typeof threadSummarySchema>;

export const replySchema = z.object({
  id: z.string(),
  body: z.string(),
  html: z.string(),
  author: authorSchema,
  createdAt: z.string(),
  editedAt: z.string().nullable(),
  ...permissionsShape,
});
export type Reply = z.infer<typeof replySchema>;

export const threadSchema = threadSummarySchema.extend({ body: z.string(), html: z.string(), editedAt: z.string().nullable(), ...permissionsShape });
export type Thread = z.infer<typeof threadSchema>;

export const threadPageSchema = z.object({ items: z.array(threadSummarySchema), ...pagedShape, canPin: z.boolean() });
export type ThreadPage = z.infer<typeof threadPageSchema>;

export const threadWithRepliesSchema = z.object({
  thread: threadSchema,
  /** Oldest first. */
  replies: z.object({ items: z.array(replySchema), ...pagedShape }),
  canPin: z.boolean(),
});
export type ThreadWithReplies = z.infer<typeof threadWithRepliesSchema>;

const threadRef = { worldId: worldIdSchema, threadId: idSchema };
const replyRef = { ...threadRef, replyId: idSchema };

/**
 * Discussions, when the world's settings enable them (600005 otherwise): every member starts
 * threads and replies; authors edit and delete their own posts, managers moderate any (600007 for
 * anyone else) and pin threads (130007 for a participant).
 */
export const discussionsMessages = {
  listThreads: defineMessage('worlds', 'thread', 'list', z.object({ worldId: worldIdSchema, ...pageShape }).strict(), threadPageSchema),
  getThread: defineMessage('worlds', 'thread', 'get', z.object({ ...threadRef, ...pageShape }).strict(), threadWithRepliesSchema),
  createThread: defineMessage('worlds', 'thread', 'create', z.object({ worldId: worldIdSchema, title: titleSchema, body: bodySchema }).strict(), threadSchema),
  updateThread: defineMessage(
    'worlds',
    'thread',
    'update',
    z.object({ ...threadRef, title: titleSchema.optional(), body: bodySchema.optional() }).strict(),
    threadSchema,
  ),
  pinThread: defineMessage('worlds', 'thread', 'pin', z.object({ ...threadRef, pinned: z.boolean() }).strict(), threadSchema),
  removeThread: defineMessage('worlds', 'thread', 'remove', z.object(threadRef).strict(), z.object({ worldId: z.string() })),
  createReply: defineMessage('worlds', 'reply', 'create', z.object({ ...threadRef, body: bodySchema }).strict(), replySchema),
  updateReply: defineMessage('worlds', 'reply', 'update', z.object({ ...replyRef, body: bodySchema }).strict(), replySchema),
  removeReply: defineMessage('worlds', 'reply', 'remove', z.object(replyRef).strict(), z.object({ worldId: z.string() })),
};

/**
 * Reference files: the image types of section 5 and the documents a course hands out. Images up to
 * 10 MB, documents up to 50 MB (401001 beyond, 400013 for any other type).
 */
export const REFERENCE_IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'webp', 'bmp', 'svg'] as const;
export const REFERENCE_DOCUMENT_EXTENSIONS = ['pdf', 'doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx', 'odt', 'ods', 'odp', 'txt', 'csv', 'md', 'zip'] as const;
export const REFERENCE_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const REFERENCE_DOCUMENT_MAX_BYTES = 50 * 1024 * 1024;

/** A file name as uploaded: no path, no control character. */
const fileNameSchema = textSchema({ min: 1, max: 200 }).refine((name) => !/[/\\]/.test(name), { message: 'a file name, not a path' });
/** Links are http or https, nothing else (no javascript:, data: or file:). */
const linkSchema = z
  .string()
  .trim()
  .max(2_000)
  .url()
  .refine((url) => /^https?:\/\//i.test(url), { message: 'an http or https address' });
const descriptionSchema = textSchema({ max: 1_000, multiline: true });

export const referenceSchema = z.object({
  id: z.string(),
  kind: z.enum(['file', 'link']),
  title: z.string(),
  description: z.string(),
  /** Links: the address. */
  url: z.string().nullable(),
  /** Files: the name, type and size as stored. */
  fileName: z.string().nullable(),
  contentType: z.string().nullable(),
  size: z.number().int().nullable(),
  author: authorSchema,
  createdAt: z.string(),
});
export type Reference = z.infer<typeof referenceSchema>;

export const referenceListSchema = z.object({
  items: z.array(referenceSchema),
  canManage: z.boolean(),
});
export type ReferenceList = z.infer<typeof referenceListSchema>;

const referenceRef = { worldId: worldIdSchema, referenceId: idSchema };
/** Where the gateway streams an upload to, and what it streamed. */
const uploadShape = { worldId: worldIdSchema, fileName: fileNameSchema, contentType: z.string().max(200), size: z.number().int().min(1) };

/** The query of an upload (STREAM_ROUTES.uploadReference): the file's name, and optionally its title and description. */
export const uploadReferenceQuerySchema = z
  .object({ name: fileNameSchema, title: titleSchema.optional(), description: descriptionSchema.default('') })
  .strict();

export const referencesMessages = {
  list: defineMessage('worlds', 'reference', 'list', z.object({ worldId: worldIdSchema }).strict(), referenceListSchema),
  /** A manager adds a link. */
  addLink: defineMessage(
    'worlds',
    'reference',
    'addLink',
    z.object({ worldId: worldIdSchema, title: titleSchema, url: linkSchema, description: descriptionSchema.default('') }).strict(),
    referenceSchema,
  ),
  update: defineMessage(
    'worlds',
    'reference',
    'update',
    z.object({ ...referenceRef, title: titleSchema.optional(), description: descriptionSchema.optional(), url: linkSchema.optional() }).strict(),
    referenceSchema,
  ),
  /** Removes the reference and its file. */
  remove: defineMessage('worlds', 'reference', 'remove', z.object(referenceRef).strict(), z.object({ worldId: z.string() })),
  /**
   * The gateway, before streaming an upload: may the caller attach this file here (a manager, an
   * allowed type and size)? Answers the storage key to write. Not an HTTP route.
   */
  beginUpload: defineMessage('worlds', 'reference', 'beginUpload', z.object(uploadShape).strict(), z.object({ key: z.string(), maxBytes: z.number().int() })),
  /** The gateway, once the file is stored: records it as a reference (the size is read back from the store). */
  attachFile: defineMessage(
    'worlds',
    'reference',
    'attachFile',
    z.object({ ...uploadShape, key: z.string().max(300), title: titleSchema.optional(), description: descriptionSchema.default('') }).strict(),
    referenceSchema,
  ),
  /** The gateway, before streaming a download: the file of a reference the caller may read (9991 when there is none). */
  fileOf: defineMessage(
    'worlds',
    'reference',
    'fileOf',
    z.object(referenceRef).strict(),
    z.object({ key: z.string(), fileName: z.string(), contentType: z.string(), size: z.number().int() }),
  ),
};

/** May the caller follow this world's events (STREAM_ROUTES.worldEvents)? Its members only; `manager` says whether the `teams` events go to them too. The gateway asks before opening a stream. */
export const courseWatchMessage = defineMessage(
  'worlds',
  'course',
  'watch',
  z.object({ worldId: worldIdSchema }).strict(),
  z.object({ worldId: z.string(), manager: z.boolean() }),
);

/**
 * Something of a world's course changed (core NATS, after the commit): the gateway passes it to the
 * world's open event streams, whose pages read again what they show. Ids only, never content.
 */
export const courseChangedEvent = defineEvent(
  'worlds',
  'courseChanged',
  z.object({ worldId: z.string(), topic: z.enum(COURSE_TOPICS), id: z.string().optional(), threadId: z.string().optional() }),
);
