import type { WorldEventTopic } from '@simbiz/contracts';
import { followWorldEvents, type FollowOptions, type WorldEvent } from './world-events';

export type WorldEventListener = (event: WorldEvent) => void;

/**
 * The tab's one stream of a world (ShellServices.worldEvents), shared by the shell and every
 * micro-frontend: who holds it open and who listens to which topics. Its `revision` goes up on
 * every round event and after every reconnect, and every mounted read (useRead) reads again then.
 */
export interface WorldEventsHub {
  /** Keeps the world's stream open until the returned function is called (the shell's world frame holds the world shown). */
  follow(worldId: string): () => void;
  /** Hears the world's events of these topics (and keeps its stream open meanwhile); after a break each topic once, as `{ worldId, topic }`. */
  subscribe(worldId: string, topics: readonly WorldEventTopic[], listener: WorldEventListener): () => void;
  revision(): number;
  onRevision(listener: () => void): () => void;
  /** The tab's id (random, one per hub: one per tab), sent with its streams and its presence. */
  readonly tab: string;
  /** Calls `listener` whenever the world's stream opens (the first time and after every break), until the returned function is called. */
  onOpen(worldId: string, listener: () => void): () => void;
}

export type HubOptions = Pick<FollowOptions, 'fetch' | 'baseUrl' | 'backoff'> & {
  /** A stream let go is closed this much later: a page replaced by the next one keeps it. */
  closeDelayMs?: number;
  /** The tab's id; a random one when not given. */
  tab?: string;
};

/** A random id for the tab: getRandomValues works where randomUUID does not (a page served over plain http). */
export function newTabId(): string {
  const bytes = new Uint8Array(12);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

interface Channel {
  holds: number;
  listeners: Set<{ topics: readonly WorldEventTopic[]; listener: WorldEventListener }>;
  abort: AbortController;
  closing?: ReturnType<typeof setTimeout>;
}

export function createWorldEventsHub(options: HubOptions = {}): WorldEventsHub {
  const channels = new Map<string, Channel>();
  const revisionListeners = new Set<() => void>();
  const openListeners = new Set<{ worldId: string; listener: () => void }>();
  const tab = options.tab ?? newTabId();
  let revision = 0;
  const bump = () => {
    revision += 1;
    revisionListeners.forEach((listener) => listener());
  };
  const deliver = (channel: Channel, event: WorldEvent) => {
    for (const { topics, listener } of [...channel.listeners]) if (topics.includes(event.topic)) listener(event);
  };
  const hold = (worldId: string): (() => void) => {
    const doFetch = options.fetch ?? globalThis.fetch;
    // No fetch (a test's jsdom): nothing to follow.
    if (typeof doFetch !== 'function') return () => undefined;
    let channel = channels.get(worldId);
    if (!channel) {
      const opened: Channel = { holds: 0, listeners: new Set(), abort: new AbortController() };
      channels.set(worldId, (channel = opened));
      void followWorldEvents({
        worldId,
        tab,
        fetch: doFetch,
        ...(options.baseUrl !== undefined ? { baseUrl: options.baseUrl } : {}),
        ...(options.backoff ? { backoff: options.backoff } : {}),
        signal: opened.abort.signal,
        onEvent: (event) => {
          if (event.topic === 'round') bump();
          deliver(opened, event);
        },
        onOpen: () => {
          for (const open of [...openListeners]) if (open.worldId === worldId) open.listener();
        },
        onReconnect: () => {
          bump();
          for (const { topics, listener } of [...opened.listeners]) topics.forEach((topic) => listener({ worldId, topic }));
        },
      });
    }
    const held = channel;
    clearTimeout(held.closing);
    held.holds += 1;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      held.holds -= 1;
      if (held.holds > 0) return;
      held.closing = setTimeout(() => {
        if (held.holds > 0 || channels.get(worldId) !== held) return;
        channels.delete(worldId);
        held.abort.abort();
      }, options.closeDelayMs ?? 1_000);
    };
  };
  return {
    follow: hold,
    subscribe(worldId, topics, listener) {
      const release = hold(worldId);
      const entry = { topics, listener };
      channels.get(worldId)?.listeners.add(entry);
      return () => {
        channels.get(worldId)?.listeners.delete(entry);
        release();
      };
    },
    revision: () => revision,
    onRevision(listener) {
      revisionListeners.add(listener);
      return () => revisionListeners.delete(listener);
    },
    tab,
    onOpen(worldId, listener) {
      const entry = { worldId, listener };
      openListeners.add(entry);
      return () => void openListeners.delete(entry);
    },
  };
}
