import { prefixedSubject } from '@simbiz/contracts';
import { type NatsContext, ServerNats } from '@nestjs/microservices';
import type { Logger } from 'pino';
import type { Msg, NatsConnection, Subscription } from 'nats';
import { context, type Span, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import type { RequestObserver } from '../metrics/nats-request-metrics';
import { extractTraceContext } from '../tracing/message-headers';
import { isTracing, tracer } from '../tracing/tracing';
import { watchConnection } from './connection-state';
import { ACCEPT_ENCODING_HEADER, EnvelopeSerializer, PlainJsonDeserializer } from './wire';

export interface ServiceNatsServerOptions {
  natsUrl: string;
  /** The service name: its queue group, so replicas share the load. */
  queue: string;
  subjectPrefix?: string;
  drainTimeoutMs: number;
  logger: Logger;
  /** Told of every request answered (its subject, envelope code and time), for the metrics. */
  observer?: RequestObserver;
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
  /** When each request in flight was taken, by its unprefixed subject, until its reply goes out. */
  private readonly taken = new WeakMap<Msg, { channel: string; at: bigint }>();
  /** The span of each message in flight, when tracing: ended with its reply (an event's when handled). */
  private readonly spans = new WeakMap<Msg, Span>();
  private readonly ownSubscriptions: Subscription[] = [];
  private connection: NatsConnection | null = null;
  private connectionUp: () => boolean = () => false;

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

  /** Connected to NATS and taking messages (false from the start of shutdown). */
  isConnected(): boolean {
    return this.connection !== null && this.connectionUp();
  }

  override bindEvents(client: NatsConnection): void {
    this.connection = client;
    this.connectionUp = watchConnection(client);
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
    if (msg.reply && this.kit.observer) this.taken.set(msg, { channel, at: process.hrtime.bigint() });
    void finished.then(() => {
      this.inFlight.delete(finished);
      // An event (no reply) ends its span when its handler is done.
      this.spans.get(msg)?.end();
      this.spans.delete(msg);
    });
    if (isTracing()) return this.handleInSpan(channel, msg);
    this.handle(channel, msg);
  }

  /** The handler runs in a server span continuing the caller's trace (its context came in the headers). */
  private handleInSpan(channel: string, msg: Msg): void {
    const span = tracer().startSpan(
      `nats ${channel}`,
      {
        kind: SpanKind.SERVER,
        attributes: { 'messaging.system': 'nats', 'messaging.destination.name': channel, 'messaging.consumer.group.name': this.kit.queue },
      },
      extractTraceContext(msg.headers),
    );
    this.spans.set(msg, span);
    context.with(trace.setSpan(context.active(), span), () => this.handle(channel, msg));
  }

  private handle(channel: string, msg: Msg): void {
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
    const acceptsGzip = natsMsg.headers?.get(ACCEPT_ENCODING_HEADER) === 'gzip';
    return (packet: unknown) => {
      this.observeReply(natsMsg, packet);
      // The serializer may then send a stored answer gzipped as it was stored (wire.ts).
      if (acceptsGzip && typeof packet === 'object' && packet !== null) Object.assign(packet, { acceptsGzip });
      const result = publish(packet);
      if ((packet as { isDisposed?: boolean }).isDisposed) this.answered.get(natsMsg)?.();
      return result;
    };
  }

  /** The first packet of a reply is the answer: its envelope's code, or 1 (as the serializer answers) when it holds none. */
  private observeReply(msg: Msg, packet: unknown): void {
    const taken = this.taken.get(msg);
    const span = this.spans.get(msg);
    if (!taken && !span) return;
    this.taken.delete(msg);
    this.spans.delete(msg);
    const response = (packet as { response?: unknown; err?: unknown }).response;
    const code = typeof response === 'object' && response !== null && 'code' in response && typeof response.code === 'number' ? response.code : 1;
    if (taken) this.kit.observer?.observeRequest(taken.channel, code, Number(process.hrtime.bigint() - taken.at) / 1e9);
    span?.setAttribute('simbiz.code', code);
    if (code === 1) span?.setStatus({ code: SpanStatusCode.ERROR });
    span?.end();
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
