import { Counter } from 'prom-client';
import { createMetricsRegistry } from '../metrics/metrics-registry';
import { sampleValue } from '@simbiz/testing';
import { type HealthServer, startHealthServer } from './health-server';

describe('the health server', () => {
  let server: HealthServer;
  let ready = true;
  let base: string;

  beforeAll(async () => {
    const registry = createMetricsRegistry('probe');
    new Counter({ name: 'probe_things_total', help: 'Things.', registers: [registry] }).inc(3);
    server = await startHealthServer({ port: 0, host: '127.0.0.1', registry, ready: async () => ready });
    base = `http://127.0.0.1:${server.port}`;
  });
  afterAll(() => server?.close());

  it('answers /healthz 200 while the process runs', async () => {
    const response = await fetch(`${base}/healthz`);
    expect(response.status).toBe(200);
  });

  it('answers /readyz 200 when ready and 503 when not', async () => {
    ready = true;
    expect((await fetch(`${base}/readyz`)).status).toBe(200);
    ready = false;
    expect((await fetch(`${base}/readyz`)).status).toBe(503);
    ready = true;
  });

  it('serves its own registry in the Prometheus text format, with the default metrics and the process label', async () => {
    const response = await fetch(`${base}/metrics`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await response.text();
    expect(sampleValue(text, 'probe_things_total', { service: 'probe' })).toBe(3);
    expect(sampleValue(text, 'process_cpu_user_seconds_total', { service: 'probe' })).toBeGreaterThan(0);
    expect(sampleValue(text, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
  });

  it('answers other paths 404 and writes 405', async () => {
    expect((await fetch(`${base}/metrics/more`)).status).toBe(404);
    expect((await fetch(`${base}/healthz`, { method: 'POST' })).status).toBe(405);
  });

  it('refuses to start on a port already taken', async () => {
    await expect(
      startHealthServer({ port: server.port, host: '127.0.0.1', registry: createMetricsRegistry('other'), ready: async () => true }),
    ).rejects.toThrow(/EADDRINUSE/);
  });
});
