import type { z } from 'zod';
import type { Role } from '../messaging/caller';
import type { MessageDef } from '../messaging/message';
import type { ApiRoute } from './api';

export const HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

/** Header naming the real method when PUT, PATCH or DELETE travel as POST (section 7). */
export const METHOD_OVERRIDE_HEADER = 'x-http-method-override';
export const CSRF_HEADER = 'x-csrf';
export const ROUND_HEADER = 'x-vrid';
export const API_BASE_PATH = '/api';

/** Who may call a route: anyone, any signed-in account, or an account holding a role. */
export type AuthRequirement = 'public' | 'signedIn' | { readonly role: Role };

/**
 * One HTTP route of the gateway: the route of the API table with its message attached. The
 * gateway merges path parameters, query and body into one object, validates it with
 * `message.request`, and forwards it on `message.subject`.
 */
export interface RouteDef<Req extends z.ZodType = z.ZodType, Rep extends z.ZodType = z.ZodType> extends ApiRoute<MessageDef<Req, Rep>> {
  readonly message: MessageDef<Req, Rep>;
}

export function defineRoute<Req extends z.ZodType, Rep extends z.ZodType>(route: RouteDef<Req, Rep>): RouteDef<Req, Rep> {
  const names: string[] = route.path.match(/\{([a-zA-Z]+)\}/g) ?? [];
  if (new Set(names).size !== names.length) {
    throw new Error(`Route ${route.path} repeats a path parameter`);
  }
  if (route.roundBound && route.method === 'GET') {
    throw new Error(`Route ${route.path}: reads are never bound to a round`);
  }
  if (route.cachedPerWorld && (route.method !== 'GET' || !names.includes('{worldId}'))) {
    throw new Error(`Route ${route.path}: only reads of one world are cached per world`);
  }
  if (route.companyRead && (route.method !== 'GET' || !acceptsCompany(route.message.request))) {
    throw new Error(`Route ${route.path}: a company read is a GET whose request may name the company (companyReadShape)`);
  }
  return route;
}

/** Whether a request schema takes an optional `companyId` (a company read's, libs/contracts/src/areas/company-read.ts). */
function acceptsCompany(request: z.ZodType): boolean {
  const companyId = (request as { shape?: Record<string, z.ZodType> }).shape?.['companyId'];
  return !!companyId && companyId.safeParse(undefined).success && companyId.safeParse('00000000-0000-4000-8000-000000000001').success;
}

/** The names of a route's path parameters, in order. */
export function pathParameters(path: string): string[] {
  return [...path.matchAll(/\{([a-zA-Z]+)\}/g)].map((m) => m[1] ?? '');
}
