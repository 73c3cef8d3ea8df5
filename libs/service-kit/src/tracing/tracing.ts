import { context, propagation, type Span, SpanKind, SpanStatusCode, trace, type Tracer } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, ParentBasedSampler, TraceIdRatioBasedSampler, TracerProvider } from '@opentelemetry/sdk-trace';

/** Where spans go, and how many traces are kept, from the standard OpenTelemetry variables. */
export interface TracingSettings {
  /** The OTLP/HTTP traces address (…/v1/traces); null: tracing is off. */
  tracesUrl: string | null;
  /** The share of traces kept, decided by the trace id (a trace its caller dropped stays dropped). */
  ratio: number;
}

/**
 * OTEL_EXPORTER_OTLP_TRACES_ENDPOINT, else OTEL_EXPORTER_OTLP_ENDPOINT + /v1/traces, turns tracing
 * on; OTEL_SDK_DISABLED=true turns it off anyway. OTEL_TRACES_SAMPLER_ARG is the share kept (1).
 */
export function tracingSettings(env: NodeJS.ProcessEnv = process.env): TracingSettings {
  const base = env['OTEL_EXPORTER_OTLP_ENDPOINT']?.trim();
  const traces = env['OTEL_EXPORTER_OTLP_TRACES_ENDPOINT']?.trim() || (base ? `${base.replace(/\/+$/, '')}/v1/traces` : '');
  const ratio = Number(env['OTEL_TRACES_SAMPLER_ARG'] ?? 1);
  return {
    tracesUrl: traces && env['OTEL_SDK_DISABLED'] !== 'true' ? traces : null,
    ratio: Number.isFinite(ratio) && ratio >= 0 && ratio <= 1 ? ratio : 1,
  };
}

let provider: TracerProvider | null = null;

/**
 * Starts exporting this process's spans by OTLP when configured (once per process: the API is
 * global). Off, every span below is OpenTelemetry's no-op and costs next to nothing. Returns a
 * function that sends what is buffered and stops.
 */
export function startTracing(processName: string, settings: TracingSettings = tracingSettings()): () => Promise<void> {
  if (!settings.tracesUrl || provider) return async () => undefined;
  const started = new TracerProvider({
    resource: resourceFromAttributes({ 'service.name': processName }),
    // The ratio decides by the trace id, so every process keeps or drops the same traces; a browser
    // marks its calls sampled, and the ratio still applies to them.
    sampler: new ParentBasedSampler({ root: new TraceIdRatioBasedSampler(settings.ratio), remoteParentSampled: new TraceIdRatioBasedSampler(settings.ratio) }),
    spanProcessors: [new BatchSpanProcessor({ exporter: new OTLPTraceExporter({ url: settings.tracesUrl }) })],
  });
  provider = started;
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  propagation.setGlobalPropagator(new W3CTraceContextPropagator());
  trace.setGlobalTracerProvider(started);
  return async () => {
    await started.shutdown();
    trace.disable();
    propagation.disable();
    context.disable();
    provider = null;
  };
}

/** Sends the spans buffered so far now (the batch goes out on its own only every few seconds). */
export async function flushTracing(): Promise<void> {
  await provider?.forceFlush();
}

/** Whether spans are being exported (work done only for a span, such as timing queries, checks this). */
export function isTracing(): boolean {
  return provider !== null;
}

export function tracer(): Tracer {
  return trace.getTracer('simbiz');
}

/** Runs `work` in a span of its own (a child of the current one), ending it when the work settles. */
export async function inSpan<T>(name: string, work: (span: Span) => Promise<T>, kind: SpanKind = SpanKind.INTERNAL): Promise<T> {
  return tracer().startActiveSpan(name, { kind }, async (span) => {
    try {
      return await work(span);
    } catch (error) {
      span.recordException(error instanceof Error ? error : String(error));
      span.setStatus({ code: SpanStatusCode.ERROR });
      throw error;
    } finally {
      span.end();
    }
  });
}
