import type { KongConfig, KongRoute } from './declarative-schema';
import type { KongPlugin } from './plugin-schemas';
import type { RouteClass } from './route-classes';

/** The gateway's Service in the cluster (k8s/base/gateway/gateway.yaml): port 80 → the gateway's 8080. */
export const GATEWAY_URL = 'http://gateway.simbiz.svc:80';

/*
 * Added to every answer that does not carry the header already (response-transformer's `add`), so
 * the sign-in page keeps its own full Content-Security-Policy. Everything else gets a policy that
 * only forbids framing, <base> elsewhere and plugins: a script or style policy belongs with the
 * shell, which runs an inline start-up script, styled-components' inline styles, Highcharts and
 * remotes a manifest may place on other hosts (MFE_MANIFEST).
 */
export const SECURITY_HEADERS = [
  'Strict-Transport-Security:max-age=31536000',
  'X-Content-Type-Options:nosniff',
  'Referrer-Policy:same-origin',
  'X-Frame-Options:DENY',
  "Content-Security-Policy:frame-ancestors 'none'; base-uri 'self'; object-src 'none'",
];

function routeFor(routeClass: RouteClass): KongRoute {
  const plugins: KongPlugin[] = [
    { name: 'rate-limiting', config: { minute: routeClass.perMinute, hour: routeClass.perHour, limit_by: 'ip', policy: 'local' } },
    { name: 'request-size-limiting', config: { allowed_payload_size: routeClass.body.size, size_unit: routeClass.body.unit } },
  ];
  return {
    name: routeClass.name,
    paths: routeClass.paths,
    methods: routeClass.methods,
    protocols: ['https'],
    https_redirect_status_code: 308,
    // The gateway serves /api, /bff and the UI at the paths the browser uses.
    strip_path: false,
    preserve_host: true,
    ...(routeClass.requestBuffering === false ? { request_buffering: false } : {}),
    ...(routeClass.responseBuffering === false ? { response_buffering: false } : {}),
    plugins,
  };
}

/** Kong's declarative configuration: the gateway as the one service, a route per class, the security headers on all. */
export function kongConfig(classes: readonly RouteClass[]): KongConfig {
  return {
    _format_version: '3.0',
    services: [
      {
        name: 'gateway',
        url: GATEWAY_URL,
        plugins: [{ name: 'response-transformer', config: { add: { headers: SECURITY_HEADERS } } }],
        routes: classes.map(routeFor),
      },
    ],
  };
}
