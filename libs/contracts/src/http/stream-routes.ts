import type { HttpMethod } from './route';

/*
 * This module is zod-free on purpose: the shell's first load imports it (the world stream), and
 * importing a module of schemas would bring zod into every page.
 */

export const COURSE_TOPICS = ['announcements', 'discussions', 'references'] as const;
export type CourseTopic = (typeof COURSE_TOPICS)[number];

/** The query parameter of STREAM_ROUTES.worldEvents that names the tab holding the stream. */
export const PRESENCE_TAB_PARAM = 'tab';

/**
 * Routes under /api whose body or answer is a stream, not an envelope of JSON: the gateway serves
 * them itself (files move between the browser and the file store without passing through NATS).
 * They keep section 7's rules: `x-csrf: 1`, a session, and the world's membership, which worlds
 * decides before a byte moves. A refusal is the envelope as everywhere else.
 */
export interface StreamRoute {
  readonly method: HttpMethod;
  /** Path under /api with `{name}` parameters. */
  readonly path: string;
  readonly kind: 'upload' | 'download' | 'events' | 'presence';
}

export const STREAM_ROUTES = {
  /**
   * A manager attaches a file to the references: the body is the file itself (its type in
   * Content-Type, its size in Content-Length), the name and title in the query (`name`, `title`).
   */
  uploadReference: { method: 'POST', path: '/worlds/{worldId}/references/files', kind: 'upload' },
  /** A member downloads a reference's file (9991 when it is gone). */
  downloadReference: { method: 'GET', path: '/worlds/{worldId}/references/{referenceId}/file', kind: 'download' },
  /**
   * Server-sent events of everything live in a world, one stream per browser tab: its course
   * changed (courseChangedEvent: `announcements`, `discussions`, `references`), its round life
   * moved (roundChangedEvent: `round`) and, to its managers only, a team's decisions or the teams
   * changed (`teams`), and to a team's members where their teammates are (`presence`). The query's
   * `tab` (PRESENCE_TAB_PARAM) names the tab, for its presence.
   */
  worldEvents: { method: 'GET', path: '/worlds/{worldId}/events', kind: 'events' },
  /**
   * Where the tab is (presenceReportSchema: its tab, decision page and edited item), for its
   * teammates' streams; the gateway keeps it while the tab's stream is open. A PUT (or a POST
   * with the method override) of a member; a manager's is taken and dropped.
   */
  presence: { method: 'PUT', path: '/worlds/{worldId}/presence', kind: 'presence' },
  /** An admin downloads a finished export of the audit log (CSV; 9991 when it is not ready or gone). */
  downloadAuditExport: { method: 'GET', path: '/admin/logs/exports/{exportId}/file', kind: 'download' },
} as const satisfies Record<string, StreamRoute>;

/** The largest upload any stream route takes (the edge's and the gateway's body limit for uploads). */
export const UPLOAD_MAX_BYTES = 50 * 1024 * 1024;

/**
 * The `event:` names of a world's stream: the course's topics, `round` (roundChangedEvent),
 * `teams` (managers only: a team's decisions or the teams changed, `{ worldId, companyId? }`) and
 * `presence` (a team's members only: `{ worldId, teammates }`, every tab of the others of the
 * team on a decision page, TeammatePresence; sent when the stream opens and when it changes).
 */
export const WORLD_EVENT_TOPICS = [...COURSE_TOPICS, 'round', 'teams', 'presence'] as const;
export type WorldEventTopic = (typeof WORLD_EVENT_TOPICS)[number];
