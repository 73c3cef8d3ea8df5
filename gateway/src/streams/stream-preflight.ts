import { type Caller, CSRF_HEADER, DomainError, validationFailure } from '@simbiz/contracts';
import { ServiceUnreachableError } from '@simbiz/service-kit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { refuse } from '../api/http-envelopes';
import { readSessionId } from '../session/cookies';
import type { SessionResolver } from '../session/sessions';

const worldParams = z.object({ worldId: z.string().uuid() }).passthrough();

/**
 * Section 7's rules for a stream route, as for every /api call: `x-csrf: 1` (401), a session
 * (401), its path parameters (a world id unless told otherwise; 9001). Answers the caller to
 * forward, or null once it has refused.
 */
export async function streamCaller(
  request: FastifyRequest,
  reply: FastifyReply,
  sessions: SessionResolver,
  params: z.ZodType = worldParams,
): Promise<Caller | null> {
  const correlationId = randomUUID();
  if (request.headers[CSRF_HEADER] !== '1') {
    refuse(reply, 401, `The ${CSRF_HEADER} header is required.`, correlationId);
    return null;
  }
  const session = await sessions.resolve(readSessionId(request));
  if (!session) {
    refuse(reply, 401, 'Sign in first.', correlationId);
    return null;
  }
  const parsed = params.safeParse(request.params);
  if (!parsed.success) {
    sendEnvelope(reply, validationFailure(parsed.error).toEnvelope());
    return null;
  }
  return { userId: session.userId, roles: session.roles, sid: session.sid, correlationId };
}

/** A refusal in the envelope, as the /api routes answer one (HTTP 200, the code inside). */
export function sendEnvelope(reply: FastifyReply, envelope: { code: number; data: unknown }): FastifyReply {
  return reply.code(200).type('application/json').send(envelope);
}

/** A refusal from a service goes out as its envelope; an unanswered call as 503/504. */
export function refuseFailure(reply: FastifyReply, error: unknown, caller: Caller): FastifyReply {
  if (error instanceof DomainError) return sendEnvelope(reply, error.toEnvelope());
  if (error instanceof ServiceUnreachableError) {
    return refuse(reply, error.reason === 'timeout' ? 504 : 503, 'The worlds service did not answer.', caller.correlationId);
  }
  throw error;
}
