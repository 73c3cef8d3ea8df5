import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { followWorldEvents, type WorldEvent, worldEventOf } from './world-events';

const WORLD = '78875a73-a527-4bb9-bbfe-7793abed2c12';

describe('a world event', () => {
  it('is the JSON of a course, round or teams message of this world, named by its event', () => {
    const reply = { event: 'discussions', data: JSON.stringify({ worldId: WORLD, topic: 'discussions', id: 'r1', threadId: 't1' }) };
    expect(worldEventOf(reply, WORLD)).toEqual({ worldId: WORLD, topic: 'discussions', id: 'r1', threadId: 't1' });
    const round = { event: 'round', data: JSON.stringify({ worldId: WORLD, status: 2, currentRound: 3, change: 'evaluated' }) };
    expect(worldEventOf(round, WORLD)).toEqual({ worldId: WORLD, topic: 'round', status: 2, currentRound: 3, change: 'evaluated' });
    expect(worldEventOf({ event: 'teams', data: JSON.stringify({ worldId: WORLD, companyId: 'c1' }) }, WORLD)).toEqual({
      worldId: WORLD,
      topic: 'teams',
      companyId: 'c1',
    });
  });

  it('is nothing for another world, an unknown event or data that is not JSON', () => {
    expect(worldEventOf({ event: 'discussions', data: JSON.stringify({ worldId: 'other' }) }, WORLD)).toBeNull();
    expect(worldEventOf({ event: 'message', data: JSON.stringify({ worldId: WORLD }) }, WORLD)).toBeNull();
    expect(worldEventOf({ event: 'round', data: 'ready' }, WORLD)).toBeNull();
  });
});

describe('following a world’s events (a real HTTP server)', () => {
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

  it('sends x-csrf to the stream route, passes on the world’s events, and says so when it is open again after a break', async () => {
    const abort = new AbortController();
    const events: WorldEvent[] = [];
    let caughtUp = () => undefined as void;
    const twoEvents = new Promise<void>((resolve) => (caughtUp = resolve));
    answer = (_request, response, attempt) => {
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      if (attempt > 1) return void response.write(': still here\n\n');
      // Split in the middle of a line, and of a Thai character's bytes.
      const reply = Buffer.from(`event: discussions\ndata: ${JSON.stringify({ worldId: WORLD, topic: 'discussions', id: 'ตอบ1', threadId: 't1' })}\n\n`);
      const cut = reply.indexOf('ตอบ') + 1;
      response.write(': hello\n\n');
      response.write(reply.subarray(0, cut));
      response.end(
        Buffer.concat([
          reply.subarray(cut),
          Buffer.from(`event: round\ndata: ${JSON.stringify({ worldId: WORLD, status: 4, currentRound: 1, change: 'closed' })}\n\n`),
        ]),
      );
    };
    const following = followWorldEvents({
      worldId: WORLD,
      onEvent: (event) => void events.push(event),
      onReconnect: () => {
        events.push({ worldId: WORLD, topic: 'round' });
        caughtUp();
      },
      signal: abort.signal,
      baseUrl: base,
      backoff: { firstMs: 10, maxMs: 40 },
    });
    await twoEvents;
    abort.abort();
    await following;
    expect(requests).toHaveLength(2);
    expect(requests[0]?.url).toBe(`/api/worlds/${WORLD}/events`);
    expect(requests[0]?.headers).toMatchObject({ 'x-csrf': '1', accept: 'text/event-stream' });
    expect(events).toEqual([
      { worldId: WORLD, topic: 'discussions', id: 'ตอบ1', threadId: 't1' },
      { worldId: WORLD, topic: 'round', status: 4, currentRound: 1, change: 'closed' },
      { worldId: WORLD, topic: 'round' },
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
    await followWorldEvents({
      worldId: WORLD,
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
