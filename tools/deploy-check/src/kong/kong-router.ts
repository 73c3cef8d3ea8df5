import type { KongConfig, KongRoute, KongService } from './declarative-schema';

/** A request as Kong's router sees it: the path without its query, already normalised. */
export interface KongRequest {
  method: string;
  path: string;
  scheme?: 'http' | 'https';
  headers?: Record<string, string>;
}

export type Routed =
  | { kind: 'forwarded'; service: string; route: string; upstreamPath: string }
  | { kind: 'redirected'; route: string; status: number }
  | { kind: 'upgradeRequired'; route: string }
  | { kind: 'noRoute' }
  | { kind: 'ambiguous'; routes: string[] };

interface Candidate {
  service: KongService;
  route: KongRoute;
  path: string;
  priority: number[];
}

/**
 * Kong 3.x's traditional_compatible router, for the matching rules the schema allows (paths,
 * methods, headers): every path of every route is a candidate; the one of highest priority wins.
 * Priority, most significant first (kong/router/transform.lua): how many of methods, headers and
 * paths the route sets; how many headers; regular expressions before prefixes; a regex's
 * regex_priority; a prefix's length. Two routes tied at the top are ambiguous: Kong's pick is
 * undefined, so this reports it instead of guessing.
 */
export function routeRequest(config: KongConfig, request: KongRequest): Routed {
  const candidates = config.services.flatMap((service) =>
    service.routes.flatMap((route) =>
      route.paths.filter((path) => matches(route, path, request)).map((path) => ({ service, route, path, priority: priority(route, path) })),
    ),
  );
  if (candidates.length === 0) return { kind: 'noRoute' };
  const best = candidates.reduce((a, b) => (compare(b.priority, a.priority) > 0 ? b : a));
  const tied = new Set(candidates.filter((c) => compare(c.priority, best.priority) === 0).map((c) => c.route.name));
  if (tied.size > 1) return { kind: 'ambiguous', routes: [...tied].sort() };
  return answer(best, request);
}

function answer({ service, route, path }: Candidate, request: KongRequest): Routed {
  const protocols = route.protocols ?? ['http', 'https'];
  if ((request.scheme ?? 'https') === 'http' && !protocols.includes('http')) {
    const status = route.https_redirect_status_code ?? 426;
    return status === 426 ? { kind: 'upgradeRequired', route: route.name } : { kind: 'redirected', route: route.name, status };
  }
  return { kind: 'forwarded', service: service.name, route: route.name, upstreamPath: upstreamPath(service, route, path, request.path) };
}

function matches(route: KongRoute, path: string, request: KongRequest): boolean {
  if (route.methods && !route.methods.includes(request.method)) return false;
  const headers = Object.fromEntries(Object.entries(request.headers ?? {}).map(([name, value]) => [name.toLowerCase(), value.toLowerCase()]));
  for (const [name, values] of Object.entries(route.headers ?? {})) {
    const sent = headers[name.toLowerCase()];
    if (sent === undefined || !values.some((value) => headerValueMatches(value, sent))) return false;
  }
  return pathMatch(path, request.path) !== null;
}

/** Header values compare case-insensitively; `~*` makes one a regular expression. */
function headerValueMatches(wanted: string, sent: string): boolean {
  return wanted.startsWith('~*') ? new RegExp(wanted.slice(2), 'i').test(sent) : wanted.toLowerCase() === sent;
}

/** The part of the request path a route path matched, or null: a prefix, or a regex anchored at the start. */
function pathMatch(path: string, requestPath: string): string | null {
  if (path.startsWith('~')) return new RegExp(`^(?:${path.slice(1)})`).exec(requestPath)?.[0] ?? null;
  return requestPath.startsWith(path) ? path : null;
}

function priority(route: KongRoute, path: string): number[] {
  const regex = path.startsWith('~');
  const headerCount = Object.keys(route.headers ?? {}).length;
  const weight = [route.methods, headerCount > 0 ? route.headers : undefined, route.paths].filter((field) => field !== undefined).length;
  return [weight, headerCount, regex ? 1 : 0, regex ? (route.regex_priority ?? 0) : 0, regex ? 0 : path.length];
}

function compare(a: number[], b: number[]): number {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return (a[i] ?? 0) - (b[i] ?? 0);
  return 0;
}

/**
 * The path the service receives (path_handling v0): strip_path (true unless set) removes what the
 * route matched, and the service's own path goes in front.
 */
function upstreamPath(service: KongService, route: KongRoute, path: string, requestPath: string): string {
  const matched = pathMatch(path, requestPath) ?? '';
  const rest = route.strip_path === false ? requestPath : requestPath.slice(matched.length);
  const base = service.path ?? (service.url ? new URL(service.url).pathname : '/');
  return `${base.replace(/\/$/, '')}/${rest.replace(/^\//, '')}`;
}
