import { DomainError, identityMessages, sameOriginPath } from '@simbiz/contracts';
import { chooseLocale, createI18n } from '@simbiz/i18n';
import type { Requester } from '@simbiz/service-kit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { GatewayConfig } from '../config';
import type { SessionResolver } from '../session/sessions';
import { FailureLimiter } from './rate-limit';
import { readSessionId, SESSION_COOKIE, writeCookie } from '../session/cookies';
import { signInPage } from './sign-in-page';

export interface BffDeps {
  requester: Requester;
  sessions: SessionResolver;
  config: GatewayConfig;
}

/**
 * /bff/login and /bff/logout (section 7): sign-in through the gateway's form, a new session id at
 * every sign-in in an HttpOnly, SameSite=Strict cookie, sign-out only for the session's own sid,
 * and return addresses that stay on this site.
 */
export function registerBff(app: FastifyInstance, deps: BffDeps): void {
  const limiter = new FailureLimiter(deps.config.signInWindowMs);
  const i18nFor = (request: FastifyRequest) => {
    const languages = String(request.headers['accept-language'] ?? '')
      .split(',')
      .map((l) => l.split(';')[0]?.trim() ?? '');
    const locale = chooseLocale({ browserLanguages: languages, defaultLocale: deps.config.defaultLocale });
    return createI18n({ locale });
  };
  const page = (reply: FastifyReply, request: FastifyRequest, status: number, returnUrl: string, errorKey?: string) => {
    const i18n = i18nFor(request);
    return reply
      .code(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(signInPage(i18n.t, i18n.language, returnUrl, errorKey ? i18n.t(errorKey) : undefined));
  };

  app.get('/bff/login', async (request, reply) => {
    const returnUrl = sameOriginPath((request.query as Record<string, unknown>)['returnUrl']);
    if (returnUrl === null) return page(reply, request, 400, '/', 'auth.badReturnUrl');
    return page(reply, request, 200, returnUrl);
  });

  app.post('/bff/login', async (request, reply) => {
    const form = (request.body ?? {}) as Record<string, unknown>;
    const returnUrl = sameOriginPath(form['returnUrl']);
    if (returnUrl === null) return page(reply, request, 400, '/', 'auth.badReturnUrl');
    const email = typeof form['email'] === 'string' ? form['email'].trim().toLowerCase() : '';
    const keys = [
      { key: `account:${email}`, limit: deps.config.signInAttempts },
      { key: `address:${request.ip}`, limit: deps.config.signInAttemptsPerAddress },
    ];
    if (!limiter.allows(keys)) return page(reply, request, 429, returnUrl, 'auth.tooManyAttempts');
    let sid: string;
    try {
      sid = (await deps.requester.call(identityMessages.signIn, { email, password: String(form['password'] ?? '') })).sid;
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      limiter.fail(keys);
      return page(reply, request, 401, returnUrl, 'auth.signInFailed');
    }
    // The session this browser had (if its cookie names one) ends; a malformed cookie is simply replaced.
    const previous = readSessionId(request);
    if (previous) await signOut(deps, previous);
    writeCookie(reply, SESSION_COOKIE, sid, { secure: secureCookie(request, deps.config) });
    return reply.redirect(returnUrl, 303);
  });

  app.get('/bff/logout', async (request, reply) => {
    const query = request.query as Record<string, unknown>;
    const returnUrl = sameOriginPath(query['returnUrl']);
    if (returnUrl === null) return page(reply, request, 400, '/', 'auth.badReturnUrl');
    const own = readSessionId(request);
    // Only the session's own sid signs it out: a link with another sid cannot sign anyone out.
    if (own && query['sid'] === own) {
      await signOut(deps, own);
      writeCookie(reply, SESSION_COOKIE, '', { secure: secureCookie(request, deps.config), maxAge: 0 });
    }
    return reply.redirect(returnUrl, 303);
  });
}

async function signOut(deps: BffDeps, sid: string): Promise<void> {
  deps.sessions.forget(sid);
  await deps.requester.call(identityMessages.signOut, { sid });
}

/**
 * Secure behind TLS, or always or never by configuration. The protocol is the connection's, or
 * what X-Forwarded-Proto says when the request came through a trusted proxy (TRUSTED_PROXIES).
 */
function secureCookie(request: FastifyRequest, config: GatewayConfig): boolean {
  return config.secureCookies === 'always' || (config.secureCookies === 'auto' && request.protocol === 'https');
}
