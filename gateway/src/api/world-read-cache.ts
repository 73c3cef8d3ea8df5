/**
 * Answers of reads marked `cachedPerWorld`, kept per world until the world changes: a
 * worldChanged event from any service, a write to the world through this gateway, a lost NATS
 * connection (events may have been missed) or the time-to-live, whichever comes first.
 *
 * A read that was under way when its world changed is not stored (it may hold the old state):
 * `ticket()` is taken before asking the service and `store()` refuses a ticket older than the
 * world's last change.
 */
export class WorldReadCache {
  private readonly worlds = new Map<string, Map<string, { body: string; until: number }>>();
  private readonly changedAt = new Map<string, number>();
  private clock = 0;
  private clearedAt = 0;
  private size = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 100_000,
  ) {}

  get(worldId: string, key: string, now = Date.now()): string | undefined {
    const entry = this.worlds.get(worldId)?.get(key);
    return entry && entry.until > now ? entry.body : undefined;
  }

  ticket(): number {
    return this.clock;
  }

  store(worldId: string, key: string, body: string, ticket: number, now = Date.now()): boolean {
    if (this.ttlMs <= 0 || ticket < this.clearedAt || ticket < (this.changedAt.get(worldId) ?? 0)) return false;
    if (this.size >= this.maxEntries) this.clear();
    let entries = this.worlds.get(worldId);
    if (!entries) this.worlds.set(worldId, (entries = new Map()));
    if (!entries.has(key)) this.size++;
    entries.set(key, { body, until: now + this.ttlMs });
    return true;
  }

  /** The world changed: forget its answers, and refuse reads that started before now. */
  invalidate(worldId: string): void {
    this.changedAt.set(worldId, ++this.clock);
    this.size -= this.worlds.get(worldId)?.size ?? 0;
    this.worlds.delete(worldId);
  }

  clear(): void {
    this.clearedAt = ++this.clock;
    this.changedAt.clear();
    this.worlds.clear();
    this.size = 0;
  }
}
