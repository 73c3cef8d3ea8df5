import { context, type Context, propagation, type Span, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import { isTracing, tracer } from '@simbiz/service-kit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { routeLabel } from '../metrics/http-metrics-hook';

const spans = new WeakMap<FastifyRequest, { span: Span; context: Context }>();

/**
 * A server span per HTTP request, continuing the browser's trace (its `traceparent` header). The
 * handler runs in the span's context, so the NATS requests it sends carry the trace on; the body
 * is read outside it, so the context is entered again before the handler. Named by route template.
 */
export function registerHttpSpans(app: FastifyInstance): void {
  if (!isTracing()) return;
  app.addHook('onRequest', (request, _reply, done) => {
    const parent = propagation.extract(context.active(), request.headers);
    const span = tracer().startSpan(`HTTP ${request.method}`, { kind: SpanKind.SERVER, attributes: { 'http.request.method': request.method } }, parent);
    const active = trace.setSpan(parent, span);
    spans.set(request, { span, context: active });
    context.with(active, done);
  });
  app.addHook('preHandler', (request, _reply, done) => {
    const entry = spans.get(request);
    return entry ? context.with(entry.context, done) : done();
  });
  app.addHook('onResponse', (request, reply, done) => {
    const entry = spans.get(request);
    if (entry) {
      const { method, route } = routeLabel(request);
      entry.span.updateName(`${method} ${route}`);
      entry.span.setAttributes({ 'http.route': route, 'http.response.status_code': reply.statusCode });
      if (reply.statusCode >= 500) entry.span.setStatus({ code: SpanStatusCode.ERROR });
      entry.span.end();
    }
    done();
  });
}
