import { prefixedSubject } from '@simbiz/contracts';
import { ServerNats } from '@nestjs/microservices';
import type { Logger } from 'pino';
import type { NatsConnection, Subscription } from 'nats';
import { EnvelopeSerializer, PlainJsonDeserializer } from './wire';

export interface ServiceNatsServerOptions {
  natsUrl: string;
  /** The service name: its queue group, so replicas share the load. */
  queue: string;
  subjectPrefix?: string;
  drainTimeoutMs: number;
  logger: Logger;
}

/**
 * NestJS's NATS transport with three changes: subjects may carry a prefix, the wire format is
 * plain JSON (see wire.ts), and closing drains: no new messages are taken, handlers in flight
 * finish and reply, then the connection drains and closes.
 */
export class ServiceNatsServer extends ServerNats {
  private readonly inFlight = new Set<Promise<unknown>>();
  private readonly ownSubscriptions: Subscription[] = [];
  private connection: NatsConnection | null = null;

  constructor(private readonly kit: ServiceNatsServerOptions) {
    super({
      servers: kit.natsUrl,
      queue: kit.queue,
      name: kit.queue,
      serializer: new EnvelopeSerializer(),
      deserializer: new PlainJsonDeserializer(),
    });
  }

  override bindEvents(client: NatsConnection): void {
    this.connection = client;
    for (const channel of this.messageHandlers.keys()) {
      const subject = prefixedSubject(this.kit.subjectPrefix, channel);
      const sub = client.subscribe(subject, {
        queue: this.kit.queue,
        callback: (error, msg) => {
          if (error) {
            this.kit.logger.error({ err: error, subject }, 'subscription error');
            return;
          }
          this.track(this.handleMessage(channel, msg));
        },
      });
      this.ownSubscriptions.push(sub);
    }
  }

  private track(work: Promise<unknown>): void {
    const settled = work.catch((err: unknown) =>
      this.kit.logger.error({ err }, 'message handling failed outside the handler pipeline'),
    );
    this.inFlight.add(settled);
    void settled.finally(() => this.inFlight.delete(settled));
  }

  override async close(): Promise<void> {
    const connection = this.connection;
    if (!connection || connection.isClosed()) return;
    this.connection = null;
    await Promise.all(this.ownSubscriptions.map((s) => s.drain().catch(() => undefined)));
    await this.waitForHandlers();
    await connection.drain().catch(() => undefined);
  }

  /** Waits until replies of every handler in flight are sent, or the drain timeout passes. */
  private async waitForHandlers(): Promise<void> {
    const deadline = Date.now() + this.kit.drainTimeoutMs;
    while (this.inFlight.size > 0 && Date.now() < deadline) {
      await Promise.race([
        Promise.all([...this.inFlight]),
        new Promise((resolve) => setTimeout(resolve, Math.max(0, deadline - Date.now()))),
      ]);
      // Nest sends a reply on the next tick after the handler settles.
      await new Promise((resolve) => setImmediate(resolve));
    }
    if (this.inFlight.size > 0) {
      this.kit.logger.warn({ pending: this.inFlight.size }, 'shutdown: handlers still running after drain timeout');
    }
  }
}
