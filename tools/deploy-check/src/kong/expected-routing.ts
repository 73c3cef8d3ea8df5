import { API_BASE_PATH, API_ROUTES, METHOD_OVERRIDE_HEADER, type RouteDef, STREAM_ROUTES } from '@simbiz/contracts';
import type { Address } from './gateway-addresses';
import type { KongConfig } from './declarative-schema';
import { routeRequest, type KongRequest } from './kong-router';
import { SIGN_IN } from './route-classes';

/** A request the gateway answers and the Kong route (class) that must forward it, unchanged. */
export interface ExpectedRouting extends KongRequest {
  routeClass: string;
}

const SAMPLE_ID = '00000000-0000-4000-8000-000000000001';

/** Every route of the table as the browser sends it, and as another client may: PUT, PATCH and DELETE both ways. */
export function apiRequests(routes: readonly Pick<RouteDef, 'method' | 'path'>[] = API_ROUTES): ExpectedRouting[] {
  return routes.flatMap((route) => {
    const path = `${API_BASE_PATH}${route.path.replace(/\{[a-zA-Z]+\}/g, SAMPLE_ID)}`;
    if (route.method === 'GET') return [{ method: 'GET', path, routeClass: 'api-read' }];
    const direct = { method: route.method, path, routeClass: 'api-write' };
    return route.method === 'POST'
      ? [direct]
      : [direct, { method: 'POST', path, headers: { [METHOD_OVERRIDE_HEADER]: route.method }, routeClass: 'api-write' }];
  });
}

/**
 * The stream routes (files and events): uploads and events by classes of their own, downloads as
 * reads, and a tab's presence report as the small write it is (directly or with the override).
 */
export function streamRequests(): ExpectedRouting[] {
  const classes = { upload: 'api-upload', events: 'api-events', download: 'api-read' } as const;
  return Object.values(STREAM_ROUTES).flatMap((route) =>
    route.kind === 'presence'
      ? apiRequests([route])
      : [{ method: route.method, path: `${API_BASE_PATH}${route.path.replace(/\{[a-zA-Z]+\}/g, SAMPLE_ID)}`, routeClass: classes[route.kind] }],
  );
}

/** The gateway's literal routes: the sign-in post, the rest of /bff, and the UI's. */
export function gatewayRequests(addresses: readonly Address[]): ExpectedRouting[] {
  return addresses.map((address) => ({
    ...address,
    routeClass: address.method === SIGN_IN.method && address.path === SIGN_IN.path ? 'sign-in' : address.path.startsWith('/bff/') ? 'bff' : 'web',
  }));
}

/** Addresses of the UI no route names: static files of the shell and a remote, browser routes answered with the shell. */
export const WEB_SAMPLES: ExpectedRouting[] = [
  { method: 'GET', path: '/main.0123456789.js', routeClass: 'web' },
  { method: 'GET', path: '/mfe/course/remoteEntry.js', routeClass: 'web' },
  { method: 'HEAD', path: '/mfe/course/remoteEntry.js', routeClass: 'web' },
  { method: 'GET', path: `/worlds/${SAMPLE_ID}/home`, routeClass: 'web' },
];

/** What is wrong with how Kong would route these requests: not forwarded, forwarded by another route, or changed on the way. */
export function routingProblems(config: KongConfig, expected: readonly ExpectedRouting[]): string[] {
  return expected.flatMap((request) => {
    const label = `${request.method} ${request.path}${request.headers ? ` ${JSON.stringify(request.headers)}` : ''}`;
    const routed = routeRequest(config, request);
    if (routed.kind === 'noRoute') return [`${label}: no route forwards it (expected ${request.routeClass})`];
    if (routed.kind === 'ambiguous') return [`${label}: routes ${routed.routes.join(' and ')} tie, Kong may pick either`];
    if (routed.kind !== 'forwarded') return [`${label}: ${routed.kind} by ${routed.route}`];
    const problems: string[] = [];
    if (routed.route !== request.routeClass) problems.push(`${label}: forwarded by ${routed.route}, expected ${request.routeClass}`);
    if (routed.service !== 'gateway') problems.push(`${label}: forwarded to ${routed.service}, not the gateway`);
    if (routed.upstreamPath !== request.path) problems.push(`${label}: reaches the gateway as ${routed.upstreamPath}`);
    return problems;
  });
}
