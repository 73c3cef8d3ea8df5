import { FailureLimiter } from './rate-limit';

describe('FailureLimiter', () => {
  const keys = (account: string, address: string) => [
    { key: `account:${account}`, limit: 3 },
    { key: `address:${address}`, limit: 5 },
  ];

  it('refuses an account after its failures, until the window passes', () => {
    const limiter = new FailureLimiter(1_000);
    for (let t = 0; t < 3; t++) {
      expect(limiter.allows(keys('a', '1.1.1.1'), t)).toBe(true);
      limiter.fail(keys('a', '1.1.1.1'), t);
    }
    expect(limiter.allows(keys('a', '2.2.2.2'), 3)).toBe(false);
    expect(limiter.allows(keys('b', '1.1.1.1'), 3)).toBe(true);
    expect(limiter.allows(keys('a', '2.2.2.2'), 1_003)).toBe(true);
  });

  it('refuses an address after more failures, whichever accounts they were for', () => {
    const limiter = new FailureLimiter(1_000);
    for (let i = 0; i < 5; i++) limiter.fail(keys(`user${i}`, '9.9.9.9'), i);
    expect(limiter.allows(keys('fresh', '9.9.9.9'), 6)).toBe(false);
  });
});
