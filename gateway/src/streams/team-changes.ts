/**
 * A world's teams changed (a decision made, a team formed): many in a burst (a class deciding in
 * the deadline's last minute, the engine applying a round's slices), one event to the managers'
 * streams per world and window. The event names the company when only one changed, so the class
 * dashboard may read that team alone.
 */
export class TeamChanges {
  private readonly pending = new Map<string, Set<string | null>>();
  private readonly timers = new Set<NodeJS.Timeout>();

  constructor(
    private readonly windowMs: number,
    private readonly send: (worldId: string, companyId: string | null) => void,
  ) {}

  changed(worldId: string, companyId: string | null): void {
    const companies = this.pending.get(worldId);
    if (companies) return void companies.add(companyId);
    this.pending.set(worldId, new Set([companyId]));
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      const changed = [...(this.pending.get(worldId) ?? [])];
      this.pending.delete(worldId);
      this.send(worldId, changed.length === 1 ? (changed[0] ?? null) : null);
    }, this.windowMs);
    timer.unref();
    this.timers.add(timer);
  }

  stop(): void {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    this.pending.clear();
  }
}
