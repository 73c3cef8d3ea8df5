import type { TeammatePresence } from '@simbiz/contracts';
import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import { useShell } from './shell-services';

const NOBODY: readonly TeammatePresence[] = [];
const NO_STORE = () => () => undefined;

export interface PagePresence {
  /** The teammates' tabs on this page (one person may have two). */
  teammates: readonly TeammatePresence[];
  /** Says this tab edits `itemId` until the returned function is called (a form's effect). */
  claim: (itemId: string) => () => void;
}

/**
 * This tab is on `page` of the world for as long as the component is mounted (null: it says
 * nothing, as for a manager, who has no team), and who else of the team is on it. Without the
 * shell's presence (a page test) nobody is.
 */
export function useTeamPresence(worldId: string | null | undefined, page: string | null): PagePresence {
  const presence = useShell().presence;
  useEffect(() => (presence && worldId && page ? presence.show(worldId, page) : undefined), [presence, worldId, page]);
  const all = useSyncExternalStore(presence?.subscribe ?? NO_STORE, () => (presence && worldId ? presence.teammates(worldId) : NOBODY));
  const teammates = useMemo(() => (page ? all.filter((tab) => tab.page === page) : NOBODY), [all, page]);
  const claim = useCallback((itemId: string) => (presence && worldId && page ? presence.claim(worldId, itemId) : () => undefined), [presence, worldId, page]);
  return { teammates, claim };
}
