/**
 * What was read about a world, kept until the world changes: a worldChanged event from any service,
 * a write to the world through the keeper, a lost NATS connection (events may have been missed) or
 * the time-to-live, whichever comes first. The gateway keeps the answers of reads marked
 * `cachedPerWorld` in one; every service keeps the access of its company reads in another
 * (ReadContexts).
 *
 * A read that was under way when its world changed is not stored (it may hold the old state):
 * `ticket()` is taken before asking the service and `store()` refuses a ticket older than the
 * world's last change.
 *
 * Reads of one key that miss at the same time share one request to the service (`shared`): when a
 * round is resolved and a class opens the same page, the service answers it once, not once per
 * click. A read that starts after its world changed never joins one that started before.
 */
export class WorldReadCache<T = unknown> {
  private readonly worlds = new Map<string, Map<string, { body: T; until: number }>>();
  private readonly pending = new Map<string, Map<string, Promise<unknown>>>();
  private readonly changedAt = new Map<string, number>();
  private clock = 0;
  private clearedAt = 0;
  private size = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 100_000,
  ) {}

  get(worldId: string, key: string, now = Date.now()): T | undefined {
    const entry = this.worlds.get(worldId)?.get(key);
    return entry && entry.until > now ? entry.body : undefined;
  }

  ticket(): number {
    return this.clock;
  }

  store(worldId: string, key: string, body: T, ticket: number, now = Date.now()): boolean {
    if (this.ttlMs <= 0 || ticket < this.clearedAt || ticket < (this.changedAt.get(worldId) ?? 0)) return false;
    if (this.size >= this.maxEntries) this.clear();
    let entries = this.worlds.get(worldId);
    if (!entries) this.worlds.set(worldId, (entries = new Map()));
    if (!entries.has(key)) this.size++;
    entries.set(key, { body, until: now + this.ttlMs });
    return true;
  }

  /** Runs `work` for a key, or joins the run of it already under way since the world last changed. */
  shared<R>(worldId: string, key: string, work: () => Promise<R>): Promise<R> {
    const runs = this.pending.get(worldId) ?? new Map<string, Promise<unknown>>();
    const running = runs.get(key);
    if (running) return running as Promise<R>;
    const run = work().finally(() => {
      if (runs.get(key) === run) runs.delete(key);
      if (runs.size === 0 && this.pending.get(worldId) === runs) this.pending.delete(worldId);
    });
    runs.set(key, run);
    this.pending.set(worldId, runs);
    return run;
  }

  /** The world changed: forget its answers, and refuse reads that started before now. */
  invalidate(worldId: string): void {
    this.changedAt.set(worldId, ++this.clock);
    this.size -= this.worlds.get(worldId)?.size ?? 0;
    this.worlds.delete(worldId);
    this.pending.delete(worldId);
  }

  clear(): void {
    this.clearedAt = ++this.clock;
    this.changedAt.clear();
    this.worlds.clear();
    this.pending.clear();
    this.size = 0;
  }
}
