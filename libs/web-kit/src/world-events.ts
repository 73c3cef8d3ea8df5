import {
  API_BASE_PATH,
  type CourseTopic,
  CSRF_HEADER,
  PRESENCE_TAB_PARAM,
  type RoundChange,
  STREAM_ROUTES,
  type TeammatePresence,
  WORLD_EVENT_TOPICS,
  type WorldEventTopic,
} from '@simbiz/contracts';
import { fillPath } from './api-client';
import { EMPTY_EVENT_STREAM, nextBackoff, readEventStream } from './event-stream';
import { newTraceParent } from './trace-parent';

/**
 * Something live in a world (a message of STREAM_ROUTES.worldEvents, named by its topic): ids and
 * facts only. An event with nothing but `worldId` and `topic` says "anything of this topic may
 * have changed" (told after the stream was broken, when events may have been missed).
 */
export interface WorldEvent {
  worldId: string;
  topic: WorldEventTopic;
  /** Course topics: the post, reply or reference, and a reply's thread. */
  id?: string;
  threadId?: string;
  /** `teams` (managers only): the company whose decisions changed, when only one did. */
  companyId?: string;
  /** `round`: the stage and round after the change, and what happened. */
  status?: number;
  currentRound?: number | null;
  change?: RoundChange;
  /** `presence` (a team's members only): every tab of the others of the team on a decision page. */
  teammates?: TeammatePresence[];
}

/** A world event of one of the course's topics (courseChangedEvent's payload). */
export type CourseEvent = WorldEvent & { topic: CourseTopic };

const TEXT_FIELDS = ['id', 'threadId', 'companyId', 'change'] as const;

/** A message of the stream as an event of this world, or null (another world's, an unknown topic, not JSON). */
export function worldEventOf(message: { event: string; data: string }, worldId: string): WorldEvent | null {
  const topic = message.event as WorldEventTopic;
  if (!WORLD_EVENT_TOPICS.includes(topic)) return null;
  let value: unknown;
  try {
    value = JSON.parse(message.data);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const fields = value as Record<string, unknown>;
  if (fields['worldId'] !== worldId) return null;
  const event: WorldEvent = { worldId, topic };
  for (const name of TEXT_FIELDS) if (typeof fields[name] === 'string') Object.assign(event, { [name]: fields[name] });
  if (typeof fields['status'] === 'number') event.status = fields['status'];
  if (typeof fields['currentRound'] === 'number' || fields['currentRound'] === null) event.currentRound = fields['currentRound'];
  if (Array.isArray(fields['teammates'])) event.teammates = fields['teammates'].filter(isTeammate);
  return event;
}

function isTeammate(value: unknown): value is TeammatePresence {
  const tab = value as Partial<Record<keyof TeammatePresence, unknown>> | null;
  return (
    typeof tab === 'object' &&
    tab !== null &&
    typeof tab.tab === 'string' &&
    typeof tab.name === 'string' &&
    typeof tab.page === 'string' &&
    (typeof tab.editing === 'string' || tab.editing === null)
  );
}

export interface FollowOptions {
  worldId: string;
  /** The tab holding the stream (its presence is kept while the stream is open). */
  tab?: string;
  /** The stream is open (the first time and after every break): the tab may say where it is. */
  onOpen?: () => void;
  onEvent: (event: WorldEvent) => void;
  /** The stream is open again after a break: events may have been missed. */
  onReconnect?: () => void;
  signal: AbortSignal;
  fetch?: typeof fetch;
  baseUrl?: string;
  /** First and longest wait between attempts (1 s and 30 s). */
  backoff?: { firstMs: number; maxMs: number };
}

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
  });

/**
 * Follows a world's events until the signal aborts: opens the stream with fetch (an EventSource
 * cannot send `x-csrf`), passes on every event of the world, and opens it again after a pause when
 * it ends, fails or is refused (its own backoff; a server's `retry:` is not followed). Once open
 * again after a break it says so (`onReconnect`).
 */
export async function followWorldEvents({
  worldId,
  tab,
  onEvent,
  onReconnect,
  onOpen,
  signal,
  fetch: doFetch = globalThis.fetch,
  baseUrl = '',
  backoff,
}: FollowOptions) {
  const filled = fillPath(STREAM_ROUTES.worldEvents.path, { worldId }).path;
  const path = tab ? `${filled}?${PRESENCE_TAB_PARAM}=${encodeURIComponent(tab)}` : filled;
  let delay: number | null = null;
  let broken = false;
  while (!signal.aborted) {
    try {
      const response = await doFetch(`${baseUrl}${API_BASE_PATH}${path}`, {
        method: 'GET',
        headers: { [CSRF_HEADER]: '1', accept: 'text/event-stream', traceparent: newTraceParent() },
        credentials: 'same-origin',
        cache: 'no-store',
        signal,
      });
      // A refusal is the envelope (JSON), not a stream: wait and try again, as after a break.
      if (response.ok && response.body && /^text\/event-stream/i.test(response.headers.get('content-type') ?? '')) {
        if (broken) onReconnect?.();
        onOpen?.();
        const reader = response.body.getReader();
        // One decoder for the whole stream: a character split between two chunks (Thai, Chinese) comes out whole.
        const decoder = new TextDecoder();
        let state = EMPTY_EVENT_STREAM;
        for (let read = await reader.read(); !read.done; read = await reader.read()) {
          // Something came through (a heartbeat at least): the connection works, so the next break waits 1 s again.
          delay = null;
          const parsed = readEventStream(state, decoder.decode(read.value, { stream: true }));
          state = parsed.state;
          for (const message of parsed.messages) {
            const event = worldEventOf(message, worldId);
            if (event) onEvent(event);
          }
        }
      } else await response.body?.cancel();
    } catch {
      // A network failure or the abort: the loop's condition tells which.
    }
    if (signal.aborted) return;
    broken = true;
    delay = nextBackoff(delay, backoff?.firstMs, backoff?.maxMs);
    await sleep(delay, signal);
  }
}
