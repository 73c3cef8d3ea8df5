import {
  API_BASE_PATH,
  type ApiRoute,
  CSRF_HEADER,
  type Envelope,
  ErrorCode,
  type ErrorData,
  METHOD_OVERRIDE_HEADER,
  pathParameters,
  ROUND_HEADER,
  type RouteReply,
  type RouteRequest,
} from '@simbiz/contracts';
import type { CallOutcome, CallPurpose } from './response-handling';
import { newTraceParent } from './trace-parent';

/** Fired on `window` after every successful round-bound write (a decision made): what sums up the round's decisions reads them again. */
export const DECISION_MADE_EVENT = 'simbiz:decision-made';

export interface ApiClientOptions {
  /** Where the gateway is; '' (the page's own origin) in the browser. */
  baseUrl?: string;
  fetch?: typeof fetch;
  /** The page's language, sent as Accept-Language so refusals come back in it. */
  locale?: () => string | undefined;
  /** The world's current round (details' currentRoundId), sent as x-vrid on round-bound writes. */
  currentRoundId?: () => string | null | undefined;
  /** What happens to a refusal no `error` callback handled: the shell shows it (section 8). */
  onRefusal?: (outcome: CallOutcome, purpose: CallPurpose) => void;
  /** Whether the browser believes it is online; a call made offline is "request not made". */
  online?: () => boolean;
  /**
   * The company a manager is reviewing in a world (the company picker): named as `companyId` on
   * every company read (`companyRead` routes) of that world whose input names none. Writes and
   * other reads never carry it.
   */
  reviewedCompanyId?: (worldId: string) => string | null | undefined;
}

/** A call of section 7: route (or url), data, params and the start/success/error/completed/busy callbacks. */
export interface CallOptions<R extends ApiRoute> {
  route: R;
  data?: RouteRequest<R>;
  /** Query parameters added to the address. */
  params?: Record<string, string | number>;
  /** An address under /api used instead of the route's own (its method still applies). */
  url?: string;
  purpose?: CallPurpose;
  start?: () => void;
  success?: (data: RouteReply<R>) => void;
  /** Return true when the refusal is handled here; otherwise the client's onRefusal shows it. */
  error?: (outcome: CallOutcome) => boolean | void;
  completed?: () => void;
  /** Fired instead of the call when one is still pending: the call is dropped. */
  busy?: () => void;
}

/** What a call answered: the HTTP status and the envelope (code 0 with the data, or a refusal). */
export interface ApiAnswer<T> {
  status: number;
  envelope: Envelope<T> | Envelope<ErrorData>;
}

/**
 * The browser's API client, driven by the contracts' route table: path parameters come from the
 * input, the rest goes as the query (reads) or a JSON body (writes); every call carries
 * `x-csrf: 1`; PUT, PATCH and DELETE travel as POST with the method override; round-bound writes
 * name the round in `x-vrid`. Calls go one at a time, in the order they were made, so a page
 * never races its own writes.
 */
export class ApiClient {
  private queue: Promise<unknown> = Promise.resolve();
  private pending = false;

  constructor(private readonly options: ApiClientOptions = {}) {}

  /** Whether a call() is waiting for its answer. */
  get busy(): boolean {
    return this.pending;
  }

  /**
   * One call at a time (section 4): while one is pending, a new call is dropped and its busy
   * callback fires. Resolves true when the call went out, false when it was dropped.
   */
  async call<R extends ApiRoute>(options: CallOptions<R>): Promise<boolean> {
    if (this.pending) {
      options.busy?.();
      return false;
    }
    this.pending = true;
    options.start?.();
    try {
      const outcome = await this.attempt(options.route, (options.data ?? {}) as Record<string, unknown>, options.params, options.url);
      if (outcome.kind === 'answer' && outcome.status >= 200 && outcome.status < 300 && outcome.envelope.code === ErrorCode.success) {
        options.success?.(outcome.envelope.data as RouteReply<R>);
        if (options.route.roundBound && typeof window !== 'undefined') window.dispatchEvent(new Event(DECISION_MADE_EVENT));
      } else if (options.error?.(outcome) !== true) {
        this.options.onRefusal?.(outcome, options.purpose ?? 'other');
      }
    } finally {
      this.pending = false;
      options.completed?.();
    }
    return true;
  }

  private async attempt(route: ApiRoute, input: Record<string, unknown>, params?: Record<string, string | number>, url?: string): Promise<CallOutcome> {
    if (this.options.online && !this.options.online()) return { kind: 'requestNotMade', details: 'offline' };
    try {
      const answer = await this.send(route, input, params, url);
      return { kind: 'answer', ...answer };
    } catch (error) {
      return { kind: 'noResponse', details: error instanceof Error ? error.message : String(error) };
    }
  }

  request<R extends ApiRoute>(route: R, input: RouteRequest<R>): Promise<ApiAnswer<RouteReply<R>>> {
    const run = this.queue.then(() => this.send(route, input as Record<string, unknown>));
    this.queue = run.catch(() => undefined);
    return run as Promise<ApiAnswer<RouteReply<R>>>;
  }

  private async send(route: ApiRoute, input: Record<string, unknown>, params: Record<string, string | number> = {}, url?: string): Promise<ApiAnswer<unknown>> {
    // A company read names the company a manager reviews, unless it names one itself.
    const companyId = route.companyRead && input['companyId'] === undefined ? this.options.reviewedCompanyId?.(input['worldId'] as string) : null;
    const filled = fillPath(route.path, companyId ? { ...input, companyId } : input);
    const path = url ?? filled.path;
    const rest = filled.rest;
    const read = route.method === 'GET';
    const queryEntries = [...(read ? Object.entries(rest) : []), ...Object.entries(params)];
    const query = new URLSearchParams(queryEntries.map(([k, v]) => [k, String(v)])).toString();
    const headers: Record<string, string> = { [CSRF_HEADER]: '1', accept: 'application/json', traceparent: newTraceParent() };
    const locale = this.options.locale?.();
    if (locale) headers['accept-language'] = locale;
    if (!read) headers['content-type'] = 'application/json';
    if (route.method === 'PUT' || route.method === 'PATCH' || route.method === 'DELETE') headers[METHOD_OVERRIDE_HEADER] = route.method;
    const round = route.roundBound ? this.options.currentRoundId?.() : undefined;
    if (round) headers[ROUND_HEADER] = round;
    const doFetch = this.options.fetch ?? fetch;
    const response = await doFetch(`${this.options.baseUrl ?? ''}${API_BASE_PATH}${path}${query ? `?${query}` : ''}`, {
      method: read ? 'GET' : 'POST',
      headers,
      credentials: 'same-origin',
      ...(read ? {} : { body: JSON.stringify(rest) }),
    });
    const body: unknown = await response.json().catch(() => undefined);
    const envelope = isEnvelope(body) ? body : { code: ErrorCode.unsuccessful, data: { details: `HTTP ${response.status}` } };
    return { status: response.status, envelope };
  }
}

/** The route's path with its parameters filled in from the input, and what is left of the input. */
export function fillPath(template: string, input: Record<string, unknown>): { path: string; rest: Record<string, unknown> } {
  const rest = { ...input };
  let path = template;
  for (const name of pathParameters(template)) {
    path = path.replace(`{${name}}`, encodeURIComponent(String(rest[name] ?? '')));
    delete rest[name];
  }
  return { path, rest };
}

/** Whether an answer has the envelope's shape: an integer code (and whatever data). */
function isEnvelope(body: unknown): body is Envelope<unknown> {
  return typeof body === 'object' && body !== null && Number.isInteger((body as { code?: unknown }).code);
}
