import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type CourseEvent, courseEventOf, EMPTY_EVENT_STREAM, type EventStreamState, followCourseEvents, nextBackoff, readEventStream } from './course-events';

const WORLD = '78875a73-a527-4bb9-bbfe-7793abed2c12';

/** Feeds the chunks one after the other, as the network would hand them over. */
function readAll(chunks: string[]) {
  let state: EventStreamState = EMPTY_EVENT_STREAM;
  const messages = chunks.flatMap((chunk) => {
    const read = readEventStream(state, chunk);
    state = read.state;
    return read.messages;
  });
  return { messages, state };
}

describe('reading a text/event-stream', () => {
  it('reads several messages from one chunk, with their event names', () => {
    expect(readAll(['event: courseChanged\ndata: {"a":1}\n\ndata: {"b":2}\n\n']).messages).toEqual([
      { event: 'courseChanged', data: '{"a":1}' },
      { event: 'message', data: '{"b":2}' },
    ]);
  });

  it('puts together a message whose lines, and a line itself, are split between chunks', () => {
    const { messages } = readAll(['event: cour', 'seChanged\nda', 'ta: {"topic":"disc', 'ussions"}\n', '\n']);
    expect(messages).toEqual([{ event: 'courseChanged', data: '{"topic":"discussions"}' }]);
  });

  it('takes CRLF, CR and LF as line ends, even a CRLF split between chunks', () => {
    expect(readAll(['data: one\r', '\n\r', '\ndata: two\r\rdata: three\n\n']).messages).toEqual([
      { event: 'message', data: 'one' },
      { event: 'message', data: 'two' },
      { event: 'message', data: 'three' },
    ]);
  });

  it('skips heartbeats (comments) and does not make a message of them', () => {
    expect(readAll([': ping\n\n', ':\n\n', 'data: x\n: ping\n\n']).messages).toEqual([{ event: 'message', data: 'x' }]);
  });

  it('joins data lines with a new line and keeps a value’s spaces after the first', () => {
    expect(readAll(['data:  a\ndata:b\ndata\n\n']).messages).toEqual([{ event: 'message', data: ' a\nb\n' }]);
  });

  it('keeps an unfinished message for the next chunk', () => {
    const { messages, state } = readAll(['event: x\ndata: half']);
    expect(messages).toEqual([]);
    expect(readEventStream(state, '\n\n').messages).toEqual([{ event: 'x', data: 'half' }]);
  });
});

describe('a course event', () => {
  it('is the JSON of courseChangedEvent for this world and a topic asked for', () => {
    expect(courseEventOf(JSON.stringify({ worldId: WORLD, topic: 'discussions', id: 'r1', threadId: 't1' }), WORLD, ['discussions'])).toEqual({
      worldId: WORLD,
      topic: 'discussions',
      id: 'r1',
      threadId: 't1',
    });
  });

  it('is nothing for another world, another topic or data that is not JSON', () => {
    expect(courseEventOf(JSON.stringify({ worldId: 'other', topic: 'discussions' }), WORLD, ['discussions'])).toBeNull();
    expect(courseEventOf(JSON.stringify({ worldId: WORLD, topic: 'references' }), WORLD, ['discussions'])).toBeNull();
    expect(courseEventOf('ready', WORLD, ['discussions'])).toBeNull();
  });
});

describe('the wait between attempts', () => {
  it('starts at 1 s and doubles up to 30 s', () => {
    const waits: number[] = [];
    let wait: number | null = null;
    for (let i = 0; i < 7; i++) waits.push((wait = nextBackoff(wait)));
    expect(waits).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000]);
  });
});

describe('following a world’s course events (a real HTTP server)', () => {
  let server: Server;
  let base: string;
  const requests: IncomingMessage[] = [];
  let answer: (request: IncomingMessage, response: ServerResponse, attempt: number) => void;

  beforeAll(async () => {
    server = createServer((request, response) => {
      requests.push(request);
      answer(request, response, requests.length);
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterEach(() => {
    requests.length = 0;
  });
  afterAll(() => {
    server.closeAllConnections();
    server.close();
  });

  it('sends x-csrf to the stream route, passes on the asked events, and reconnects with a catch-up after a break', async () => {
    const abort = new AbortController();
    const events: CourseEvent[] = [];
    let caughtUp = () => undefined as void;
    const twoEvents = new Promise<void>((resolve) => (caughtUp = resolve));
    answer = (_request, response, attempt) => {
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      if (attempt > 1) return void response.write(': still here\n\n');
      // Split in the middle of a line, and of a Thai character's bytes.
      const reply = Buffer.from(`data: ${JSON.stringify({ worldId: WORLD, topic: 'discussions', id: 'ตอบ1', threadId: 't1' })}\n\n`);
      const cut = reply.indexOf('ตอบ') + 1;
      response.write(': hello\n\n');
      response.write(reply.subarray(0, cut));
      response.end(Buffer.concat([reply.subarray(cut), Buffer.from(`data: ${JSON.stringify({ worldId: WORLD, topic: 'references', id: 'f1' })}\n\n`)]));
    };
    const following = followCourseEvents({
      worldId: WORLD,
      topics: ['discussions'],
      onEvent: (event) => {
        events.push(event);
        if (events.length === 2) caughtUp();
      },
      signal: abort.signal,
      baseUrl: base,
      backoff: { firstMs: 10, maxMs: 40 },
    });
    await twoEvents;
    abort.abort();
    await following;
    expect(requests).toHaveLength(2);
    expect(requests[0]?.url).toBe(`/api/worlds/${WORLD}/course/events`);
    expect(requests[0]?.headers).toMatchObject({ 'x-csrf': '1', accept: 'text/event-stream' });
    expect(events).toEqual([
      { worldId: WORLD, topic: 'discussions', id: 'ตอบ1', threadId: 't1' },
      { worldId: WORLD, topic: 'discussions' },
    ]);
  });

  it('tries again after a refusal, waiting longer each time, and stops when aborted', async () => {
    const abort = new AbortController();
    const times: number[] = [];
    answer = (_request, response, attempt) => {
      times.push(Date.now());
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"code":130007,"data":{}}');
      if (attempt === 4) abort.abort();
    };
    await followCourseEvents({
      worldId: WORLD,
      topics: ['announcements'],
      onEvent: () => undefined,
      signal: abort.signal,
      baseUrl: base,
      backoff: { firstMs: 20, maxMs: 60 },
    });
    const gaps = times.slice(1).map((at, i) => at - (times[i] ?? at));
    expect(requests).toHaveLength(4);
    expect(gaps[0]).toBeGreaterThanOrEqual(15);
    expect(gaps[1]).toBeGreaterThanOrEqual(35);
    expect(gaps[2]).toBeGreaterThanOrEqual(55);
  });
});
