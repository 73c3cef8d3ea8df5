import { sampleValue } from '@simbiz/testing';
import { createMetricsRegistry } from './metrics-registry';
import { NatsRequestMetrics } from './nats-request-metrics';

describe('NatsRequestMetrics', () => {
  it('counts and times requests per subject and envelope code', async () => {
    const registry = createMetricsRegistry('worlds');
    const metrics = new NatsRequestMetrics(registry);
    metrics.observeRequest('worlds.world.details', 0, 0.004);
    metrics.observeRequest('worlds.world.details', 0, 0.2);
    metrics.observeRequest('worlds.world.details', 130003, 0.001);
    const text = await registry.metrics();
    const success = { subject: 'worlds.world.details', code: '0', service: 'worlds' };
    expect(sampleValue(text, 'simbiz_nats_requests_total', success)).toBe(2);
    expect(sampleValue(text, 'simbiz_nats_requests_total', { ...success, code: '130003' })).toBe(1);
    expect(sampleValue(text, 'simbiz_nats_request_duration_seconds_bucket', { ...success, le: '0.005' })).toBe(1);
    expect(sampleValue(text, 'simbiz_nats_request_duration_seconds_count', success)).toBe(2);
  });

  it('keeps each registry to itself, so services booted in one process count apart', async () => {
    const first = createMetricsRegistry('teams');
    const second = createMetricsRegistry('stores');
    new NatsRequestMetrics(first).observeRequest('teams.team.list', 0, 0.01);
    new NatsRequestMetrics(second);
    expect(sampleValue(await first.metrics(), 'simbiz_nats_requests_total', { subject: 'teams.team.list' })).toBe(1);
    expect(sampleValue(await second.metrics(), 'simbiz_nats_requests_total', { subject: 'teams.team.list' })).toBeUndefined();
  });
});
