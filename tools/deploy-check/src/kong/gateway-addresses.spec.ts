import { bffAddresses, gatewayAddresses } from './gateway-addresses';

describe("the gateway's literal routes, read from its sources", () => {
  it('finds the BFF, the OpenAPI document, the manifest and the shell page', () => {
    expect(gatewayAddresses()).toEqual(
      expect.arrayContaining([
        { method: 'GET', path: '/' },
        { method: 'GET', path: '/openapi.json' },
        { method: 'GET', path: '/mfe-manifest.json' },
        { method: 'GET', path: '/bff/login' },
        { method: 'POST', path: '/bff/login' },
        { method: 'GET', path: '/bff/logout' },
      ]),
    );
    expect(bffAddresses().every((address) => address.path.startsWith('/bff/'))).toBe(true);
  });
});
