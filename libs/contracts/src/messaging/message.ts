import type { z } from 'zod';
import type { EventSource, ServiceName } from './services';
import { commandSubject, eventSubject } from './subjects';

/** A request/reply message: its subject and the schemas of what goes in and what comes back. */
export interface MessageDef<Req extends z.ZodType = z.ZodType, Rep extends z.ZodType = z.ZodType> {
  readonly subject: string;
  readonly request: Req;
  readonly reply: Rep;
}

export function defineMessage<Req extends z.ZodType, Rep extends z.ZodType>(
  service: ServiceName,
  aggregate: string,
  verb: string,
  request: Req,
  reply: Rep,
): MessageDef<Req, Rep> {
  return { subject: commandSubject(service, aggregate, verb), request, reply };
}

/** An event published to JetStream or core NATS, with the schema of its payload. */
export interface EventDef<P extends z.ZodType = z.ZodType> {
  readonly subject: string;
  readonly payload: P;
}

export function defineEvent<P extends z.ZodType>(service: EventSource, event: string, payload: P): EventDef<P> {
  return { subject: eventSubject(service, event), payload };
}
