import { Counter, Histogram } from 'prom-client';
import type { MetricsRegistry } from './metrics-registry';

/** What the NATS transport reports of each request it answered. */
export interface RequestObserver {
  /** `subject` is the message's unprefixed subject, `code` the envelope's (0 is success). */
  observeRequest(subject: string, code: number, seconds: number): void;
}

/** Requests a service answered, per message subject and envelope code, and how long they took. */
export class NatsRequestMetrics implements RequestObserver {
  private readonly total: Counter<'subject' | 'code'>;
  private readonly duration: Histogram<'subject' | 'code'>;

  constructor(registry: MetricsRegistry) {
    this.total = new Counter({
      name: 'simbiz_nats_requests_total',
      help: 'NATS requests answered, by message subject and envelope code (0 is success).',
      labelNames: ['subject', 'code'],
      registers: [registry],
    });
    this.duration = new Histogram({
      name: 'simbiz_nats_request_duration_seconds',
      help: 'Time from taking a NATS request to sending its reply, by message subject and envelope code.',
      labelNames: ['subject', 'code'],
      registers: [registry],
    });
  }

  observeRequest(subject: string, code: number, seconds: number): void {
    const labels = { subject, code: String(code) };
    this.total.inc(labels);
    this.duration.observe(labels, seconds);
  }
}
