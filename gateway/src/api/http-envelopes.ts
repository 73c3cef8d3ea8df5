import type { Envelope, ErrorData } from '@simbiz/contracts';
import type { FastifyReply } from 'fastify';

/** Answers an HTTP-level refusal with the envelope the browser expects alongside the status. */
export function refuse(reply: FastifyReply, status: number, details: string, correlationId?: string): FastifyReply {
  const body: Envelope<ErrorData> = { code: 1, data: { details, ...(correlationId ? { correlationId } : {}) } };
  return reply.code(status).type('application/json').send(body);
}
