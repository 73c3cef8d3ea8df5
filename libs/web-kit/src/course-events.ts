import { API_BASE_PATH, CSRF_HEADER, type CourseTopic, STREAM_ROUTES } from '@simbiz/contracts';
import { useEffect, useRef } from 'react';
import { fillPath } from './api-client';
import { newTraceParent } from './trace-parent';

/**
 * Something of a world's course changed (courseChangedEvent's payload): ids only. An event with
 * neither `id` nor `threadId` says "anything of this topic may have changed" (sent after the
 * stream was broken, when events may have been missed).
 */
export interface CourseEvent {
  worldId: string;
  topic: CourseTopic;
  id?: string;
  threadId?: string;
}

/** One message of a `text/event-stream`: its `event:` name ('message' when none) and its `data:` lines joined. */
export interface StreamMessage {
  event: string;
  data: string;
}

/** What the parser keeps between chunks: the unfinished line and the fields of the message being read. */
export interface EventStreamState {
  pending: string;
  event: string;
  data: string[] | null;
}

export const EMPTY_EVENT_STREAM: EventStreamState = { pending: '', event: '', data: null };

/**
 * Reads a chunk of a `text/event-stream` (the WHATWG rules): lines end with CRLF, LF or CR, a
 * blank line ends a message, `:` starts a comment (the server's heartbeat), `data:` lines add up;
 * a message without data is not one. A chunk may end anywhere, even between CR and LF.
 */
export function readEventStream(state: EventStreamState, chunk: string): { state: EventStreamState; messages: StreamMessage[] } {
  let text = state.pending + chunk;
  // A CR at the very end may be the first half of a CRLF: wait for the next chunk to tell.
  const heldCr = text.endsWith('\r');
  if (heldCr) text = text.slice(0, -1);
  const lines = text.split(/\r\n|\r|\n/);
  const pending = (lines.pop() ?? '') + (heldCr ? '\r' : '');
  let { event, data } = state;
  const messages: StreamMessage[] = [];
  for (const line of lines) {
    if (line === '') {
      if (data !== null) messages.push({ event: event || 'message', data: data.join('\n') });
      event = '';
      data = null;
      continue;
    }
    if (line.startsWith(':')) continue;
    const colon = line.indexOf(':');
    const field = colon < 0 ? line : line.slice(0, colon);
    const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'event') event = value;
    else if (field === 'data') data = [...(data ?? []), value];
  }
  return { state: { pending, event, data }, messages };
}

/** A message's data as a course event of this world and one of these topics, or null. */
export function courseEventOf(data: string, worldId: string, topics: readonly CourseTopic[]): CourseEvent | null {
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { worldId: world, topic, id, threadId } = value as Record<string, unknown>;
  if (world !== worldId || !topics.includes(topic as CourseTopic)) return null;
  return {
    worldId,
    topic: topic as CourseTopic,
    ...(typeof id === 'string' ? { id } : {}),
    ...(typeof threadId === 'string' ? { threadId } : {}),
  };
}

/** The wait before the next attempt: 1 s, doubling up to 30 s. */
export function nextBackoff(previousMs: number | null, firstMs = 1_000, maxMs = 30_000): number {
  return previousMs === null ? firstMs : Math.min(previousMs * 2, maxMs);
}

export interface FollowOptions {
  worldId: string;
  topics: readonly CourseTopic[];
  onEvent: (event: CourseEvent) => void;
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
 * Follows a world's course events until the signal aborts: opens the stream with fetch (an
 * EventSource cannot send `x-csrf`), passes on the events of the topics asked, and opens it again
 * after a pause when it ends, fails or is refused (its own backoff; a server's `retry:` is not
 * followed). After a break it tells each topic once that it may have missed something.
 */
export async function followCourseEvents({ worldId, topics, onEvent, signal, fetch: doFetch = globalThis.fetch, baseUrl = '', backoff }: FollowOptions) {
  const { path } = fillPath(STREAM_ROUTES.courseEvents.path, { worldId });
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
        if (broken) topics.forEach((topic) => onEvent({ worldId, topic }));
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
            const event = courseEventOf(message.data, worldId, topics);
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

/**
 * Calls `onEvent` when the course of the world changes in one of `topics`, for as long as the
 * component is mounted. The stream is a fetch of its own, outside the API client's one call at a
 * time, so a page's reads and writes never wait behind it.
 */
export function useCourseEvents(worldId: string | null | undefined, topics: readonly CourseTopic[], onEvent: (event: CourseEvent) => void): void {
  const latest = useRef(onEvent);
  latest.current = onEvent;
  const topicsKey = [...topics].sort().join(',');
  useEffect(() => {
    // No fetch (a test's jsdom): nothing to follow.
    if (!worldId || typeof globalThis.fetch !== 'function') return undefined;
    const abort = new AbortController();
    void followCourseEvents({
      worldId,
      topics: topicsKey.split(',') as CourseTopic[],
      onEvent: (event) => latest.current(event),
      signal: abort.signal,
    });
    return () => abort.abort();
  }, [worldId, topicsKey]);
}
