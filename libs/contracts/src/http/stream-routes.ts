import { COURSE_TOPICS } from '../messages/course';
import type { HttpMethod } from './route';

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
  readonly kind: 'upload' | 'download' | 'events';
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
   * changed (`teams`).
   */
  worldEvents: { method: 'GET', path: '/worlds/{worldId}/events', kind: 'events' },
  /** An admin downloads a finished export of the audit log (CSV; 9991 when it is not ready or gone). */
  downloadAuditExport: { method: 'GET', path: '/admin/logs/exports/{exportId}/file', kind: 'download' },
} as const satisfies Record<string, StreamRoute>;

/** The largest upload any stream route takes (the edge's and the gateway's body limit for uploads). */
export const UPLOAD_MAX_BYTES = 50 * 1024 * 1024;

/**
 * The `event:` names of a world's stream: the course's topics, `round` (roundChangedEvent) and
 * `teams` (managers only: a team's decisions or the teams changed, `{ worldId, companyId? }`).
 */
export const WORLD_EVENT_TOPICS = [...COURSE_TOPICS, 'round', 'teams'] as const;
export type WorldEventTopic = (typeof WORLD_EVENT_TOPICS)[number];
