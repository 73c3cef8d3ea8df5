import { context, propagation, SpanKind } from '@opentelemetry/api';
import { isolatedScope, type ReceivedSpan, startOtlpReceiver, type TestScope } from '@simbiz/testing';
import { type NatsConnection, connect } from 'nats';
import { type RunningService, bootstrapService } from '../bootstrap/bootstrap-service';
import { Requester } from '../nats/requester';

import { probe } from '../test-support/probe.messages';
import { ProbeModule, probeMigrations } from '../test-support/probe.module';
import { flushTracing, inSpan, isTracing, startTracing, tracingSettings } from './tracing';

describe('traces over OTLP, from a caller through NATS to PostgreSQL', () => {
  let receiver: Awaited<ReturnType<typeof startOtlpReceiver>>;
  let stopTracing: () => Promise<void>;
  let scope: TestScope;
  let service: RunningService;
  let nc: NatsConnection;
  let requester: Requester;

  beforeAll(async () => {
    receiver = await startOtlpReceiver();
    stopTracing = startTracing('probe', { tracesUrl: receiver.url, ratio: 1 });
    scope = await isolatedScope('tracing');
    service = await bootstrapService(
      { name: 'worlds', module: ProbeModule, migrations: probeMigrations },
      { handleSignals: false, config: { ...scope, logLevel: 'silent' } },
    );
    nc = await connect({ servers: scope.natsUrl });
    requester = new Requester(nc, scope.subjectPrefix);
  });

  afterAll(async () => {
    await service?.close();
    await nc?.close();
    await stopTracing?.();
    await receiver?.close();
  });

  async function flushed(): Promise<ReceivedSpan[]> {
    await flushTracing();
    return receiver.spans;
  }

  it('is on only when an OTLP endpoint is configured', () => {
    expect(isTracing()).toBe(true);
    expect(tracingSettings({}).tracesUrl).toBeNull();
    expect(tracingSettings({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318/' }).tracesUrl).toBe('http://collector:4318/v1/traces');
    expect(tracingSettings({ OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'http://c:4318/t', OTEL_EXPORTER_OTLP_ENDPOINT: 'http://x' }).tracesUrl).toBe(
      'http://c:4318/t',
    );
    expect(tracingSettings({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://c:4318', OTEL_SDK_DISABLED: 'true' }).tracesUrl).toBeNull();
    expect(tracingSettings({ OTEL_TRACES_SAMPLER_ARG: '0.1' }).ratio).toBe(0.1);
    expect(tracingSettings({ OTEL_TRACES_SAMPLER_ARG: '7' }).ratio).toBe(1);
  });

  it("continues the caller's trace in the service's handler and in each query it sends", async () => {
    const traceId = await inSpan('caller', async (span) => {
      await requester.call(probe.remember, { note: 'traced' });
      return span.spanContext().traceId;
    });
    const spans = (await flushed()).filter((s) => s.traceId === traceId);
    const caller = spans.find((s) => s.name === 'caller');
    const client = spans.find((s) => s.name === `nats ${probe.remember.subject}` && s.kind === SpanKind.CLIENT + 1);
    const server = spans.find((s) => s.name === `nats ${probe.remember.subject}` && s.kind === SpanKind.SERVER + 1);
    const queries = spans.filter((s) => s.name.startsWith('db '));
    expect(client?.parentSpanId).toBe(caller?.spanId);
    expect(server?.parentSpanId).toBe(client?.spanId);
    expect(server?.attributes['simbiz.code']).toBe(0);
    expect(queries.length).toBeGreaterThanOrEqual(1);
    for (const query of queries) expect(query.parentSpanId).toBe(server?.spanId);
    expect(queries.map((q) => q.attributes['db.query.text']).join('\n')).toMatch(/insert into "note"/);
  });

  it('takes a trace begun elsewhere from a traceparent, and marks a crash as an error', async () => {
    const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
    const parent = propagation.extract(context.active(), { traceparent: `00-${traceId}-00f067aa0ba902b7-01` });
    await context.with(parent, () => requester.send(probe.crash, {}));
    const server = (await flushed()).find((s) => s.traceId === traceId && s.kind === SpanKind.SERVER + 1);
    expect(server?.name).toBe(`nats ${probe.crash.subject}`);
    expect(server?.attributes['simbiz.code']).toBe(1);
  });
});
