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
}

export type HubOptions = Pick<FollowOptions, 'fetch' | 'baseUrl' | 'backoff'> & {
  /** A stream let go is closed this much later: a page replaced by the next one keeps it. */
  closeDelayMs?: number;
};

interface Channel {
  holds: number;
  listeners: Set<{ topics: readonly WorldEventTopic[]; listener: WorldEventListener }>;
  abort: AbortController;
  closing?: ReturnType<typeof setTimeout>;
}

export function createWorldEventsHub(options: HubOptions = {}): WorldEventsHub {
  const channels = new Map<string, Channel>();
  const revisionListeners = new Set<() => void>();
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
        fetch: doFetch,
        ...(options.baseUrl !== undefined ? { baseUrl: options.baseUrl } : {}),
        ...(options.backoff ? { backoff: options.backoff } : {}),
        signal: opened.abort.signal,
        onEvent: (event) => {
          if (event.topic === 'round') bump();
          deliver(opened, event);
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
  };
}
