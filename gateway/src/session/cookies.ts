import { sidSchema } from '@simbiz/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** The cookie holding the session id. */
export const SESSION_COOKIE = 'sid';

/** The value of one cookie of the request, or undefined. */
export function readCookie(request: FastifyRequest, name: string): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) {
      try {
        return decodeURIComponent(part.slice(at + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/**
 * The session id the request's cookie names, when it has the shape identity gives session ids.
 * A malformed one (a dot in it, too long, undecodable) is no session at all: the request goes on
 * as signed out and the value is never sent to identity.
 */
export function readSessionId(request: FastifyRequest): string | undefined {
  const sid = readCookie(request, SESSION_COOKIE);
  return sid !== undefined && sidSchema.safeParse(sid).success ? sid : undefined;
}

export interface CookieOptions {
  secure: boolean;
  /** Seconds; 0 deletes the cookie. */
  maxAge?: number;
}

/** Sets an HttpOnly, SameSite=Strict cookie for the whole site. */
export function writeCookie(reply: FastifyReply, name: string, value: string, options: CookieOptions): void {
  const parts = [`${name}=${encodeURIComponent(value)}`, 'Path=/', 'HttpOnly', 'SameSite=Strict'];
  if (options.secure) parts.push('Secure');
  if (options.maxAge !== undefined) parts.push(`Max-Age=${options.maxAge}`);
  reply.header('set-cookie', parts.join('; '));
}
