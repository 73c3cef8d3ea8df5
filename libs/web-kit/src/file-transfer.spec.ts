import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { envelopeResult, fetchFile, isEnvelopeAnswer, transferHeaders, transferUrl, uploadFile } from './file-transfer';

const WORLD = '78875a73-a527-4bb9-bbfe-7793abed2c12';
const REFERENCE = '5d0f1a52-3f0e-4a51-9d7e-6a3a7f0d2b11';

describe('the addresses and headers of file transfers', () => {
  it('fill the stream route’s parameters and put the rest in the query, empty values left out', () => {
    expect(transferUrl('/worlds/{worldId}/references/files', { worldId: WORLD }, { name: 'Case study 1.pdf', title: 'Case & notes', description: '' })).toBe(
      `/api/worlds/${WORLD}/references/files?name=Case+study+1.pdf&title=Case+%26+notes`,
    );
    expect(transferUrl('/worlds/{worldId}/references/{referenceId}/file', { worldId: WORLD, referenceId: 'a/b' })).toBe(
      `/api/worlds/${WORLD}/references/a%2Fb/file`,
    );
  });

  it('carry x-csrf, a trace parent, the language and the file’s type', () => {
    const headers = transferHeaders('th', 'application/pdf');
    expect(headers).toMatchObject({ 'x-csrf': '1', 'accept-language': 'th', 'content-type': 'application/pdf' });
    expect(headers['traceparent']).toMatch(/^00-[0-9a-f]{32}-[0-9a-f]{16}-01$/);
    expect(transferHeaders()).not.toHaveProperty('content-type');
  });

  it('tell a refusal (JSON) from a file by the answer’s content type', () => {
    expect(isEnvelopeAnswer('application/json; charset=utf-8')).toBe(true);
    expect(isEnvelopeAnswer('application/problem+json')).toBe(true);
    expect(isEnvelopeAnswer('application/pdf')).toBe(false);
    expect(isEnvelopeAnswer('text/plain')).toBe(false);
    expect(isEnvelopeAnswer(null)).toBe(false);
  });

  it('take code 0 with a 2xx status as success, anything else as the outcome to show', () => {
    expect(envelopeResult(200, { code: 0, data: { id: 'r' } })).toEqual({ ok: true, data: { id: 'r' } });
    expect(envelopeResult(200, { code: 9991, data: {} })).toEqual({ ok: false, outcome: { kind: 'answer', status: 200, envelope: { code: 9991, data: {} } } });
    expect(envelopeResult(413, undefined)).toEqual({
      ok: false,
      outcome: { kind: 'answer', status: 413, envelope: { code: 1, data: { details: 'HTTP 413' } } },
    });
  });
});

describe('uploading and downloading (a real HTTP server)', () => {
  let server: Server;
  let base: string;
  const seen: { method?: string; url?: string; headers: IncomingMessage['headers']; body: Buffer }[] = [];

  beforeAll(async () => {
    server = createServer((request, response) => {
      const parts: Buffer[] = [];
      request.on('data', (chunk: Buffer) => parts.push(chunk));
      request.on('end', () => {
        const body = Buffer.concat(parts);
        seen.push({ method: request.method, url: request.url, headers: request.headers, body });
        const address = new URL(request.url ?? '/', 'http://x');
        if (address.pathname.endsWith('/files')) {
          const name = address.searchParams.get('name');
          if (name === 'huge.zip')
            return void response.writeHead(200, { 'content-type': 'application/json' }).end('{"code":401001,"data":{"params":{"size":50}}}');
          return void response
            .writeHead(200, { 'content-type': 'application/json' })
            .end(JSON.stringify({ code: 0, data: { id: 'ref-1', fileName: name, size: body.length } }));
        }
        if (request.url?.includes(REFERENCE)) return void response.writeHead(200, { 'content-type': 'application/pdf' }).end('%PDF-1.7 notes');
        if (request.url?.includes('broken')) return void response.writeHead(502, { 'content-type': 'text/html' }).end('<h1>Bad gateway</h1>');
        response.writeHead(200, { 'content-type': 'application/json' }).end('{"code":9991,"data":{}}');
      });
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => server.close());

  it('posts the file itself as the body, with its type, name, title and description', async () => {
    const file = new File(['week 1 slides'], 'week-1.pptx', { type: 'application/vnd.openxmlformats-officedocument.presentationml.presentation' });
    const result = await uploadFile({ worldId: WORLD, file, title: 'Week 1', description: 'Slides' }, { baseUrl: base, locale: 'zh-Hans' });
    expect(result).toEqual({ ok: true, data: { id: 'ref-1', fileName: 'week-1.pptx', size: 13 } });
    const request = seen.at(-1);
    expect(request).toMatchObject({ method: 'POST', url: `/api/worlds/${WORLD}/references/files?name=week-1.pptx&title=Week+1&description=Slides` });
    expect(request?.headers).toMatchObject({ 'x-csrf': '1', 'content-type': file.type, 'accept-language': 'zh-Hans' });
    expect(request?.body.toString()).toBe('week 1 slides');
  });

  it('sends a file with no type as octet-stream, and answers a refusal as the outcome to show', async () => {
    const result = await uploadFile({ worldId: WORLD, file: new File(['x'], 'huge.zip') }, { baseUrl: base });
    expect(seen.at(-1)?.headers['content-type']).toBe('application/octet-stream');
    expect(result).toEqual({ ok: false, outcome: { kind: 'answer', status: 200, envelope: { code: 401001, data: { params: { size: 50 } } } } });
  });

  it('fetches a file, and takes a JSON answer or an error status for a refusal', async () => {
    const file = await fetchFile({ worldId: WORLD, referenceId: REFERENCE }, { baseUrl: base });
    expect(file.ok && (await file.data.text())).toBe('%PDF-1.7 notes');
    expect(seen.at(-1)).toMatchObject({ method: 'GET', url: `/api/worlds/${WORLD}/references/${REFERENCE}/file` });
    expect(await fetchFile({ worldId: WORLD, referenceId: 'gone' }, { baseUrl: base })).toEqual({
      ok: false,
      outcome: { kind: 'answer', status: 200, envelope: { code: 9991, data: {} } },
    });
    expect(await fetchFile({ worldId: WORLD, referenceId: 'broken' }, { baseUrl: base })).toMatchObject({
      ok: false,
      outcome: { kind: 'answer', status: 502 },
    });
  });

  it('does not send while offline, and reports a server that does not answer', async () => {
    const file = new File(['x'], 'a.txt', { type: 'text/plain' });
    expect(await uploadFile({ worldId: WORLD, file }, { baseUrl: base, online: () => false })).toEqual({
      ok: false,
      outcome: { kind: 'requestNotMade', details: 'offline' },
    });
    const nowhere = await fetchFile({ worldId: WORLD, referenceId: REFERENCE }, { baseUrl: 'http://127.0.0.1:1' });
    expect(nowhere).toMatchObject({ ok: false, outcome: { kind: 'noResponse' } });
  });
});
