import {
  API_BASE_PATH,
  API_ROUTES,
  CSRF_HEADER,
  DomainError,
  ErrorCode,
  worldsMessages,
  HTTP_METHODS,
  type HttpMethod,
  METHOD_OVERRIDE_HEADER,
  ROUND_HEADER,
  type RouteDef,
  type Session,
  validationFailure,
} from '@simbiz/contracts';
import { type Requester, type RequestOptions, ServiceUnreachableError, type WorldReadCache } from '@simbiz/service-kit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';
import { readSessionId } from '../session/cookies';
import { labelRoute } from '../metrics/http-metrics-hook';
import type { SessionResolver } from '../session/sessions';
import { refuse } from './http-envelopes';
import { type PreparedAnswer, prepareAnswer, sendAnswer } from './prepared-answer';
import { RouteMatcher } from './route-matcher';

const BODYLESS = new Set(['GET', 'HEAD', 'OPTIONS']);
const OVERRIDABLE = new Set(['PUT', 'PATCH', 'DELETE']);

export interface ApiDeps {
  requester: Requester;
  sessions: SessionResolver;
  requestTimeoutMs: number;
  reads: WorldReadCache<PreparedAnswer>;
  routes?: readonly RouteDef[];
}

/**
 * /api/*: checks the CSRF header and the method rules of section 7, finds the route in the
 * contracts' table, resolves the caller from the session cookie, validates the input with the
 * route's schema and forwards it over NATS; the service's envelope is the answer. Reads marked
 * cachedPerWorld are answered from the per-world cache when they can be, and their misses of one
 * key share one request; a write to a world empties that world's cache. Large answers go gzipped
 * to clients that take it (a cached one is compressed once, when stored).
 */
export function registerApi(app: FastifyInstance, deps: ApiDeps): void {
  const matcher = new RouteMatcher(deps.routes ?? API_ROUTES);
  app.all(`${API_BASE_PATH}/*`, async (request, reply) => {
    const correlationId = randomUUID();
    if (request.headers[CSRF_HEADER] !== '1') return refuse(reply, 401, `The ${CSRF_HEADER} header is required.`, correlationId);
    if (BODYLESS.has(request.method) && hasBody(request)) return refuse(reply, 400, `${request.method} carries no body.`, correlationId);
    if (request.headers[METHOD_OVERRIDE_HEADER] === undefined && !(HTTP_METHODS as readonly string[]).includes(request.method)) {
      return refuse(reply, 405, `${request.method} is not allowed here.`, correlationId);
    }
    const method = effectiveMethod(request);
    if (!method) return refuse(reply, 400, `${METHOD_OVERRIDE_HEADER} names PUT, PATCH or DELETE, on a POST.`, correlationId);
    const path = request.url.split('?')[0] ?? '';
    const found = matcher.match(method, path);
    if (found === 'badPath') return refuse(reply, 400, `A parameter of ${path} is not properly percent-encoded.`, correlationId);
    if (found === 'methodNotAllowed') return refuse(reply, 405, `${method} is not allowed on ${path}.`, correlationId);
    if (!found) return refuse(reply, 404, `No route ${method} ${path}.`, correlationId);
    const { route, params } = found;
    labelRoute(request, method, `${API_BASE_PATH}${route.path}`);
    const sid = readSessionId(request);
    const session = await deps.sessions.resolve(sid);
    if (route.auth !== 'public' && !session) return refuse(reply, 401, 'Sign in first.', correlationId);
    if (typeof route.auth === 'object' && !session?.roles.includes(route.auth.role))
      return refuse(reply, 403, `The ${route.auth.role} role is required.`, correlationId);
    if (route.roundBound) {
      const caller = session ? { userId: session.userId, roles: session.roles, correlationId } : { roles: [], correlationId };
      const refusal = await roundRefusal(deps, params['worldId'], request.headers[ROUND_HEADER], caller).catch((error: unknown) => error);
      if (refusal instanceof DomainError) return reply.code(200).type('application/json').send(refusal.toEnvelope());
      if (refusal instanceof ServiceUnreachableError) return refuse(reply, 503, 'The worlds service did not answer.', correlationId);
      if (refusal) throw refusal;
    }
    const input = { ...(request.query as Record<string, unknown>), ...(isObject(request.body) ? request.body : {}), ...params };
    const worldId = params['worldId'];
    // Only answers to valid requests are ever stored, so a hit needs no second look at the input.
    const cacheKey = route.cachedPerWorld && worldId ? readCacheKey(session, request) : undefined;
    if (cacheKey && worldId) {
      const cached = deps.reads.get(worldId, cacheKey);
      if (cached) return sendAnswer(request, reply.header('x-cache', 'hit'), cached);
    }
    const checked = route.message.request.safeParse(input);
    if (!checked.success) return reply.code(200).type('application/json').send(validationFailure(checked.error).toEnvelope());
    const caller = {
      ...(session ? { userId: session.userId, roles: session.roles, sid: session.sid } : { roles: [], ...(sid ? { sid } : {}) }),
      ...header(request, ROUND_HEADER, 'roundId'),
      ...header(request, 'accept-language', 'locale'),
      correlationId,
    };
    const answered =
      cacheKey && worldId
        ? await deps.reads.shared(worldId, cacheKey, () => cachedForward(deps, route, input, caller, worldId, cacheKey))
        : await forward(deps, route, input, caller);
    if (worldId && method !== 'GET' && !route.keepsWorldReads) deps.reads.invalidate(worldId);
    if ('failure' in answered) return refuse(reply, answered.failure.status, `The service behind ${route.path} did not answer.`, correlationId);
    return sendAnswer(request, reply, answered.answer);
  });
}

/** What a cached read's answer depends on besides the world: the address, the caller and the language. */
function readCacheKey(session: Session | null, request: FastifyRequest): string {
  return `${request.url}|${session?.userId ?? ''}|${session?.roles.join() ?? ''}|${String(request.headers['accept-language'] ?? '')}`;
}

/** The service's answer as it sent it, prepared to go out, or the HTTP status to refuse with when none came. */
type Forwarded = { answer: PreparedAnswer; code: number } | { failure: { status: 503 | 504 } };

async function forward(deps: ApiDeps, route: RouteDef, input: unknown, caller: RequestOptions['caller']): Promise<Forwarded> {
  try {
    const { code, bytes, gzipped } = await deps.requester.sendForBytes(route.message, input, { caller, timeoutMs: deps.requestTimeoutMs });
    return { answer: await prepareAnswer(bytes, gzipped), code };
  } catch (error) {
    if (error instanceof ServiceUnreachableError) return { failure: { status: error.reason === 'timeout' ? 504 : 503 } };
    throw error;
  }
}

/** A cacheable read's forward: a success is kept, unless the world changed while it was asked. */
async function cachedForward(
  deps: ApiDeps,
  route: RouteDef,
  input: unknown,
  caller: RequestOptions['caller'],
  worldId: string,
  cacheKey: string,
): Promise<Forwarded> {
  const ticket = deps.reads.ticket();
  const answered = await forward(deps, route, input, caller);
  if ('answer' in answered && answered.code === 0) deps.reads.store(worldId, cacheKey, answered.answer, ticket);
  return answered;
}

/**
 * A write bound to a round names it in x-vrid. Before the first round there is nothing to decide
 * (130039); when the world has moved on since the page loaded, the write is refused with 130059
 * and the page offers to refresh. Returns the refusal, or undefined to go on. Only the world's
 * members learn its round: anyone else hears 130003 from worlds.
 */
async function roundRefusal(
  deps: ApiDeps,
  worldId: string | undefined,
  vrid: string | string[] | undefined,
  caller: RequestOptions['caller'],
): Promise<DomainError | undefined> {
  if (!worldId) return undefined;
  const { currentRoundId } = await deps.requester.call(worldsMessages.currentRound, { worldId }, { caller });
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
