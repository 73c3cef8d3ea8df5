import { API_ROUTES } from '@simbiz/contracts';
import type { KongConfig } from './declarative-schema';
import { apiRequests, gatewayRequests, routingProblems, streamRequests, WEB_SAMPLES } from './expected-routing';
import { gatewayAddresses } from './gateway-addresses';
import { routeRequest } from './kong-router';
import { committedKong, KONG_RENDER_COMMAND } from './render-kong';
import { parseKongConfig } from './validate-kong';

function committedConfig(): KongConfig {
  const { config, problems } = parseKongConfig(committedKong() ?? '');
  if (!config) throw new Error(`k8s/kong/kong.yaml is invalid or missing (${KONG_RENDER_COMMAND}):\n${problems.join('\n')}`);
  return config;
}

/** The committed config with one route's methods changed, as if generated before a route needed them. */
function withMethods(name: string, methods: string[]): KongConfig {
  const config = structuredClone(committedConfig());
  for (const route of config.services[0]?.routes ?? []) if (route.name === name) route.methods = methods;
  return config;
}

describe('k8s/kong/kong.yaml forwards every route of the gateway', () => {
  const config = committedConfig();

  it("forwards every route of the contracts' table, unchanged, by its class: reads, and writes sent directly or as POST with x-http-method-override", () => {
    const requests = apiRequests();
    expect(requests.length).toBeGreaterThan(API_ROUTES.length);
    expect(routingProblems(config, requests)).toEqual([]);
  });

  it('forwards the stream routes: uploads and events by their own classes, downloads as reads, presence as a write', () => {
    expect(streamRequests().map((r) => r.routeClass)).toEqual(['api-upload', 'api-read', 'api-events', 'api-write', 'api-write', 'api-read']);
    expect(routingProblems(config, streamRequests())).toEqual([]);
    // Only the exact addresses take the upload limits: a route beside them stays a write.
    expect(routeRequest(config, { method: 'POST', path: '/api/worlds/x/references/links' })).toMatchObject({ route: 'api-write' });
    expect(routeRequest(config, { method: 'POST', path: '/api/worlds/x/references/files/more' })).toMatchObject({ route: 'api-write' });
  });

  it("forwards the gateway's own routes (sign-in by its own class), the UI's files and the browser routes", () => {
    expect(routingProblems(config, [...gatewayRequests(gatewayAddresses()), ...WEB_SAMPLES])).toEqual([]);
  });

  it('names every route that is not forwarded: a config generated before the table used PUT or the BFF took a POST', () => {
    const puts = API_ROUTES.filter((route) => route.method === 'PUT');
    expect(puts.length).toBeGreaterThan(0);
    expect(routingProblems(withMethods('api-write', ['POST', 'PATCH', 'DELETE']), apiRequests(puts))).toEqual(
      puts.map((route) => expect.stringMatching(new RegExp(`^PUT /api${route.path.replace(/\{[a-zA-Z]+\}/g, '[^/]+')}: no route forwards it`))),
    );
    expect(routingProblems(config, gatewayRequests([{ method: 'POST', path: '/bff/password-reset' }]))).toEqual([
      'POST /bff/password-reset: no route forwards it (expected bff)',
    ]);
  });

  it('names a route forwarded by the wrong class', () => {
    expect(routingProblems(withMethods('sign-in', ['GET']), gatewayRequests([{ method: 'POST', path: '/bff/login' }]))).toEqual([
      'POST /bff/login: no route forwards it (expected sign-in)',
    ]);
    expect(routingProblems(config, [{ method: 'POST', path: '/api/worlds', routeClass: 'sign-in' }])).toEqual([
      'POST /api/worlds: forwarded by api-write, expected sign-in',
    ]);
  });

  it('forwards nothing else: other methods, and any request over plain HTTP is redirected to HTTPS with 308', () => {
    for (const method of ['OPTIONS', 'PROPFIND', 'TRACE']) expect(routeRequest(config, { method, path: '/api/worlds' })).toEqual({ kind: 'noRoute' });
    expect(routeRequest(config, { method: 'DELETE', path: '/' })).toEqual({ kind: 'noRoute' });
    for (const request of [...apiRequests().slice(0, 3), ...WEB_SAMPLES]) {
      expect(routeRequest(config, { ...request, scheme: 'http' })).toMatchObject({ kind: 'redirected', status: 308 });
    }
  });
});
