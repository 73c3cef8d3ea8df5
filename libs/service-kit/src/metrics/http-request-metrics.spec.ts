import { HttpRequestMetrics } from './http-request-metrics';
import { sampleValue } from '@simbiz/testing';
import { createMetricsRegistry } from './metrics-registry';

describe('HttpRequestMetrics', () => {
  it('counts and times answers per method, route template and status', async () => {
    const registry = createMetricsRegistry('gateway');
    const metrics = new HttpRequestMetrics(registry);
    metrics.observeRequest('GET', '/api/worlds/{worldId}/details', 200, 0.03);
    metrics.observeRequest('GET', '/api/worlds/{worldId}/details', 200, 0.02);
    metrics.observeRequest('GET', 'unmatched', 404, 0.001);
    const text = await registry.metrics();
    const details = { method: 'GET', route: '/api/worlds/{worldId}/details', status: '200', service: 'gateway' };
    expect(sampleValue(text, 'simbiz_http_requests_total', details)).toBe(2);
    expect(sampleValue(text, 'simbiz_http_requests_total', { route: 'unmatched', status: '404' })).toBe(1);
    expect(sampleValue(text, 'simbiz_http_request_duration_seconds_sum', details)).toBeCloseTo(0.05);
    expect(sampleValue(text, 'simbiz_http_request_duration_seconds_bucket', { ...details, le: '0.025' })).toBe(1);
  });
});
