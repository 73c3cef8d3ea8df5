import { Counter, Histogram } from 'prom-client';
import type { MetricsRegistry } from './metrics-registry';

type HttpLabel = 'method' | 'route' | 'status';

/**
 * HTTP requests answered, per method, route template (never the raw address, whose ids would
 * make a series per world) and status, and how long they took.
 */
export class HttpRequestMetrics {
  private readonly total: Counter<HttpLabel>;
  private readonly duration: Histogram<HttpLabel>;

  constructor(registry: MetricsRegistry) {
    this.total = new Counter({
      name: 'simbiz_http_requests_total',
      help: 'HTTP requests answered, by method, route template and status.',
      labelNames: ['method', 'route', 'status'],
      registers: [registry],
    });
    this.duration = new Histogram({
      name: 'simbiz_http_request_duration_seconds',
      help: 'Time to answer an HTTP request, by method, route template and status.',
      labelNames: ['method', 'route', 'status'],
      registers: [registry],
    });
  }

  observeRequest(method: string, route: string, status: number, seconds: number): void {
    const labels = { method, route, status: String(status) };
    this.total.inc(labels);
    this.duration.observe(labels, seconds);
  }
}
