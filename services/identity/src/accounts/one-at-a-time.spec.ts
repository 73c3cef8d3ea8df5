import { oneAtATime } from './one-at-a-time';

describe('oneAtATime', () => {
  it('starts each call once the one before has settled, in order, failures included', async () => {
    const queued = oneAtATime();
    let running = 0;
    let most = 0;
    const order: number[] = [];
    const job = (n: number, fail = false) =>
      queued(async () => {
        running++;
        most = Math.max(most, running);
        await new Promise((resolve) => setTimeout(resolve, 5));
        order.push(n);
        running--;
        if (fail) throw new Error(`job ${n} failed`);
        return n;
      });
    const results = await Promise.allSettled([job(1), job(2, true), job(3), job(4)]);
    expect(most).toBe(1);
    expect(order).toEqual([1, 2, 3, 4]);
    expect(results.map((r) => (r.status === 'fulfilled' ? r.value : 'failed'))).toEqual([1, 'failed', 3, 4]);
  });
});
