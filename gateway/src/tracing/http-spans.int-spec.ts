import { SpanKind, trace } from '@opentelemetry/api';
import { flushTracing, startTracing } from '@simbiz/service-kit';
import { startOtlpReceiver } from '@simbiz/testing';
import Fastify, { type FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { labelRoute } from '../metrics/http-metrics-hook';
import { registerHttpSpans } from './http-spans';

describe("the gateway's HTTP spans, exported over OTLP", () => {
  let receiver: Awaited<ReturnType<typeof startOtlpReceiver>>;
  let stopTracing: () => Promise<void>;
  let app: FastifyInstance;

  beforeAll(async () => {
    receiver = await startOtlpReceiver();
    stopTracing = startTracing('gateway', { tracesUrl: receiver.url, ratio: 1 });
    app = Fastify();
    registerHttpSpans(app);
    // As /api does: the handler matches the contracts' route by hand and names it for the metrics.
    app.post('/api/*', async (request) => {
      labelRoute(request, 'PUT', '/api/worlds/{worldId}/settings');
      return { traceId: trace.getActiveSpan()?.spanContext().traceId ?? null, body: request.body };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
  });

  /** Over a real socket: the body arrives after the headers, outside the request's first tick. */
  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`http://127.0.0.1:${(app.server.address() as AddressInfo).port}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    }).then((r) => r.json() as Promise<{ traceId: string | null; body: unknown }>);

  afterAll(async () => {
    await app?.close();
    await stopTracing?.();
    await receiver?.close();
  });

  it("continues the browser's trace into the handler, past the body's reading, and names the span by route template", async () => {
    const traceId = '0af7651916cd43dd8448eb211c80319c';
    const answer = await post('/api/worlds/42/settings', { teamLimit: 6 }, { traceparent: `00-${traceId}-b7ad6b7169203331-01` });
    expect(answer).toEqual({ traceId, body: { teamLimit: 6 } });
    await flushTracing();
    const span = receiver.spans.find((s) => s.traceId === traceId);
    expect(span).toMatchObject({ service: 'gateway', name: 'PUT /api/worlds/{worldId}/settings', kind: SpanKind.SERVER + 1, parentSpanId: 'b7ad6b7169203331' });
    expect(span?.attributes).toMatchObject({ 'http.route': '/api/worlds/{worldId}/settings', 'http.response.status_code': 200 });
  });

  it('begins a trace of its own for a call that brings none', async () => {
    expect((await post('/api/x', {})).traceId).toMatch(/^[0-9a-f]{32}$/);
  });
});
