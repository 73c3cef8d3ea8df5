import {
  API_BASE_PATH,
  anyEnvelopeSchema,
  CSRF_HEADER,
  type Envelope,
  type ErrorData,
  METHOD_OVERRIDE_HEADER,
  pathParameters,
  ROUND_HEADER,
  type RouteDef,
} from '@simbiz/contracts';
import type { z } from 'zod';

export interface ApiClientOptions {
  /** Where the gateway is; '' (the page's own origin) in the browser. */
  baseUrl?: string;
  fetch?: typeof fetch;
  /** The page's language, sent as Accept-Language so refusals come back in it. */
  locale?: () => string | undefined;
  /** The world's current round (details' currentRoundId), sent as x-vrid on round-bound writes. */
  currentRoundId?: () => string | null | undefined;
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

  constructor(private readonly options: ApiClientOptions = {}) {}

  request<R extends RouteDef>(route: R, input: z.input<R['message']['request']>): Promise<ApiAnswer<z.output<R['message']['reply']>>> {
    const run = this.queue.then(() => this.send(route, input as Record<string, unknown>));
    this.queue = run.catch(() => undefined);
    return run as Promise<ApiAnswer<z.output<R['message']['reply']>>>;
  }

  private async send(route: RouteDef, input: Record<string, unknown>): Promise<ApiAnswer<unknown>> {
    const { path, rest } = fillPath(route.path, input);
    const read = route.method === 'GET';
    const query = read ? new URLSearchParams(Object.entries(rest).map(([k, v]) => [k, String(v)])).toString() : '';
    const headers: Record<string, string> = { [CSRF_HEADER]: '1', accept: 'application/json' };
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
    const parsed = anyEnvelopeSchema.safeParse(await response.json().catch(() => undefined));
    const envelope = parsed.success ? parsed.data : { code: 1, data: { details: `HTTP ${response.status}` } };
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
