import type { Envelope, ErrorData } from '@simbiz/contracts';
import { ServiceUnreachableError } from '@simbiz/service-kit';
import type { FastifyReply } from 'fastify';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';

/**
 * The HTTP statuses the gateway answers with, besides 200 for every service envelope and the
 * sign-in page's and redirects' own (docs/decisions.md lists what each means).
 */
export const REFUSAL_STATUSES = [400, 401, 403, 404, 405, 408, 413, 415, 429, 431, 500, 503, 504] as const;

function envelope(details: string, correlationId?: string): Envelope<ErrorData> {
  return { code: 1, data: { details, ...(correlationId ? { correlationId } : {}) } };
}

/** Answers an HTTP-level refusal with the envelope the browser expects alongside the status. */
export function refuse(reply: FastifyReply, status: number, details: string, correlationId?: string): FastifyReply {
  return reply.code(status).type('application/json').send(envelope(details, correlationId));
}

/**
 * What the web framework's own errors become (malformed JSON, a body too large, a media type no
 * parser takes, a URL that does not decode): the envelope with the error's 4xx status when it is
 * one the gateway documents, 400 for any other 4xx; a service that did not answer is 503 or 504;
 * anything else is 500 and says no more.
 */
export function refuseError(reply: FastifyReply, error: unknown): FastifyReply {
  if (error instanceof ServiceUnreachableError) return refuse(reply, error.reason === 'timeout' ? 504 : 503, 'A service did not answer.');
  const { statusCode, message, code } = (error ?? {}) as { statusCode?: unknown; message?: unknown; code?: unknown };
  if (code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return refuse(reply, 415, 'Bodies are read as JSON (content-type: application/json) only.');
  if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500) {
    const status = (REFUSAL_STATUSES as readonly number[]).includes(statusCode) ? statusCode : 400;
    return refuse(reply, status, typeof message === 'string' && message ? message : 'Bad request.');
  }
  return refuse(reply, 500, 'Unexpected error in the gateway.');
}

/**
 * The answer to a request Node's HTTP parser could not read (an unknown method, a malformed
 * request line, headers too large, too slow): written to the socket as it is, since no request
 * object exists. The same envelope as every other refusal.
 */
export function answerClientError(error: { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') return refuseOnSocket(socket, 408, 'The request took too long to arrive.');
  if (error.code === 'HPE_HEADER_OVERFLOW') return refuseOnSocket(socket, 431, 'The request headers are too large.');
  return refuseOnSocket(socket, 400, 'The request could not be read (method, address or headers).');
}

/** A refusal written straight to a socket, which is then closed: for requests that never reach a route (CONNECT among them). */
export function refuseOnSocket(socket: Socket, status: number, details: string): void {
  const body = JSON.stringify(envelope(details));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}
