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

/** The wait before the next attempt: 1 s, doubling up to 30 s. */
export function nextBackoff(previousMs: number | null, firstMs = 1_000, maxMs = 30_000): number {
  return previousMs === null ? firstMs : Math.min(previousMs * 2, maxMs);
}
