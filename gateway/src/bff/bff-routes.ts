import { DomainError, identityMessages, sameOriginPath } from '@simbiz/contracts';
import { createI18n } from '@simbiz/i18n';
import type { Requester } from '@simbiz/service-kit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { GatewayConfig } from '../config';
import type { SessionResolver } from '../session/sessions';
import { FailureLimiter } from './rate-limit';
import { readSessionId, SESSION_COOKIE, writeCookie } from '../session/cookies';
import { pageLocale } from './shell-choices';
import { signInPage } from './sign-in-page';

/** What a sign-in page answers: its status, where it returns to, the email typed and the refusal. */
interface SignInAnswer {
  status: number;
  returnUrl: string;
  email?: string;
  errorKey?: string;
}

/**
 * The sign-in page loads nothing from other sites and posts only here, and no other site may frame
 * it (a password form under someone else's page). Inline script and style stay allowed: the page's
 * own are inline, everything it shows is escaped, and the browser tests inject axe-core inline.
 */
const SIGN_IN_CSP =
  "default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'; object-src 'none'";

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
  const page = (reply: FastifyReply, request: FastifyRequest, answer: SignInAnswer) => {
    const fields = (request.method === 'POST' ? request.body : request.query) as Record<string, unknown> | undefined;
    const language = pageLocale(fields?.['lang'], request.headers['accept-language'], deps.config.defaultLocale, request.method === 'POST' ? 'form' : 'link');
    const { t } = createI18n({ locale: language.locale });
    const error = answer.errorKey ? t(answer.errorKey) : undefined;
    const view = { t, language, productName: deps.config.productName, returnUrl: answer.returnUrl, email: answer.email ?? '', error };
    return reply
      .code(answer.status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('content-security-policy', SIGN_IN_CSP)
      .send(signInPage(view));
  };

  app.get('/bff/login', async (request, reply) => {
    const returnUrl = sameOriginPath((request.query as Record<string, unknown>)['returnUrl']);
    if (returnUrl === null) return page(reply, request, { status: 400, returnUrl: '/', errorKey: 'auth:badReturnUrl' });
    return page(reply, request, { status: 200, returnUrl });
  });

  app.post('/bff/login', async (request, reply) => {
    const form = (request.body ?? {}) as Record<string, unknown>;
    const typed = typeof form['email'] === 'string' ? form['email'].trim() : '';
    // What was typed comes back in the form after a refusal, as typed (an address has at most 254 characters).
    const shown = typed.slice(0, 320);
    const returnUrl = sameOriginPath(form['returnUrl']);
    if (returnUrl === null) return page(reply, request, { status: 400, returnUrl: '/', email: shown, errorKey: 'auth:badReturnUrl' });
    const email = typed.toLowerCase();
    const keys = [
      { key: `account:${email}`, limit: deps.config.signInAttempts },
      { key: `address:${request.ip}`, limit: deps.config.signInAttemptsPerAddress },
    ];
    if (!limiter.allows(keys)) return page(reply, request, { status: 429, returnUrl, email: shown, errorKey: 'auth:tooManyAttempts' });
    let sid: string;
    try {
      sid = (await deps.requester.call(identityMessages.signIn, { email, password: String(form['password'] ?? '') })).sid;
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      limiter.fail(keys);
      return page(reply, request, { status: 401, returnUrl, email: shown, errorKey: 'auth:signInFailed' });
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
    if (returnUrl === null) return page(reply, request, { status: 400, returnUrl: '/', errorKey: 'auth:badReturnUrl' });
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
