import { API, defineMessage, defineRoute } from '@simbiz/contracts';
import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { z } from 'zod';
import { ApiClient, fillPath } from './api-client';

const message = defineMessage('worlds', 'world', 'pause', z.object({ worldId: z.string(), note: z.string().optional() }), z.object({}));
const write = defineRoute({ method: 'DELETE', path: '/test/{worldId}/things', message, auth: 'signedIn', roundBound: true });
const read = defineRoute({ method: 'GET', path: '/test/{worldId}/things', message, auth: 'signedIn', roundBound: false });

describe('the web API client', () => {
  let server: Server;
  let base: string;
  const seen: { method?: string; url?: string; headers: IncomingMessage['headers']; body: string; at: number }[] = [];
  let answered = 0;

  beforeAll(async () => {
    server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        seen.push({ method: request.method, url: request.url, headers: request.headers, body, at: answered });
        // The first call is slow: a client that does not wait would send the second meanwhile.
        setTimeout(
          () => {
            answered++;
            response
              .writeHead(seen.length === 3 ? 503 : 200, { 'content-type': 'application/json' })
              .end(seen.length === 3 ? 'not json' : '{"code":0,"data":{}}');
          },
          seen.length === 1 ? 100 : 0,
        );
      });
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => server.close());

  it('fills path parameters and leaves the rest of the input', () => {
    expect(fillPath('/worlds/{worldId}/teams/{teamId}', { worldId: 'a b', teamId: 't', name: 'x' })).toEqual({
      path: '/worlds/a%20b/teams/t',
      rest: { name: 'x' },
    });
  });

  it('sends x-csrf, the method override, x-vrid on round-bound writes, the query on reads; one call at a time', async () => {
    const client = new ApiClient({ baseUrl: base, locale: () => 'th', currentRoundId: () => '3' });
    const answers = await Promise.all([
      client.request(write, { worldId: 'w1', note: 'n' }),
      client.request(read, { worldId: 'w1', note: 'n' }),
      client.request(read, { worldId: 'w2' }),
    ]);
    expect(seen[0]).toMatchObject({ method: 'POST', url: '/api/test/w1/things', body: '{"note":"n"}', at: 0 });
    expect(seen[0]?.headers).toMatchObject({
      'x-csrf': '1',
      'x-http-method-override': 'DELETE',
      'x-vrid': '3',
      'accept-language': 'th',
      'content-type': 'application/json',
    });
    expect(seen[1]).toMatchObject({ method: 'GET', url: '/api/test/w1/things?note=n', body: '', at: 1 });
    expect(seen[1]?.headers['x-vrid']).toBeUndefined();
    expect(answers.map((a) => a.status)).toEqual([200, 200, 503]);
    // An answer that is not an envelope still reads as one, with the HTTP status.
    expect(answers[2]?.envelope).toEqual({ code: 1, data: { details: 'HTTP 503' } });
  });
});

describe('the client’s calls with callbacks (section 7)', () => {
  let server: Server;
  let base: string;
  let nextCode = 0;
  beforeAll(async () => {
    server = createServer((_request, response) => {
      setTimeout(
        () => response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ code: nextCode, data: nextCode === 0 ? { ok: true } : {} })),
        50,
      );
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => server.close());

  it('fires start, success and completed in order with the answer’s data', async () => {
    nextCode = 0;
    const events: string[] = [];
    const client = new ApiClient({ baseUrl: base });
    const sent = await client.call({
      route: read,
      data: { worldId: 'w' },
      start: () => events.push('start'),
      success: (data) => events.push(`success ${JSON.stringify(data)}`),
      completed: () => events.push('completed'),
    });
    expect(sent).toBe(true);
    expect(events).toEqual(['start', 'success {"ok":true}', 'completed']);
  });

  it('drops a call made while one is pending and fires its busy callback instead', async () => {
    nextCode = 0;
    const client = new ApiClient({ baseUrl: base });
    const busy = jest.fn();
    const secondSuccess = jest.fn();
    const first = client.call({ route: read, data: { worldId: 'w' } });
    expect(client.busy).toBe(true);
    const second = await client.call({ route: read, data: { worldId: 'w' }, busy, success: secondSuccess });
    expect(second).toBe(false);
    expect(busy).toHaveBeenCalledTimes(1);
    await first;
    expect(secondSuccess).not.toHaveBeenCalled();
    expect(client.busy).toBe(false);
  });

  it('gives a refusal to the error callback, and to onRefusal when the callback does not handle it', async () => {
    nextCode = 130017;
    const onRefusal = jest.fn();
    const client = new ApiClient({ baseUrl: base, onRefusal });
    await client.call({ route: read, data: { worldId: 'w' }, error: () => true });
    expect(onRefusal).not.toHaveBeenCalled();
    await client.call({ route: read, data: { worldId: 'w' }, purpose: 'details', error: () => false });
    expect(onRefusal).toHaveBeenCalledWith({ kind: 'answer', status: 200, envelope: { code: 130017, data: {} } }, 'details');
  });

  it('reports no response when the server cannot be reached, and request not made when offline', async () => {
    const outcomes: unknown[] = [];
    const unreachable = new ApiClient({ baseUrl: 'http://127.0.0.1:1', onRefusal: (outcome) => outcomes.push(outcome.kind) });
    await unreachable.call({ route: read, data: { worldId: 'w' } });
    const offline = new ApiClient({ baseUrl: base, online: () => false, onRefusal: (outcome) => outcomes.push(outcome.kind) });
    await offline.call({ route: read, data: { worldId: 'w' } });
    expect(outcomes).toEqual(['noResponse', 'requestNotMade']);
  });

  it('adds params to the query and uses url instead of the route’s path', async () => {
    nextCode = 0;
    const urls: string[] = [];
    const fetchSpy: typeof fetch = async (input, init) => {
      urls.push(String(input));
      return fetch(input, init);
    };
    await new ApiClient({ baseUrl: base, fetch: fetchSpy }).call({ route: write, data: { worldId: 'w1' }, params: { page: 2 }, url: '/elsewhere' });
    expect(urls).toEqual([`${base}/api/elsewhere?page=2`]);
  });
});

describe('the company a manager reviews (the company picker, issue 18)', () => {
  const worldId = '00000000-0000-4000-8000-000000000000';
  const reviewed = '00000000-0000-4000-8000-0000000000aa';
  const own = '00000000-0000-4000-8000-0000000000bb';
  const otherWorldId = '00000000-0000-4000-8000-000000000001';
  /** A client whose manager reviews `reviewed`, and the addresses and bodies it sent. */
  function reviewingClient(reviewedCompanyId: string | null = reviewed) {
    const sent: { url: string; body: string | undefined }[] = [];
    const fetchSpy: typeof fetch = async (input, init) => {
      sent.push({ url: String(input), body: typeof init?.body === 'string' ? init.body : undefined });
      return new Response('{"code":0,"data":[]}', { status: 200, headers: { 'content-type': 'application/json' } });
    };
    // The company is reviewed in one world: reads of another never name it.
    const client = new ApiClient({ fetch: fetchSpy, reviewedCompanyId: (world) => (world === worldId ? reviewedCompanyId : null) });
    return { client, sent };
  }

  it('names the reviewed company on a company read', async () => {
    const { client, sent } = reviewingClient();
    await client.call({ route: API.products.listBrands, data: { worldId } });
    await client.request(API.finance.statements, { worldId });
    expect(sent.map((s) => s.url)).toEqual([`/api/worlds/${worldId}/brands?companyId=${reviewed}`, `/api/worlds/${worldId}/statements?companyId=${reviewed}`]);
  });

  it('never names it on other reads or on writes', async () => {
    const { client, sent } = reviewingClient();
    await client.call({ route: API.teams.list, data: { worldId } });
    await client.call({ route: API.worlds.details, data: { worldId } });
    await client.call({ route: API.products.createBrand, data: { worldId, name: 'Acme' } });
    expect(sent.map((s) => s.url)).toEqual([`/api/worlds/${worldId}/teams`, `/api/worlds/${worldId}/details`, `/api/worlds/${worldId}/brands`]);
    expect(sent[2]?.body).toBe('{"name":"Acme"}');
  });

  it('leaves a company read alone when none is reviewed in its world, and lets a call name its own company', async () => {
    const none = reviewingClient(null);
    await none.client.call({ route: API.products.listBrands, data: { worldId } });
    const { client, sent } = reviewingClient();
    await client.call({ route: API.products.listBrands, data: { worldId: otherWorldId } });
    await client.call({ route: API.products.listBrands, data: { worldId, companyId: own } });
    expect([...none.sent, ...sent].map((s) => s.url)).toEqual([
      `/api/worlds/${worldId}/brands`,
      `/api/worlds/${otherWorldId}/brands`,
      `/api/worlds/${worldId}/brands?companyId=${own}`,
    ]);
  });
});
