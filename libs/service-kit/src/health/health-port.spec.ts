import { DEFAULT_HEALTH_PORT, healthPortFromEnv } from './health-port';

describe('healthPortFromEnv', () => {
  it('opens no port when HEALTH_PORT is unset outside production, so many processes on one machine never collide', () => {
    expect(healthPortFromEnv({})).toBeNull();
    expect(healthPortFromEnv({ HEALTH_PORT: '', NODE_ENV: 'test' })).toBeNull();
  });

  it('opens 9464 in production unless told otherwise', () => {
    expect(healthPortFromEnv({ NODE_ENV: 'production' })).toBe(DEFAULT_HEALTH_PORT);
    expect(DEFAULT_HEALTH_PORT).toBe(9464);
    expect(healthPortFromEnv({ NODE_ENV: 'production', HEALTH_PORT: 'off' })).toBeNull();
  });

  it('takes the port named, 0 for any free one', () => {
    expect(healthPortFromEnv({ HEALTH_PORT: '9100' })).toBe(9100);
    expect(healthPortFromEnv({ HEALTH_PORT: ' 0 ' })).toBe(0);
  });

  it('refuses a value that is no port', () => {
    expect(() => healthPortFromEnv({ HEALTH_PORT: 'health' })).toThrow(/HEALTH_PORT/);
    expect(() => healthPortFromEnv({ HEALTH_PORT: '70000' })).toThrow(/HEALTH_PORT/);
    expect(() => healthPortFromEnv({ HEALTH_PORT: '-1' })).toThrow(/HEALTH_PORT/);
  });
});
