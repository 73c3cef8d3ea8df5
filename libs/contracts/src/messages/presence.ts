import { z } from 'zod';
import { defineEvent } from '../messaging/message';

/** A browser tab's id (random, made by the tab): letters, digits, `-` and `_`. */
export const presenceTabSchema = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/);

/**
 * Where a tab is (STREAM_ROUTES.presence's body): the decision page it has open (its path; null:
 * none) and the item whose form it has open (its id; null: none). Sent when either changes.
 */
export const presenceReportSchema = z
  .object({
    tab: presenceTabSchema,
    page: z.string().startsWith('/').max(300).nullable(),
    editing: z.string().min(1).max(100).nullable(),
  })
  .strict();
export type PresenceReport = z.infer<typeof presenceReportSchema>;

/**
 * A teammate's tab as a stream's `presence` event lists it: the teammate's display name, the
 * page and the item being edited, and the tab (one person may have several). Nothing else.
 */
export const teammatePresenceSchema = z.object({
  tab: z.string(),
  name: z.string(),
  page: z.string(),
  editing: z.string().nullable(),
});
export type TeammatePresence = z.infer<typeof teammatePresenceSchema>;

/**
 * Between gateway replicas (core NATS): a tab's report, taken by whichever replica the PUT
 * reached and heard by every replica; the one holding the tab's stream (same person) acts on it.
 */
export const presenceReportedEvent = defineEvent(
  'gateway',
  'presenceReported',
  z.object({ worldId: z.string(), userId: z.string(), tab: z.string(), page: z.string().nullable(), editing: z.string().nullable() }),
);

/**
 * Between gateway replicas: where a tab of a team's member is, announced by the replica holding its
 * stream when it changes and again every heartbeat (what is not announced again expires); `page:
 * null` when the tab left (its stream ended). `stream` tells a reopened stream from the old one.
 */
export const presenceChangedEvent = defineEvent(
  'gateway',
  'presenceChanged',
  z.object({
    worldId: z.string(),
    companyId: z.string(),
    userId: z.string(),
    name: z.string(),
    tab: z.string(),
    stream: z.string(),
    page: z.string().nullable(),
    editing: z.string().nullable(),
  }),
);
export type PresenceAnnouncement = z.infer<typeof presenceChangedEvent.payload>;
