import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { ApiClient } from './api-client';
import { useApi, useShell } from './shell-services';

/** Fired on `window` by reloadReads(): every mounted useRead of the page reads again. */
export const RELOAD_READS_EVENT = 'simbiz:reload-reads';

/** Makes every mounted read of the page (useRead) read again, as after a refusal's "Reload". */
export function reloadReads(target: Pick<EventTarget, 'dispatchEvent'> = window): void {
  target.dispatchEvent(new Event(RELOAD_READS_EVENT));
}

const noRevision = () => () => undefined;
const zero = () => 0;

/**
 * A number that goes up whenever what a page shows should be read again: the world's round life
 * moved or its stream came back after a break (the shell's world events hub), or reloadReads().
 * A read that depends on it stays current with the round.
 */
export function useReadRevision(): number {
  const hub = useShell().worldEvents;
  const world = useSyncExternalStore(hub?.onRevision ?? noRevision, hub?.revision ?? zero);
  const [reloads, setReloads] = useState(0);
  useEffect(() => {
    if (typeof window === 'undefined') return undefined;
    const reload = () => setReloads((n) => n + 1);
    window.addEventListener(RELOAD_READS_EVENT, reload);
    return () => window.removeEventListener(RELOAD_READS_EVENT, reload);
  }, []);
  return world + reloads;
}

/** While the client has a call out, a new one would be dropped: wait this long and ask again. */
const BUSY_RETRY_MS = 50;

/**
 * A read of a page: its own API client (one call at a time each), loaded when `key` changes (''
 * waits), on `reload()`, and whenever useReadRevision goes up (the round moved on, the stream came
 * back, reloadReads()), so no figure of an earlier round stays on screen. A read asked for while
 * the previous is still out waits for it instead of being dropped, so the last word is the latest.
 */
export function useRead<T>(load: (api: ApiClient, done: (data: T) => void) => void, key: string): [T | null, () => void] {
  const api = useApi();
  const revision = useReadRevision();
  const [data, setData] = useState<T | null>(null);
  const [version, setVersion] = useState(0);
  // `load` is rebuilt on every render; `key` names what it reads, so the latest `load` is used.
  const latestLoad = useRef(load);
  latestLoad.current = load;
  useEffect(() => {
    if (!key) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const attempt = () => {
      if (api.busy) timer = setTimeout(attempt, BUSY_RETRY_MS);
      else latestLoad.current(api, setData);
    };
    attempt();
    return () => clearTimeout(timer);
  }, [api, key, version, revision]);
  return [data, () => setVersion((v) => v + 1)];
}
