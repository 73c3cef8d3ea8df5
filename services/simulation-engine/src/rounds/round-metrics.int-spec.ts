import { ROUND_CONSUMER, roundClosedEvent } from '@simbiz/contracts';
import { createMetricsRegistry, ensureRoundStream, Requester } from '@simbiz/service-kit';
import { isolatedScope, sampleValue } from '@simbiz/testing';
import { AckPolicy, connect, type NatsConnection } from 'nats';
import { RoundMetrics } from './round-metrics';

describe("the engine's round metrics, against real JetStream", () => {
  let nc: NatsConnection;
  let stream: string;

  beforeAll(async () => {
    const scope = await isolatedScope('round_metrics');
    nc = await connect({ servers: scope.natsUrl });
    const publisher = new Requester(nc, scope.subjectPrefix);
    stream = await ensureRoundStream(nc, scope.subjectPrefix);
    await (await nc.jetstreamManager()).consumers.add(stream, { durable_name: ROUND_CONSUMER, ack_policy: AckPolicy.Explicit });
    for (const round of [1, 2, 3]) await publisher.publishDurably(roundClosedEvent, { worldId: '6f1c1d7e-3c0b-4c1a-9a57-0d4f2d1b7a10', round });
  });

  afterAll(async () => {
    await (await nc.jetstreamManager()).streams.delete(stream).catch(() => undefined);
    await nc.close();
  });

  it('shows the closed rounds waiting for an engine, read from the consumer at each scrape', async () => {
    const registry = createMetricsRegistry('simulation-engine');
    const metrics = new RoundMetrics(registry);
    // Before the consumer exists nothing is reported, rather than a made-up zero.
    expect(sampleValue(await registry.metrics(), 'simbiz_jetstream_consumer_pending', {})).toBeUndefined();
    metrics.watchConsumer(await nc.jetstreamManager(), stream);
    const labels = { stream, consumer: ROUND_CONSUMER, service: 'simulation-engine' };
    expect(sampleValue(await registry.metrics(), 'simbiz_jetstream_consumer_pending', labels)).toBe(3);
    const taken = await (await nc.jetstream().consumers.get(stream, ROUND_CONSUMER)).next();
    const text = await registry.metrics();
    expect(sampleValue(text, 'simbiz_jetstream_consumer_pending', labels)).toBe(2);
    expect(sampleValue(text, 'simbiz_jetstream_consumer_ack_pending', labels)).toBe(1);
    taken?.ack();
  });

  it('times each step of a round', async () => {
    const registry = createMetricsRegistry('simulation-engine');
    const metrics = new RoundMetrics(registry);
    metrics.observeStage('resolve', 0.03);
    metrics.observeStage('resolve', 0.2);
    metrics.observeStage('handOut', 0.5);
    const text = await registry.metrics();
    expect(sampleValue(text, 'simbiz_round_stage_duration_seconds_count', { stage: 'resolve' })).toBe(2);
    expect(sampleValue(text, 'simbiz_round_stage_duration_seconds_bucket', { stage: 'resolve', le: '0.05' })).toBe(1);
    expect(sampleValue(text, 'simbiz_round_stage_duration_seconds_sum', { stage: 'handOut' })).toBeCloseTo(0.5);
  });

  it('registers nothing without a registry (no health port)', () => {
    expect(() => new RoundMetrics(null).observeStage('gather', 0.1)).not.toThrow();
  });
});
