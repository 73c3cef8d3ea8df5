import { type Caller, DomainError, type Envelope, type EventDef, type MessageDef, anyEnvelopeSchema, prefixedSubject } from '@simbiz/contracts';
import { SpanKind } from '@opentelemetry/api';
import { ErrorCode as NatsErrorCode, headers as natsHeaders, type Msg, type NatsConnection, type NatsError } from 'nats';
import type { z } from 'zod';
import { injectTraceContext } from '../tracing/message-headers';
import { inSpan, isTracing } from '../tracing/tracing';
import { ACCEPT_ENCODING_HEADER, CONTENT_ENCODING_HEADER, callerToHeaders } from './wire';

/** No service answered: nobody subscribes to the subject, or the answer did not come in time. */
export class ServiceUnreachableError extends Error {
  constructor(
    readonly subject: string,
    readonly reason: 'noResponders' | 'timeout',
  ) {
    super(`${subject}: ${reason === 'timeout' ? 'no answer in time' : 'no service is listening'}`);
    this.name = 'ServiceUnreachableError';
  }
}

export interface RequestOptions {
  caller?: Partial<Caller>;
  timeoutMs?: number;
}

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** Sends contract messages and events to services over NATS, and listens to events, as the gateway and other services do. */
export class Requester {
  constructor(
    private readonly nc: NatsConnection,
    readonly subjectPrefix?: string,
    private readonly defaultTimeoutMs = 5_000,
  ) {}

  /** The connection underneath, for JetStream set-up (streams and consumers). */
  get connection(): NatsConnection {
    return this.nc;
  }

  /** Sends a raw payload and returns the service's envelope as it came. */
  async send(def: MessageDef, payload: unknown, options: RequestOptions = {}): Promise<Envelope> {
    return anyEnvelopeSchema.parse(JSON.parse(decoder.decode((await this.request(def, payload, options)).data)));
  }

  /**
   * Sends a raw payload and returns the envelope's bytes as the service sent them, with its code,
   * for a gateway to pass on: a large answer is neither decoded nor parsed here. The service may
   * send a stored answer gzipped as it stored it (`gzipped`: always a success, code 0).
   */
  async sendForBytes(def: MessageDef, payload: unknown, options: RequestOptions = {}): Promise<{ code: number; bytes: Uint8Array; gzipped: boolean }> {
    const reply = await this.request(def, payload, options, true);
    if (reply.headers?.get(CONTENT_ENCODING_HEADER) === 'gzip') return { code: 0, bytes: reply.data, gzipped: true };
    return { code: envelopeCode(reply.data), bytes: reply.data, gzipped: false };
  }

  private request(def: MessageDef, payload: unknown, options: RequestOptions, acceptsGzip = false): Promise<Msg> {
    if (!isTracing()) return this.requestOnce(def, payload, options, acceptsGzip);
    // A client span whose context travels in the headers: the service's span continues the trace.
    return inSpan(
      `nats ${def.subject}`,
      async (span) => {
        const reply = await this.requestOnce(def, payload, options, acceptsGzip);
        const gzipped = reply.headers?.get(CONTENT_ENCODING_HEADER) === 'gzip';
        span.setAttributes({ 'messaging.system': 'nats', 'messaging.destination.name': def.subject, 'simbiz.code': gzipped ? 0 : envelopeCode(reply.data) });
        return reply;
      },
      SpanKind.CLIENT,
    );
  }

  private async requestOnce(def: MessageDef, payload: unknown, options: RequestOptions, acceptsGzip: boolean): Promise<Msg> {
    const subject = prefixedSubject(this.subjectPrefix, def.subject);
    const body = typeof payload === 'string' ? payload : JSON.stringify(payload ?? {});
    const headers = callerToHeaders(options.caller ?? {});
    if (acceptsGzip) headers.set(ACCEPT_ENCODING_HEADER, 'gzip');
    try {
      return await this.nc.request(subject, encoder.encode(body), {
        timeout: options.timeoutMs ?? this.defaultTimeoutMs,
        headers: injectTraceContext(headers),
      });
    } catch (error) {
      const code = (error as NatsError).code;
      if (code === NatsErrorCode.NoResponders) throw new ServiceUnreachableError(def.subject, 'noResponders');
      if (code === NatsErrorCode.Timeout) throw new ServiceUnreachableError(def.subject, 'timeout');
      throw error;
    }
  }

  /** Sends a typed request and returns the reply data; a refusal is thrown as a DomainError. */
  async call<D extends MessageDef>(def: D, payload: z.input<D['request']>, options: RequestOptions = {}): Promise<z.output<D['reply']>> {
    const envelope = await this.send(def, payload, options);
    if (envelope.code !== 0) throw DomainError.fromEnvelope(envelope);
    return def.reply.parse(envelope.data) as z.output<D['reply']>;
  }

  /** Publishes an event (core NATS: whoever listens now hears it; nobody is blocked by it). */
  publish<E extends EventDef>(event: E, payload: z.input<E['payload']>): void {
    this.nc.publish(prefixedSubject(this.subjectPrefix, event.subject), encoder.encode(JSON.stringify(event.payload.parse(payload))));
  }

  /**
   * Publishes an event to the JetStream stream that holds its subject and waits for the stream to
   * have it stored (the event survives a restart of whoever consumes it).
   */
  async publishDurably<E extends EventDef>(event: E, payload: z.input<E['payload']>): Promise<void> {
    const data = encoder.encode(JSON.stringify(event.payload.parse(payload)));
    // The consumer continues the publisher's trace (the round a teacher closed, resolved by the engine).
    await this.nc
      .jetstream()
      .publish(prefixedSubject(this.subjectPrefix, event.subject), data, isTracing() ? { headers: injectTraceContext(natsHeaders()) } : {});
  }

  /**
   * Calls `handler` for every event on `subject` (wildcards allowed) whose payload fits `payload`;
   * others are dropped. Returns a function that stops listening.
   */
  listen<P extends z.ZodType>(subject: string, payload: P, handler: (event: z.output<P>) => void): () => void {
    const subscription = this.nc.subscribe(prefixedSubject(this.subjectPrefix, subject), {
      callback: (error, msg) => {
        if (error) return;
        try {
          const parsed = payload.safeParse(JSON.parse(decoder.decode(msg.data)));
          if (parsed.success) handler(parsed.data);
        } catch {
          // Not JSON: not one of ours.
        }
      },
    });
    return () => subscription.unsubscribe();
  }

  /** Calls `handler` whenever the connection to NATS comes back: events may have been missed. */
  onReconnect(handler: () => void): void {
    void (async () => {
      for await (const status of this.nc.status()) if (status.type === 'reconnect') handler();
    })();
  }
}

/** How EnvelopeSerializer begins every reply (wire.ts): the code, then the data. */
const ENVELOPE_HEAD = /^\{"code":(-?\d+),"data":/;

/**
 * The code of an envelope, read from its head when it begins as the service kit writes it (a
 * large answer is then not parsed at all); anything else is parsed and checked in full.
 */
export function envelopeCode(bytes: Uint8Array): number {
  const head = ENVELOPE_HEAD.exec(decoder.decode(bytes.subarray(0, 32)));
  if (head && bytes[bytes.length - 1] === 0x7d) return Number(head[1]);
  return anyEnvelopeSchema.parse(JSON.parse(decoder.decode(bytes))).code;
}
