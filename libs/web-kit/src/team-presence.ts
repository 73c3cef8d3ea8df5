import { API_BASE_PATH, CSRF_HEADER, METHOD_OVERRIDE_HEADER, type PresenceReport, STREAM_ROUTES, type TeammatePresence } from '@simbiz/contracts';
import { fillPath } from './api-client';
import type { WorldEventsHub } from './world-events-hub';

/**
 * The tab's presence in its team (ShellServices.presence): where this tab is, told to the gateway
 * when it changes and whenever the world's stream opens again (the stream's end ended it), and
 * where the teammates are, as the stream's `presence` events list them. No polling: a report per
 * change of page or edited item, the gateway keeping it alive with the stream.
 */
export interface TeamPresence {
  /** This tab shows the decision page `page` of the world until the returned function is called. */
  show(worldId: string, page: string): () => void;
  /** This tab edits `itemId` (a form for it is open) until the returned function is called; the latest claim wins. */
  claim(worldId: string, itemId: string): () => void;
  /** The teammates' tabs of the world on a decision page (never the person's own tabs, never another team's). */
  teammates(worldId: string): readonly TeammatePresence[];
  subscribe(listener: () => void): () => void;
}

export interface TeamPresenceOptions {
  hub: WorldEventsHub;
  /** Sends a report; by default a PUT (the method override) of STREAM_ROUTES.presence with fetch. */
  send?: (worldId: string, report: PresenceReport) => void;
  fetch?: typeof fetch;
}

/** One hold of a page or an item (its own object, so two holds of the same value are told apart). */
interface Held {
  value: string;
}

interface WorldPresence {
  pages: Held[];
  claims: Held[];
  teammates: readonly TeammatePresence[];
  /** What the gateway was last told, to send only changes. */
  told: string | null;
  stop: () => void;
}

const NOBODY: readonly TeammatePresence[] = [];

export function createTeamPresence({ hub, send, fetch: doFetch = globalThis.fetch }: TeamPresenceOptions): TeamPresence {
  const worlds = new Map<string, WorldPresence>();
  const listeners = new Set<() => void>();
  const changed = () => listeners.forEach((listener) => listener());
  const report =
    send ??
    ((worldId: string, body: PresenceReport) =>
      // No fetch (a test's jsdom): nobody to tell.
      typeof doFetch === 'function' &&
      void doFetch(`${API_BASE_PATH}${fillPath(STREAM_ROUTES.presence.path, { worldId }).path}`, {
        method: 'POST',
        headers: { [CSRF_HEADER]: '1', [METHOD_OVERRIDE_HEADER]: STREAM_ROUTES.presence.method, 'content-type': 'application/json' },
        credentials: 'same-origin',
        body: JSON.stringify(body),
        // Teammates would see a stale page for a moment; nothing to tell the person.
      }).catch(() => undefined));
  const tell = (worldId: string, world: WorldPresence, again = false) => {
    const page = world.pages.at(-1)?.value ?? null;
    const body: PresenceReport = { tab: hub.tab, page, editing: page === null ? null : (world.claims.at(-1)?.value ?? null) };
    const text = JSON.stringify(body);
    if (!again && text === world.told) return;
    world.told = text;
    report(worldId, body);
  };
  const worldOf = (worldId: string): WorldPresence => {
    const known = worlds.get(worldId);
    if (known) return known;
    const world: WorldPresence = { pages: [], claims: [], teammates: NOBODY, told: null, stop: () => undefined };
    const unsubscribe = hub.subscribe(worldId, ['presence'], (event) => {
      // After a break the hub says "maybe missed" with no list: nobody until the stream lists them again.
      world.teammates = event.teammates ?? NOBODY;
      changed();
    });
    // The stream's end ended this tab's presence at the gateway: it is said again on every open.
    const unOpen = hub.onOpen(worldId, () => world.pages.length > 0 && tell(worldId, world, true));
    world.stop = () => (unsubscribe(), unOpen());
    worlds.set(worldId, world);
    return world;
  };
  const hold = (worldId: string, list: 'pages' | 'claims', value: string): (() => void) => {
    const world = worldOf(worldId);
    const entry: Held = { value };
    world[list].push(entry);
    tell(worldId, world);
    return () => {
      const at = world[list].indexOf(entry);
      if (at < 0) return;
      world[list].splice(at, 1);
      tell(worldId, world);
      if (world.pages.length === 0 && world.claims.length === 0) {
        world.stop();
        worlds.delete(worldId);
        changed();
      }
    };
  };
  return {
    show: (worldId, page) => hold(worldId, 'pages', page),
    claim: (worldId, itemId) => hold(worldId, 'claims', itemId),
    teammates: (worldId) => worlds.get(worldId)?.teammates ?? NOBODY,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}
