import { API_BASE_PATH, type HttpMethod, type RouteDef, pathParameters } from '@simbiz/contracts';

interface Compiled {
  route: RouteDef;
  pattern: RegExp;
  names: string[];
}

/** Finds the route of a method and path under /api, with its path parameters. */
export class RouteMatcher {
  private readonly compiled: Compiled[];

  constructor(routes: readonly RouteDef[]) {
    this.compiled = routes.map((route) => {
      const names = pathParameters(route.path);
      const source = route.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[a-zA-Z]+\}/g, '([^/]+)');
      return { route, names, pattern: new RegExp(`^${API_BASE_PATH}${source}/?$`) };
    });
  }

  /** `badPath` when a parameter's percent escapes do not decode. */
  match(method: HttpMethod, path: string): { route: RouteDef; params: Record<string, string> } | 'methodNotAllowed' | 'badPath' | undefined {
    let pathMatched = false;
    for (const { route, pattern, names } of this.compiled) {
      const m = pattern.exec(path);
      if (!m) continue;
      pathMatched = true;
      if (route.method !== method) continue;
      const params: Record<string, string> = {};
      try {
        names.forEach((name, i) => (params[name] = decodeURIComponent(m[i + 1] ?? '')));
      } catch {
        return 'badPath';
      }
      return { route, params };
    }
    return pathMatched ? 'methodNotAllowed' : undefined;
  }
}
