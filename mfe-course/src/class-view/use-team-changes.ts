import { useWorldEvents } from '@simbiz/web-kit';
import { useCallback, useState } from 'react';

interface Changes {
  /** Changes that named no one company (several at once, a team formed, or a stream back after a break). */
  all: number;
  byCompany: Record<string, number>;
}

/**
 * How often each team's decisions have changed since the class dashboard opened, from the world's
 * `teams` events (its managers' streams only). A team's checklist reads again when its count goes
 * up; `onAnyTeam` runs when the change named no company (the list of teams may have changed).
 */
export function useTeamChanges(worldId: string, onAnyTeam: () => void): (companyId: string) => number {
  const [changes, setChanges] = useState<Changes>({ all: 0, byCompany: {} });
  useWorldEvents(worldId, ['teams'], ({ companyId }) => {
    if (!companyId) onAnyTeam();
    setChanges((before) =>
      companyId ? { ...before, byCompany: { ...before.byCompany, [companyId]: (before.byCompany[companyId] ?? 0) + 1 } } : { ...before, all: before.all + 1 },
    );
  });
  return useCallback((companyId: string) => changes.all + (changes.byCompany[companyId] ?? 0), [changes]);
}
