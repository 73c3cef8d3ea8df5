import { readGatewayConfig, trustProxySetting } from './config';

describe('readGatewayConfig: trusted proxies', () => {
  it('trusts no proxy unless told', () => {
    expect(readGatewayConfig({}).trustedProxies).toEqual([]);
    expect(readGatewayConfig({ TRUSTED_PROXIES: '' }).trustedProxies).toEqual([]);
  });

  it('reads addresses, ranges and named ranges from TRUSTED_PROXIES', () => {
    expect(readGatewayConfig({ TRUSTED_PROXIES: '10.0.0.0/8, 127.0.0.1,::1 ,loopback' }).trustedProxies).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      '::1',
      'loopback',
    ]);
  });

  it('refuses to start with an entry that names no address', () => {
    expect(() => readGatewayConfig({ TRUSTED_PROXIES: 'kong.internal' })).toThrow();
    expect(() => readGatewayConfig({ TRUSTED_PROXIES: '10.0.0.0/99' })).toThrow();
  });
});

describe('readGatewayConfig: trusted proxy hops', () => {
  it('believes at most that many named proxies in a row', () => {
    const trust = trustProxySetting(readGatewayConfig({ TRUSTED_PROXIES: 'uniquelocal', TRUSTED_PROXY_HOPS: '1' }));
    if (typeof trust !== 'function') throw new Error('a hop limit makes a function');
    expect(trust('10.244.1.7', 0)).toBe(true);
    // The address the proxy saw is private too (a campus network), yet it is the client.
    expect(trust('10.8.0.5', 1)).toBe(false);
    expect(trust('203.0.113.9', 0)).toBe(false);
    expect(trustProxySetting(readGatewayConfig({ TRUSTED_PROXIES: 'loopback' }))).toEqual(['loopback']);
    expect(trustProxySetting(readGatewayConfig({}))).toBe(false);
  });

  it('refuses a hop count without named proxies, or out of range', () => {
    expect(() => readGatewayConfig({ TRUSTED_PROXY_HOPS: '1' })).toThrow(/name them too/);
    expect(() => readGatewayConfig({ TRUSTED_PROXY_HOPS: '-1', TRUSTED_PROXIES: 'loopback' })).toThrow();
  });
});
