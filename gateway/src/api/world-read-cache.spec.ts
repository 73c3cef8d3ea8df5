import { WorldReadCache } from './world-read-cache';

describe('the per-world read cache', () => {
  it('answers from memory until the time-to-live runs out', () => {
    const cache = new WorldReadCache(1_000);
    expect(cache.store('w1', 'k', 'body', cache.ticket(), 0)).toBe(true);
    expect(cache.get('w1', 'k', 999)).toBe('body');
    expect(cache.get('w1', 'k', 1_000)).toBeUndefined();
    expect(cache.get('w2', 'k', 0)).toBeUndefined();
  });

  it('forgets a world when it changes, and only that world', () => {
    const cache = new WorldReadCache(60_000);
    cache.store('w1', 'k', 'one', cache.ticket(), 0);
    cache.store('w2', 'k', 'two', cache.ticket(), 0);
    cache.invalidate('w1');
    expect(cache.get('w1', 'k', 1)).toBeUndefined();
    expect(cache.get('w2', 'k', 1)).toBe('two');
  });

  it('refuses an answer fetched before the world changed, keeps one fetched after', () => {
    const cache = new WorldReadCache(60_000);
    const before = cache.ticket();
    cache.invalidate('w1');
    expect(cache.store('w1', 'k', 'stale', before, 0)).toBe(false);
    expect(cache.get('w1', 'k', 1)).toBeUndefined();
    expect(cache.store('w2', 'k', 'other world', before, 0)).toBe(true);
    expect(cache.store('w1', 'k', 'fresh', cache.ticket(), 0)).toBe(true);
    expect(cache.get('w1', 'k', 1)).toBe('fresh');
  });

  it('refuses everything fetched before a clear, and stays bounded', () => {
    const cache = new WorldReadCache(60_000, 2);
    const before = cache.ticket();
    cache.clear();
    expect(cache.store('w1', 'k', 'stale', before, 0)).toBe(false);
    cache.store('w1', 'a', '1', cache.ticket(), 0);
    cache.store('w1', 'b', '2', cache.ticket(), 0);
    cache.store('w2', 'c', '3', cache.ticket(), 0);
    expect(cache.get('w1', 'a', 1)).toBeUndefined();
    expect(cache.get('w2', 'c', 1)).toBe('3');
  });

  it('keeps nothing when its time-to-live is zero', () => {
    const cache = new WorldReadCache(0);
    expect(cache.store('w1', 'k', 'body', cache.ticket(), 0)).toBe(false);
  });
});
