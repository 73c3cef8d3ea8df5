import type { WorldEvent } from './world-events';
import { createWorldEventsHub } from './world-events-hub';

const WORLD = '78875a73-a527-4bb9-bbfe-7793abed2c12';

/** A fake network: each fetch of the stream is a response whose body the test writes to and ends. */
function streamsByFetch() {
  const opened: { url: string; write: (text: string) => void; end: () => void; aborted: () => boolean }[] = [];
  const doFetch = (async (url: string, init: RequestInit) => {
    let control!: ReadableStreamDefaultController<Uint8Array>;
    const body = new ReadableStream<Uint8Array>({ start: (c) => void (control = c) });
    const signal = init.signal as AbortSignal;
    signal.addEventListener('abort', () => control.error(new Error('aborted')));
    opened.push({
      url,
      write: (text) => control.enqueue(new TextEncoder().encode(text)),
      end: () => control.close(),
      aborted: () => signal.aborted,
    });
    return new Response(body, { headers: { 'content-type': 'text/event-stream' } });
  }) as unknown as typeof fetch;
  return { opened, doFetch };
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 5));
  expect(check()).toBe(true);
};

describe('the tab’s world events hub', () => {
  it('opens one stream for every listener of a world, bumps the revision on a round event and passes each event to its topic’s listeners', async () => {
    const { opened, doFetch } = streamsByFetch();
    const hub = createWorldEventsHub({ fetch: doFetch, closeDelayMs: 10 });
    const releaseFrame = hub.follow(WORLD);
    const round: WorldEvent[] = [];
    const course: WorldEvent[] = [];
    const stopRound = hub.subscribe(WORLD, ['round'], (event) => void round.push(event));
    const stopCourse = hub.subscribe(WORLD, ['announcements', 'discussions'], (event) => void course.push(event));
    let revisions = 0;
    hub.onRevision(() => void revisions++);
    await until(() => opened.length === 1);
    // The tab names itself (a random id of its own), for its presence in its team.
    expect(opened[0]?.url).toMatch(new RegExp(`^/api/worlds/${WORLD}/events\\?tab=[0-9a-f]{24}$`));
    opened[0]?.write(`event: announcements\ndata: {"worldId":"${WORLD}","topic":"announcements","id":"a1"}\n\n`);
    opened[0]?.write(`event: round\ndata: {"worldId":"${WORLD}","status":2,"currentRound":2,"change":"evaluated"}\n\n`);
    await until(() => round.length === 1 && course.length === 1);
    expect(round[0]).toEqual({ worldId: WORLD, topic: 'round', status: 2, currentRound: 2, change: 'evaluated' });
    expect(course[0]).toEqual({ worldId: WORLD, topic: 'announcements', id: 'a1' });
    expect([hub.revision(), revisions]).toEqual([1, 1]);
    // Pages come and go under the frame: the stream stays; the last to let go closes it.
    stopRound();
    stopCourse();
    expect(opened).toHaveLength(1);
    releaseFrame();
    await until(() => opened[0]?.aborted() === true);
  });

  it('after a break, tells every listener each of its topics once and bumps the revision, so pages read again', async () => {
    const { opened, doFetch } = streamsByFetch();
    const hub = createWorldEventsHub({ fetch: doFetch, backoff: { firstMs: 5, maxMs: 10 }, closeDelayMs: 0 });
    const heard: WorldEvent[] = [];
    const stop = hub.subscribe(WORLD, ['round', 'references'], (event) => void heard.push(event));
    await until(() => opened.length === 1);
    opened[0]?.write(': open\n\n');
    opened[0]?.end();
    await until(() => opened.length === 2);
    opened[1]?.write(': open\n\n');
    await until(() => heard.length === 2);
    expect(heard).toEqual([
      { worldId: WORLD, topic: 'round' },
      { worldId: WORLD, topic: 'references' },
    ]);
    expect(hub.revision()).toBe(1);
    stop();
  });

  it('follows nothing where there is no fetch', () => {
    const hub = createWorldEventsHub({ fetch: undefined as unknown as typeof fetch });
    const saved = globalThis.fetch;
    Object.assign(globalThis, { fetch: undefined });
    try {
      expect(() => hub.subscribe(WORLD, ['round'], () => undefined)()).not.toThrow();
    } finally {
      Object.assign(globalThis, { fetch: saved });
    }
  });
});
