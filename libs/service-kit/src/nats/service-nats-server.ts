import { prefixedSubject } from '@simbiz/contracts';
import { type NatsContext, ServerNats } from '@nestjs/microservices';
import type { Logger } from 'pino';
import type { Msg, NatsConnection, Subscription } from 'nats';
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
  /** Messages taken but not yet answered; the handler pipeline is lazy, so the reply marks the end. */
  private readonly inFlight = new Set<Promise<void>>();
  private readonly answered = new WeakMap<Msg, () => void>();
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

  /** Subscribes, then waits until the server has the subscriptions before reporting ready. */
  override start(callback: (err?: unknown) => void): void {
    const client = this.unwrap<NatsConnection>();
    this.bindEvents(client);
    client.flush().then(() => callback(), callback);
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
          this.take(channel, msg);
        },
      });
      this.ownSubscriptions.push(sub);
    }
  }

  private take(channel: string, msg: Msg): void {
    const finished = new Promise<void>((resolve) => this.answered.set(msg, resolve));
    this.inFlight.add(finished);
    void finished.then(() => this.inFlight.delete(finished));
    this.handleMessage(channel, msg).then(
      () => msg.reply || this.answered.get(msg)?.(),
      (err: unknown) => {
        this.kit.logger.error({ err, subject: msg.subject }, 'message handling failed outside the handler pipeline');
        this.answered.get(msg)?.();
      },
    );
  }

  override getPublisher(natsMsg: Msg, id: string, ctx: NatsContext): (response: unknown) => unknown {
    const publish = super.getPublisher(natsMsg, id, ctx);
    return (packet: unknown) => {
      const result = publish(packet);
      if ((packet as { isDisposed?: boolean }).isDisposed) this.answered.get(natsMsg)?.();
      return result;
    };
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
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, this.kit.drainTimeoutMs);
    });
    await Promise.race([Promise.all([...this.inFlight]), timedOut]);
    clearTimeout(timer);
    if (this.inFlight.size > 0) {
      this.kit.logger.warn({ pending: this.inFlight.size }, 'shutdown: handlers still running after drain timeout');
    }
  }
}
