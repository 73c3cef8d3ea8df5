import type { HttpRequestMetrics } from '@simbiz/service-kit';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Route templates of requests a handler matched by hand (/api/* against the contracts' table). */
const matched = new WeakMap<FastifyRequest, { method: string; route: string }>();

/**
 * Names the route a request matched, for its metrics: the template, never the raw address (whose
 * ids are unbounded), and the method it was dispatched as (a POST overridden to PUT is a PUT).
 */
export function labelRoute(request: FastifyRequest, method: string, template: string): void {
  matched.set(request, { method, route: template });
}

/**
 * Counts and times every answer by method, route template and status. The template is the
 * contracts' route when /api matched one, else Fastify's own route (`/api/*` for an /api address
 * matching none), else `unmatched`: the label takes a bounded set of values whatever is asked.
 */
export function registerHttpMetrics(app: FastifyInstance, metrics: HttpRequestMetrics): void {
  app.addHook('onResponse', async (request, reply) => {
    const labels = routeLabel(request);
    metrics.observeRequest(labels.method, labels.route, reply.statusCode, reply.elapsedTime / 1000);
  });
}

/** The method and route template a request is counted (and its span named) under. */
export function routeLabel(request: FastifyRequest): { method: string; route: string } {
  return matched.get(request) ?? { method: request.method, route: request.routeOptions.url ?? 'unmatched' };
}
