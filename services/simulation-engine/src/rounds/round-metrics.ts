import { Inject, Injectable } from '@nestjs/common';
import { ROUND_CONSUMER } from '@simbiz/contracts';
import { METRICS, type MetricsRegistry } from '@simbiz/service-kit';
import type { JetStreamManager } from 'nats';
import { Gauge, Histogram } from 'prom-client';
import type { RoundStage } from './round-stages';

/**
 * The engine's own metrics: how long each step of a round takes, and how many closed rounds wait
 * in JetStream (not yet delivered, and delivered but not yet acknowledged), read at each scrape.
 */
@Injectable()
export class RoundMetrics {
  private readonly stages: Histogram<'stage'> | null;
  private consumer: { jsm: JetStreamManager; stream: string } | null = null;

  constructor(@Inject(METRICS) registry: MetricsRegistry | null) {
    this.stages = registry
      ? new Histogram({
          name: 'simbiz_round_stage_duration_seconds',
          help: 'Time each step of resolving a round took: gather, resolve, analyses, handOut, report.',
          labelNames: ['stage'],
          buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
          registers: [registry],
        })
      : null;
    if (!registry) return;
    const watch = (name: string, help: string, field: 'num_pending' | 'num_ack_pending') =>
      new Gauge({
        name,
        help,
        labelNames: ['stream', 'consumer'],
        registers: [registry],
        collect: async function (this: Gauge<'stream' | 'consumer'>) {
          const info = await consumerInfo();
          if (info) this.set({ stream: info.stream, consumer: ROUND_CONSUMER }, info[field]);
        },
      });
    const consumerInfo = async () => {
      if (!this.consumer) return null;
      const { jsm, stream } = this.consumer;
      const info = await jsm.consumers.info(stream, ROUND_CONSUMER).catch(() => null);
      return info && { stream, num_pending: info.num_pending, num_ack_pending: info.num_ack_pending };
    };
    watch('simbiz_jetstream_consumer_pending', 'Closed rounds in the stream not yet delivered to an engine replica.', 'num_pending');
    watch(
      'simbiz_jetstream_consumer_ack_pending',
      'Closed rounds delivered to an engine replica and not yet acknowledged (being resolved).',
      'num_ack_pending',
    );
  }

  /** Where the round consumer lives, once it exists. */
  watchConsumer(jsm: JetStreamManager, stream: string): void {
    this.consumer = { jsm, stream };
  }

  observeStage = (stage: RoundStage, seconds: number): void => {
    this.stages?.observe({ stage }, seconds);
  };
}
