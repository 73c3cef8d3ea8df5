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

describe('reads of one key under way together', () => {
  const deferred = <T>() => {
    let resolve!: (value: T) => void;
    const promise = new Promise<T>((r) => (resolve = r));
    return { promise, resolve };
  };

  it('share one request, and the next read after it asks again', async () => {
    const cache = new WorldReadCache(60_000);
    const answer = deferred<string>();
    let asked = 0;
    const work = () => (asked++, answer.promise);
    const first = cache.shared('w1', 'k', work);
    const second = cache.shared('w1', 'k', work);
    const otherKey = cache.shared('w1', 'other', () => Promise.resolve('other'));
    answer.resolve('body');
    expect(await Promise.all([first, second, otherKey])).toEqual(['body', 'body', 'other']);
    expect(asked).toBe(1);
    await cache.shared('w1', 'k', () => (asked++, Promise.resolve('again')));
    expect(asked).toBe(2);
  });

  it('do not take in a read that starts after the world changed, nor after a clear', async () => {
    const cache = new WorldReadCache(60_000);
    const old = deferred<string>();
    const before = cache.shared('w1', 'k', () => old.promise);
    cache.invalidate('w1');
    const after = cache.shared('w1', 'k', () => Promise.resolve('new'));
    old.resolve('old');
    expect(await before).toBe('old');
    expect(await after).toBe('new');
    const beforeClear = cache.shared('w2', 'k', () => deferred<string>().promise);
    cache.clear();
    expect(await cache.shared('w2', 'k', () => Promise.resolve('after clear'))).toBe('after clear');
    void beforeClear;
  });

  it('let a failed request fail every reader that shared it, and not the next one', async () => {
    const cache = new WorldReadCache(60_000);
    const failing = deferred<string>();
    const first = cache.shared('w1', 'k', () => failing.promise.then(() => Promise.reject(new Error('no answer'))));
    const second = cache.shared('w1', 'k', () => Promise.resolve('unused'));
    failing.resolve('');
    await expect(first).rejects.toThrow('no answer');
    await expect(second).rejects.toThrow('no answer');
    expect(await cache.shared('w1', 'k', () => Promise.resolve('retried'))).toBe('retried');
  });
});
