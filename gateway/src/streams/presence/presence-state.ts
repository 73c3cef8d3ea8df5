import type { PresenceAnnouncement, TeammatePresence } from '@simbiz/contracts';

/** A tab on a decision page as one replica heard it announced, until `expiresAt` unless announced again. */
export interface HeardTab extends PresenceAnnouncement {
  page: string;
  expiresAt: number;
}

/** Every tab a replica has heard of, by world and tab (`tabKey`). */
export type PresenceState = ReadonlyMap<string, HeardTab>;

/** A world's team: whose streams hear of a change. */
export interface TeamKey {
  worldId: string;
  companyId: string;
}

export const EMPTY_PRESENCE: PresenceState = new Map();

export const tabKey = (worldId: string, tab: string) => `${worldId}|${tab}`;

/**
 * The state after an announcement heard at `now`: the tab joins, moves or is announced again (kept
 * `ttlMs` longer), or leaves (`page: null`; only the stream it came from ends it, not an older
 * stream of the same tab that closed late). `changed` names the teams whose members should hear,
 * none when nothing they see changed (a heartbeat's repetition).
 */
export function heard(state: PresenceState, announced: PresenceAnnouncement, now: number, ttlMs: number): { state: PresenceState; changed: TeamKey[] } {
  const key = tabKey(announced.worldId, announced.tab);
  const before = state.get(key);
  const team = { worldId: announced.worldId, companyId: announced.companyId };
  if (announced.page === null) {
    if (!before || before.stream !== announced.stream) return { state, changed: [] };
    const next = new Map(state);
    next.delete(key);
    return { state: next, changed: [teamOf(before)] };
  }
  const entry: HeardTab = { ...announced, page: announced.page, expiresAt: now + ttlMs };
  const next = new Map(state).set(key, entry);
  const same =
    before !== undefined &&
    before.companyId === entry.companyId &&
    before.page === entry.page &&
    before.editing === entry.editing &&
    before.name === entry.name &&
    before.userId === entry.userId;
  if (same) return { state: next, changed: [] };
  // A tab that moved to another team (its stream reopened after a change of team) is gone from the first as well.
  const moved = before !== undefined && before.companyId !== entry.companyId;
  return { state: next, changed: moved ? [teamOf(before), team] : [team] };
}

/** The state without the tabs nobody announced in time (a replica gone without a word), and the teams they leave. */
export function expired(state: PresenceState, now: number): { state: PresenceState; changed: TeamKey[] } {
  const gone = [...state.entries()].filter(([, tab]) => tab.expiresAt <= now);
  if (gone.length === 0) return { state, changed: [] };
  const next = new Map(state);
  const teams = new Map<string, TeamKey>();
  for (const [key, tab] of gone) {
    next.delete(key);
    teams.set(`${tab.worldId}|${tab.companyId}`, teamOf(tab));
  }
  return { state: next, changed: [...teams.values()] };
}

/**
 * What a member's stream is told: the tabs of the others of the same team of the same world (their
 * own tabs are not "someone else"; another team's never), as TeammatePresence and nothing more.
 */
export function teammatesOf(state: PresenceState, viewer: { worldId: string; companyId: string; userId: string }): TeammatePresence[] {
  const seen: TeammatePresence[] = [];
  for (const tab of state.values())
    if (tab.worldId === viewer.worldId && tab.companyId === viewer.companyId && tab.userId !== viewer.userId)
      seen.push({ tab: tab.tab, name: tab.name, page: tab.page, editing: tab.editing });
  return seen.sort((a, b) => a.name.localeCompare(b.name) || a.tab.localeCompare(b.tab));
}

function teamOf(tab: HeardTab): TeamKey {
  return { worldId: tab.worldId, companyId: tab.companyId };
}
