import type { PresenceReport } from '@simbiz/contracts';
import { createTeamPresence } from './team-presence';
import { createWorldEventsHub } from './world-events-hub';

const WORLD = '78875a73-a527-4bb9-bbfe-7793abed2c12';
const PAGE = `/worlds/${WORLD}/operating/stores/platform/products`;

/** The stream as a fake network serves it: the test writes its messages and breaks it. */
function streamsByFetch() {
  const opened: { url: string; write: (text: string) => void; end: () => void }[] = [];
  const doFetch = (async (url: string, init: RequestInit) => {
    let control!: ReadableStreamDefaultController<Uint8Array>;
    const body = new ReadableStream<Uint8Array>({ start: (c) => void (control = c) });
    (init.signal as AbortSignal).addEventListener('abort', () => control.error(new Error('aborted')));
    opened.push({ url, write: (text) => control.enqueue(new TextEncoder().encode(text)), end: () => control.close() });
    return new Response(body, { headers: { 'content-type': 'text/event-stream' } });
  }) as unknown as typeof fetch;
  return { opened, doFetch };
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 5));
  expect(check()).toBe(true);
};

function setUp() {
  const { opened, doFetch } = streamsByFetch();
  const hub = createWorldEventsHub({ fetch: doFetch, closeDelayMs: 10, backoff: { firstMs: 5, maxMs: 5 }, tab: 'tab-0123456789' });
  const sent: PresenceReport[] = [];
  const presence = createTeamPresence({ hub, send: (_world, report) => void sent.push(report) });
  return { opened, hub, sent, presence };
}

describe("the tab's presence in its team", () => {
  it('names the tab in its stream, says where it is only when that changes, and says it again whenever the stream opens', async () => {
    const { opened, sent, presence } = setUp();
    const leave = presence.show(WORLD, PAGE);
    await until(() => opened.length === 1);
    expect(opened[0]?.url).toContain('?tab=tab-0123456789');
    const stopEditing = presence.claim(WORLD, 'product-1');
    // The same again (another form on the same item) changes nothing the gateway needs to hear.
    const again = presence.claim(WORLD, 'product-1');
    again();
    await until(() => sent.length >= 3);
    expect(sent.slice(0, 3)).toEqual([
      { tab: 'tab-0123456789', page: PAGE, editing: null },
      // Said again when the stream opened: a report sent before may have found no stream.
      expect.objectContaining({ page: PAGE }),
      { tab: 'tab-0123456789', page: PAGE, editing: 'product-1' },
    ]);
    const before = sent.length;
    opened[0]?.end();
    await until(() => opened.length === 2 && sent.length > before);
    expect(sent.at(-1)).toEqual({ tab: 'tab-0123456789', page: PAGE, editing: 'product-1' });
    stopEditing();
    expect(sent.at(-1)).toEqual({ tab: 'tab-0123456789', page: PAGE, editing: null });
    leave();
    expect(sent.at(-1)).toEqual({ tab: 'tab-0123456789', page: null, editing: null });
  });

  it('lists the teammates the stream names, and nobody after a break until it names them again', async () => {
    const { opened, presence } = setUp();
    let heard = 0;
    presence.subscribe(() => void heard++);
    const leave = presence.show(WORLD, PAGE);
    await until(() => opened.length === 1);
    const mei = { tab: 'tab-of-mei', name: 'Mei', page: PAGE, editing: 'product-1' };
    opened[0]?.write(`event: presence\ndata: ${JSON.stringify({ worldId: WORLD, teammates: [mei, { tab: 1 }] })}\n\n`);
    await until(() => presence.teammates(WORLD).length === 1);
    expect(presence.teammates(WORLD)).toEqual([mei]);
    expect(heard).toBeGreaterThan(0);
    opened[0]?.end();
    await until(() => opened.length === 2 && presence.teammates(WORLD).length === 0);
    leave();
    expect(presence.teammates(WORLD)).toEqual([]);
  });
});
