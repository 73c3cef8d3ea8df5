import { SpanKind, SpanStatusCode } from '@opentelemetry/api';
import type { LogEvent } from 'kysely';
import { tracer } from './tracing';

/** SQL longer than this is cut in the span (a statement's shape, never its parameters, is recorded). */
const MAX_STATEMENT = 2_000;

/**
 * Kysely's log hook as spans: each query, once finished, becomes a child span of whatever was
 * active when it was sent (the handler's), dated back by the time it took.
 */
export function querySpan(event: LogEvent): void {
  const end = Date.now();
  const sql = event.query.sql;
  const operation = /^\s*(\w+)/.exec(sql)?.[1]?.toLowerCase() ?? 'query';
  const span = tracer().startSpan(`db ${operation}`, {
    kind: SpanKind.CLIENT,
    startTime: end - event.queryDurationMillis,
    attributes: { 'db.system.name': 'postgresql', 'db.operation.name': operation, 'db.query.text': sql.slice(0, MAX_STATEMENT) },
  });
  if (event.level === 'error') span.setStatus({ code: SpanStatusCode.ERROR, message: String((event.error as Error)?.message ?? event.error) });
  span.end(end);
}
