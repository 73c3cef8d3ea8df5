import { CALLER_HEADERS, type Caller, callerSchema, type Envelope, roleSchema } from '@simbiz/contracts';
import type { ConsumerDeserializer, IncomingEvent, IncomingRequest } from '@nestjs/microservices';
import type { Serializer } from '@nestjs/microservices';
import { headers as natsHeaders, type MsgHdrs } from 'nats';
import { randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import { gunzipSync, gzip } from 'node:zlib';

const gzipped = promisify(gzip);

/**
 * The wire format between the gateway and services: the request body is the plain JSON payload,
 * the caller travels in headers, and the reply is the plain JSON envelope. No NestJS framing,
 * so any NATS client can call a service.
 */
const decoder = new TextDecoder();
const encoder = new TextEncoder();

/** Stands in for a body that is not JSON, so validation answers 9001 instead of crashing. */
export class MalformedPayload {
  constructor(readonly reason: string) {}
}

export class PlainJsonDeserializer implements ConsumerDeserializer {
  deserialize(value: Uint8Array, options: { channel: string; replyTo?: string }): IncomingRequest | IncomingEvent {
    const data = parseBody(value);
    return options.replyTo ? { pattern: options.channel, data, id: options.replyTo } : { pattern: options.channel, data };
  }
}

function parseBody(value: Uint8Array): unknown {
  if (value.length === 0) return {};
  try {
    return JSON.parse(decoder.decode(value));
  } catch (error) {
    return new MalformedPayload(error instanceof Error ? error.message : 'not JSON');
  }
}

/**
 * A caller that can take a gzipped reply says so in this request header (the gateway, which passes
 * answers on to browsers as they came); a reply sent gzipped says so in CONTENT_ENCODING_HEADER.
 * Only a SerializedReply stored gzipped goes gzipped, and it is always a success (code 0).
 */
export const ACCEPT_ENCODING_HEADER = 'accept-encoding';
export const CONTENT_ENCODING_HEADER = 'content-encoding';

/**
 * A reply's data already written (an answer a service stored when it first worked it out): it goes
 * out as it is, neither parsed nor written again. Whoever makes one vouches that it held the
 * message's reply schema when it was written. `stored` also gzips its success envelope once, to keep
 * and send again as it is to callers that take gzip (`ofGzipped`); others get it unzipped.
 */
export class SerializedReply {
  private constructor(
    private readonly plain: Uint8Array | undefined,
    /** The success envelope, gzipped (when it was stored so). */
    readonly gzipped: Uint8Array | undefined,
  ) {}

  /** The data's JSON, spliced into a success envelope. */
  static ofJson(json: string): SerializedReply {
    return new SerializedReply(encoder.encode(successEnvelope(json)), undefined);
  }

  /** The data's JSON with its success envelope gzipped (off the event loop), to store. */
  static async stored(json: string): Promise<SerializedReply> {
    const plain = encoder.encode(successEnvelope(json));
    return new SerializedReply(plain, await gzipped(plain));
  }

  /** A success envelope stored gzipped (`stored(...).gzipped`). */
  static ofGzipped(envelope: Uint8Array): SerializedReply {
    return new SerializedReply(undefined, envelope);
  }

  /** The envelope's bytes for a caller that does not take gzip. */
  envelope(): Uint8Array {
    return this.plain ?? gunzipSync(this.gzipped ?? new Uint8Array());
  }
}

function successEnvelope(json: string): string {
  return `{"code":0,"data":${json}}`;
}

interface OutgoingPacket {
  response?: unknown;
  err?: unknown;
  /** The request asked for a gzipped reply (ACCEPT_ENCODING_HEADER), set by the server. */
  acceptsGzip?: boolean;
}

/** Replies carry the envelope produced by the handler pipeline; anything else becomes code 1. */
export class EnvelopeSerializer implements Serializer<OutgoingPacket, { data: Uint8Array; headers?: MsgHdrs }> {
  serialize(packet: OutgoingPacket): { data: Uint8Array; headers?: MsgHdrs } {
    const envelope: Envelope =
      packet.err === undefined && isEnvelope(packet.response) ? packet.response : { code: 1, data: { details: 'The service produced no answer.' } };
    const reply = envelope.data;
    if (!(reply instanceof SerializedReply)) return { data: encoder.encode(JSON.stringify(envelope)) };
    if (packet.acceptsGzip && reply.gzipped) {
      const headers = natsHeaders();
      headers.set(CONTENT_ENCODING_HEADER, 'gzip');
      return { data: reply.gzipped, headers };
    }
    return { data: reply.envelope() };
  }
}

function isEnvelope(value: unknown): value is Envelope {
  return typeof value === 'object' && value !== null && 'code' in value && 'data' in value;
}

/** Reads the caller from message headers; a missing correlation id gets a fresh one. */
export function callerFromHeaders(headers: MsgHdrs | undefined): Caller {
  const get = (name: string) => headers?.get(name) || undefined;
  const roles = (get(CALLER_HEADERS.roles) ?? '')
    .split(',')
    .map((r) => r.trim())
    .filter((r) => roleSchema.safeParse(r).success);
  return callerSchema.parse({
    userId: get(CALLER_HEADERS.userId),
    roles,
    sid: get(CALLER_HEADERS.sid),
    roundId: get(CALLER_HEADERS.roundId),
    locale: get(CALLER_HEADERS.locale),
    correlationId: get(CALLER_HEADERS.correlationId) ?? randomUUID(),
  });
}

/** Writes a caller into NATS headers (the gateway, service-to-service calls, tests). */
export function callerToHeaders(caller: Partial<Caller>): MsgHdrs {
  const h = natsHeaders();
  if (caller.userId) h.set(CALLER_HEADERS.userId, caller.userId);
  if (caller.roles?.length) h.set(CALLER_HEADERS.roles, caller.roles.join(','));
  if (caller.sid) h.set(CALLER_HEADERS.sid, caller.sid);
  if (caller.roundId) h.set(CALLER_HEADERS.roundId, caller.roundId);
  if (caller.locale) h.set(CALLER_HEADERS.locale, caller.locale);
  h.set(CALLER_HEADERS.correlationId, caller.correlationId ?? randomUUID());
  return h;
}
