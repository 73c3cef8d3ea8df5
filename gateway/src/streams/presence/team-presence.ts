import type { PresenceAnnouncement, TeammatePresence } from '@simbiz/contracts';
import { EMPTY_PRESENCE, expired, heard, type PresenceState, tabKey, type TeamKey, teammatesOf } from './presence-state';

/** A tab whose stream this replica holds: whose it is (learnt when it opened) and where it is. */
export type HeldTab = Omit<PresenceAnnouncement, 'page' | 'editing'> & { page: string | null; editing: string | null };

export interface TeamPresenceDeps {
  /** To every replica, this one included (presenceChangedEvent). */
  announce: (announcement: PresenceAnnouncement) => void;
  /** The team's presence changed at this replica: its members' streams here hear it. */
  changed: (team: TeamKey) => void;
  /** How long a tab is kept without being announced again (a few heartbeats). */
  ttlMs: number;
  now?: () => number;
}

/**
 * One replica's share of the teams' presence. It holds the tabs whose streams are open here and
 * announces each change of theirs, and each again on every heartbeat; it keeps every tab it hears
 * announced, from any replica, until it leaves or is not announced again in time, so a stream that
 * opens here is told its team's presence at once. The replicas agree over core NATS, with nothing
 * stored: a replica that stops takes its tabs with it once they expire.
 */
export class TeamPresence {
  private state: PresenceState = EMPTY_PRESENCE;
  private readonly held = new Map<string, HeldTab>();
  private readonly now: () => number;

  constructor(private readonly deps: TeamPresenceDeps) {
    this.now = deps.now ?? Date.now;
  }

  /** A member's stream opened here; where the tab is comes with its first report. */
  opened(tab: Omit<HeldTab, 'page' | 'editing'>): void {
    this.held.set(tabKey(tab.worldId, tab.tab), { ...tab, page: null, editing: null });
  }

  /** The stream ended: the tab leaves (only this stream's presence, not a newer stream's of the same tab). */
  closed(worldId: string, tab: string, stream: string): void {
    const key = tabKey(worldId, tab);
    const held = this.held.get(key);
    if (!held || held.stream !== stream) return;
    this.held.delete(key);
    if (held.page !== null) this.deps.announce({ ...held, page: null, editing: null });
  }

  /** A tab's report (presenceReportedEvent), from whichever replica took it: acted on here if this one holds that person's tab. */
  reported(report: { worldId: string; userId: string; tab: string; page: string | null; editing: string | null }): void {
    const key = tabKey(report.worldId, report.tab);
    const held = this.held.get(key);
    // Someone else's tab id, or a tab this replica does not hold: not this replica's to announce.
    if (!held || held.userId !== report.userId) return;
    const editing = report.page === null ? null : report.editing;
    if (held.page === report.page && held.editing === editing) return;
    const next = { ...held, page: report.page, editing };
    this.held.set(key, next);
    this.deps.announce(next);
  }

  /** An announcement heard from NATS (any replica's, this one's too). */
  heard(announcement: PresenceAnnouncement): void {
    const { state, changed } = heard(this.state, announcement, this.now(), this.deps.ttlMs);
    this.state = state;
    changed.forEach(this.deps.changed);
  }

  /** Every heartbeat: this replica's tabs announced again, and those nobody announced in time forgotten. */
  heartbeat(): void {
    for (const tab of this.held.values()) if (tab.page !== null) this.deps.announce(tab);
    const { state, changed } = expired(this.state, this.now());
    this.state = state;
    changed.forEach(this.deps.changed);
  }

  /** What a member's stream shows of the team (see teammatesOf). */
  teammatesOf(viewer: { worldId: string; companyId: string; userId: string }): TeammatePresence[] {
    return teammatesOf(this.state, viewer);
  }
}
