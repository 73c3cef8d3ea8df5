import type { KongConfig, KongRoute } from './declarative-schema';
import { routeRequest } from './kong-router';

function config(...routes: KongRoute[]): KongConfig {
  return { _format_version: '3.0', services: [{ name: 'gateway', url: 'http://gateway:80', routes }] };
}

const route = (name: string, fields: Partial<KongRoute> = {}): KongRoute => ({ name, paths: ['/'], strip_path: false, ...fields });

describe("the simulation of Kong's router", () => {
  it('forwards by the longest matching prefix, and only the methods a route names', () => {
    const routes = config(route('root', { methods: ['GET'] }), route('api', { paths: ['/api/'], methods: ['GET'] }));
    expect(routeRequest(routes, { method: 'GET', path: '/api/worlds' })).toEqual({
      kind: 'forwarded',
      service: 'gateway',
      route: 'api',
      upstreamPath: '/api/worlds',
    });
    expect(routeRequest(routes, { method: 'GET', path: '/apix' })).toMatchObject({ route: 'root' });
    expect(routeRequest(routes, { method: 'POST', path: '/api/worlds' })).toEqual({ kind: 'noRoute' });
  });

  it('tries regular expressions, anchored at the start, before any prefix, by regex_priority', () => {
    const routes = config(
      route('prefix', { paths: ['/api/worlds/'] }),
      route('details', { paths: ['~/api/worlds/[^/]+/details$'] }),
      route('any', { paths: ['~/api/.*'], regex_priority: 5 }),
    );
    expect(routeRequest(routes, { method: 'GET', path: '/api/worlds/1/details' })).toMatchObject({ route: 'any' });
    expect(routeRequest(config(route('details', { paths: ['~/worlds$'] })), { method: 'GET', path: '/api/worlds' })).toEqual({ kind: 'noRoute' });
  });

  it('ranks a route naming more of methods, headers and paths first, and matches header values case-insensitively', () => {
    const routes = config(
      route('writes', { paths: ['/api/'], methods: ['POST'] }),
      route('deletes', { paths: ['/'], methods: ['POST'], headers: { 'X-Http-Method-Override': ['DELETE'] } }),
    );
    expect(routeRequest(routes, { method: 'POST', path: '/api/x', headers: { 'x-http-method-override': 'delete' } })).toMatchObject({ route: 'deletes' });
    expect(routeRequest(routes, { method: 'POST', path: '/api/x', headers: { 'x-http-method-override': 'PUT' } })).toMatchObject({ route: 'writes' });
  });

  it('reports two routes tied at the top instead of picking one', () => {
    const routes = config(route('a', { paths: ['/api/'], methods: ['GET'] }), route('b', { paths: ['/api/'], methods: ['GET', 'POST'] }));
    expect(routeRequest(routes, { method: 'GET', path: '/api/x' })).toEqual({ kind: 'ambiguous', routes: ['a', 'b'] });
  });

  it('redirects plain HTTP on an https-only route with its status, or asks for an upgrade by default', () => {
    expect(routeRequest(config(route('r', { protocols: ['https'], https_redirect_status_code: 308 })), { method: 'GET', path: '/', scheme: 'http' })).toEqual({
      kind: 'redirected',
      route: 'r',
      status: 308,
    });
    expect(routeRequest(config(route('r', { protocols: ['https'] })), { method: 'GET', path: '/', scheme: 'http' })).toEqual({
      kind: 'upgradeRequired',
      route: 'r',
    });
  });

  it("strips the matched prefix unless strip_path is false (Kong's default strips it)", () => {
    const stripping: KongRoute = { name: 'api', paths: ['/api/'] };
    expect(routeRequest(config(stripping), { method: 'GET', path: '/api/worlds' })).toMatchObject({ upstreamPath: '/worlds' });
  });
});
