import { readGatewayConfig } from './config';

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
