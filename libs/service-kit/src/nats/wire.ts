import { CALLER_HEADERS, type Caller, callerSchema, type Envelope, roleSchema } from '@simbiz/contracts';
import type { ConsumerDeserializer, IncomingEvent, IncomingRequest } from '@nestjs/microservices';
import type { Serializer } from '@nestjs/microservices';
import { headers as natsHeaders, type MsgHdrs } from 'nats';
import { randomUUID } from 'node:crypto';

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
 * A reply's data already written as JSON (an answer a service stored when it first worked it out):
 * it goes out as it is, spliced into the envelope, neither parsed nor written again. Whoever makes
 * one vouches that it held the message's reply schema when it was written.
 */
export class SerializedReply {
  constructor(readonly json: string) {}
}

interface OutgoingPacket {
  response?: unknown;
  err?: unknown;
}

/** Replies carry the envelope produced by the handler pipeline; anything else becomes code 1. */
export class EnvelopeSerializer implements Serializer<OutgoingPacket, { data: Uint8Array }> {
  serialize(packet: OutgoingPacket): { data: Uint8Array } {
    const envelope: Envelope =
      packet.err === undefined && isEnvelope(packet.response) ? packet.response : { code: 1, data: { details: 'The service produced no answer.' } };
    if (envelope.data instanceof SerializedReply) return { data: encoder.encode(`{"code":${envelope.code},"data":${envelope.data.json}}`) };
    return { data: encoder.encode(JSON.stringify(envelope)) };
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
