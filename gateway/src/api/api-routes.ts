import { API_BASE_PATH, API_ROUTES, CSRF_HEADER, DomainError, ErrorCode, worldsMessages, HTTP_METHODS, type HttpMethod, METHOD_OVERRIDE_HEADER, ROUND_HEADER, type RouteDef } from '@simbiz/contracts';
import { type Requester, type RequestOptions, ServiceUnreachableError } from '@simbiz/service-kit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';
import { readCookie } from '../session/cookies';
import type { SessionResolver } from '../session/sessions';
import { refuse } from './http-envelopes';
import { RouteMatcher } from './route-matcher';

const BODYLESS = new Set(['GET', 'HEAD', 'OPTIONS']);
const OVERRIDABLE = new Set(['PUT', 'PATCH', 'DELETE']);

export interface ApiDeps {
  requester: Requester;
  sessions: SessionResolver;
  requestTimeoutMs: number;
  routes?: readonly RouteDef[];
}

/**
 * /api/*: checks the CSRF header and the method rules of section 7, finds the route in the
 * contracts' table, resolves the caller from the session cookie, validates the input with the
 * route's schema and forwards it over NATS; the service's envelope is the answer.
 */
export function registerApi(app: FastifyInstance, deps: ApiDeps): void {
  const matcher = new RouteMatcher(deps.routes ?? API_ROUTES);
  app.all(`${API_BASE_PATH}/*`, async (request, reply) => {
    const correlationId = randomUUID();
    if (request.headers[CSRF_HEADER] !== '1') return refuse(reply, 401, `The ${CSRF_HEADER} header is required.`, correlationId);
    if (BODYLESS.has(request.method) && hasBody(request)) return refuse(reply, 400, `${request.method} carries no body.`, correlationId);
    const method = effectiveMethod(request);
    if (!method) return refuse(reply, 400, `${METHOD_OVERRIDE_HEADER} names PUT, PATCH or DELETE, on a POST.`, correlationId);
    const path = request.url.split('?')[0] ?? '';
    const found = matcher.match(method, path);
    if (found === 'methodNotAllowed') return refuse(reply, 405, `${method} is not allowed on ${path}.`, correlationId);
    if (!found) return refuse(reply, 404, `No route ${method} ${path}.`, correlationId);
    const { route, params } = found;
    const sid = readCookie(request, 'sid');
    const session = await deps.sessions.resolve(sid);
    if (route.auth !== 'public' && !session) return refuse(reply, 401, 'Sign in first.', correlationId);
    if (typeof route.auth === 'object' && !session?.roles.includes(route.auth.role)) return refuse(reply, 403, `The ${route.auth.role} role is required.`, correlationId);
    if (route.roundBound) {
      const refusal = await roundRefusal(deps, params['worldId'], request.headers[ROUND_HEADER]).catch((error: unknown) => error);
      if (refusal instanceof DomainError) return reply.code(200).type('application/json').send(refusal.toEnvelope());
      if (refusal instanceof ServiceUnreachableError) return refuse(reply, 503, 'The worlds service did not answer.', correlationId);
      if (refusal) throw refusal;
    }
    const input = { ...(request.query as Record<string, unknown>), ...(isObject(request.body) ? request.body : {}), ...params };
    return forward(reply, deps, route, input, {
      ...(session ? { userId: session.userId, roles: session.roles, sid: session.sid } : { roles: [], ...(sid ? { sid } : {}) }),
      ...header(request, ROUND_HEADER, 'roundId'),
      ...header(request, 'accept-language', 'locale'),
      correlationId,
    });
  });
}

async function forward(reply: FastifyReply, deps: ApiDeps, route: RouteDef, input: unknown, caller: RequestOptions['caller']) {
  try {
    const envelope = await deps.requester.send(route.message, input, { caller, timeoutMs: deps.requestTimeoutMs });
    return reply.code(200).type('application/json').send(envelope);
  } catch (error) {
    if (error instanceof ServiceUnreachableError) {
      const status = error.reason === 'timeout' ? 504 : 503;
      return refuse(reply, status, `The service behind ${route.path} did not answer.`, caller?.correlationId);
    }
    throw error;
  }
}

/**
 * A write bound to a round names it in x-vrid. Before the first round there is nothing to decide
 * (130039); when the world has moved on since the page loaded, the write is refused with 130059
 * and the page offers to refresh. Returns the refusal, or undefined to go on.
 */
async function roundRefusal(deps: ApiDeps, worldId: string | undefined, vrid: string | string[] | undefined): Promise<DomainError | undefined> {
  if (!worldId) return undefined;
  const { currentRoundId } = await deps.requester.call(worldsMessages.currentRound, { worldId });
  if (currentRoundId === null) return new DomainError(ErrorCode.decisionsClosedInPreparation);
  return vrid === currentRoundId ? undefined : new DomainError(ErrorCode.roundNotLatest);
}

function effectiveMethod(request: FastifyRequest): HttpMethod | null {
  const override = request.headers[METHOD_OVERRIDE_HEADER];
  if (override === undefined) return (HTTP_METHODS as readonly string[]).includes(request.method) ? (request.method as HttpMethod) : null;
  const wanted = String(override).toUpperCase();
  return request.method === 'POST' && OVERRIDABLE.has(wanted) ? (wanted as HttpMethod) : null;
}

function hasBody(request: FastifyRequest): boolean {
  const length = Number(request.headers['content-length'] ?? 0);
  return length > 0 || request.headers['transfer-encoding'] !== undefined;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function header<K extends string>(request: FastifyRequest, name: string, key: K): Partial<Record<K, string>> {
  const value = request.headers[name];
  return typeof value === 'string' && value ? ({ [key]: value.slice(0, 200) } as Partial<Record<K, string>>) : {};
}
