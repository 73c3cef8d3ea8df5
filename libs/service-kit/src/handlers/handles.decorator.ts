import { applyDecorators, createParamDecorator, type ExecutionContext, SetMetadata, UsePipes } from '@nestjs/common';
import { MessagePattern, type NatsContext } from '@nestjs/microservices';
import { API_ROUTES, type Caller, type MessageDef } from '@simbiz/contracts';
import type { z } from 'zod';
import { callerFromHeaders } from '../nats/wire';
import { ZodPayloadPipe } from './zod-payload.pipe';

export const MESSAGE_DEF = Symbol('simbiz:message-def');

/** Messages whose HTTP route is a write bound to the current round: decisions, handled only with @Decision. */
const ROUND_BOUND = new Set(API_ROUTES.filter((route) => route.roundBound).map((route) => route.message.subject));

/**
 * Marks a method as the handler of a contract message: it subscribes to the subject, validates
 * the payload with the request schema (9001 on failure) and checks the reply with the reply schema.
 * A decision bound to the round is refused here (the service does not start): it is handled with
 * @Decision, which audits it, checks the decision maker and runs it inside the round fence.
 */
export function Handles(def: MessageDef) {
  if (ROUND_BOUND.has(def.subject)) throw new Error(`${def.subject} is a decision bound to the round: handle it with @Decision`);
  return handlesMessage(def);
}

/** @Handles without the decision check, for the kit's own declared handlers. */
export function handlesMessage(def: MessageDef) {
  return applyDecorators(MessagePattern(def.subject), UsePipes(new ZodPayloadPipe(def.request)), SetMetadata(MESSAGE_DEF, def));
}

/** The validated request type of a message. */
export type RequestOf<D extends MessageDef> = z.output<D['request']>;
/** What a handler of a message returns (the envelope's data). */
export type ReplyOf<D extends MessageDef> = z.input<D['reply']>;

/** Injects the caller the gateway put in the message headers. */
export const CurrentCaller = createParamDecorator((_: unknown, ctx: ExecutionContext): Caller => {
  const nats = ctx.switchToRpc().getContext<NatsContext>();
  return callerFromHeaders(nats.getHeaders());
});
