import { HttpRequestMetrics, createMetricsRegistry } from '@simbiz/service-kit';
import Fastify from 'fastify';
import { labelRoute, registerHttpMetrics } from './http-metrics-hook';

/** The series of simbiz_http_requests_total, as `method route status count`, in order. */
async function requestSeries(registry: ReturnType<typeof createMetricsRegistry>): Promise<string[]> {
  const metric = await registry.getSingleMetric('simbiz_http_requests_total')?.get();
  return (metric?.values ?? []).map(({ labels, value }) => `${labels['method']} ${labels['route']} ${labels['status']} ${value}`).sort();
}

describe('registerHttpMetrics', () => {
  const build = async () => {
    const registry = createMetricsRegistry('gateway');
    const app = Fastify();
    registerHttpMetrics(app, new HttpRequestMetrics(registry));
    app.all('/api/*', async (request, reply) => {
      if (request.url.startsWith('/api/worlds/')) labelRoute(request, 'PUT', '/api/worlds/{worldId}/stores');
      return reply.code(request.url.endsWith('/missing') ? 404 : 200).send({ code: 0 });
    });
    app.get('/bff/login', async () => 'page');
    await app.ready();
    return { app, registry };
  };

  it('labels a request with the template it matched and the method it was dispatched as, never the raw address', async () => {
    const { app, registry } = await build();
    await app.inject({ method: 'POST', url: '/api/worlds/w-1/stores' });
    await app.inject({ method: 'POST', url: '/api/worlds/w-2/stores?x=1' });
    expect(await requestSeries(registry)).toEqual(['PUT /api/worlds/{worldId}/stores 200 2']);
    expect(await registry.metrics()).not.toContain('w-1');
    await app.close();
  });

  it("falls back to Fastify's route, then to unmatched, so the label stays a bounded set", async () => {
    const { app, registry } = await build();
    await app.inject({ method: 'GET', url: '/api/nowhere/missing' });
    await app.inject({ method: 'GET', url: '/bff/login' });
    await app.inject({ method: 'GET', url: '/some/random/address' });
    expect(await requestSeries(registry)).toEqual(['GET /api/* 404 1', 'GET /bff/login 200 1', 'GET unmatched 404 1']);
    await app.close();
  });

  it('times each answer in seconds', async () => {
    const { app, registry } = await build();
    await app.inject({ method: 'GET', url: '/bff/login' });
    const lines = (await registry.metrics()).split('\n').filter((line) => line.includes('route="/bff/login"'));
    const value = (name: string) => Number(lines.find((line) => line.startsWith(`${name}{`))?.split(' ')[1]);
    expect(value('simbiz_http_request_duration_seconds_count')).toBe(1);
    expect(value('simbiz_http_request_duration_seconds_sum')).toBeGreaterThan(0);
    expect(value('simbiz_http_request_duration_seconds_sum')).toBeLessThan(1);
    await app.close();
  });
});
