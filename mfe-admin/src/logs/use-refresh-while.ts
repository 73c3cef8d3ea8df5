import { useEffect, useRef } from 'react';

/** How often the download records are read again while an export is queued or running. */
export const EXPORTS_REFRESH_MS = 2_000;

/**
 * Calls `refresh` `everyMs` after each answer while `active` holds (an export is queued or
 * running); nothing once it no longer does, nor after the page is left. Waiting after the answer,
 * not on a fixed beat, keeps a slow server from piling reads up. `answeredAt` changes with each
 * answer, so the next wait starts then.
 */
export function useRefreshWhile(active: boolean, answeredAt: unknown, refresh: () => void, everyMs = EXPORTS_REFRESH_MS): void {
  const latest = useRef(refresh);
  latest.current = refresh;
  useEffect(() => {
    if (!active) return;
    const timer = setTimeout(() => latest.current(), everyMs);
    return () => clearTimeout(timer);
  }, [active, answeredAt, everyMs]);
}
