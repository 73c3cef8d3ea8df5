/**
 * Counts failed sign-in attempts per key (an account's email, a client address) in a sliding
 * window, each key kind with its own limit: a classroom shares one address, so an address may
 * fail far more often than an account. In memory: each gateway replica keeps its own count.
 */
export class FailureLimiter {
  private readonly failures = new Map<string, number[]>();

  constructor(private readonly windowMs: number) {}

  /** False when any key has reached its limit of failures within the window. */
  allows(keys: readonly { key: string; limit: number }[], now = Date.now()): boolean {
    return keys.every(({ key, limit }) => this.recent(key, now).length < limit);
  }

  fail(keys: readonly { key: string }[], now = Date.now()): void {
    for (const { key } of keys) this.failures.set(key, [...this.recent(key, now), now]);
    if (this.failures.size > 100_000) this.prune(now);
  }

  private recent(key: string, now: number): number[] {
    return (this.failures.get(key) ?? []).filter((t) => now - t < this.windowMs);
  }

  private prune(now: number): void {
    for (const [key, times] of this.failures) if (times.every((t) => now - t >= this.windowMs)) this.failures.delete(key);
  }
}
