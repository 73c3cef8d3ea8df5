import type { TeammatePresence } from '@simbiz/contracts';
import { useT } from '@simbiz/ui';
import { useLocation, useTeamPresence, useWorld, worldFlags } from '@simbiz/web-kit';
import { type ItemPresence, ItemPresenceContext } from '@simbiz/web-kit/src/decision-presence';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import styled from 'styled-components';

const Mark = styled.span`
  display: inline-block;
  margin-left: 0.4rem;
  padding: 0 0.4rem;
  border-radius: 0.6rem;
  font-size: 0.8rem;
  font-weight: 400;
  white-space: nowrap;
  background: ${({ theme }) => theme.variants.warning.soft};
  color: ${({ theme }) => theme.variants.warning.softText};
  /* Under an item card's heading (a phone) it starts the line, not after a name. */
  :is(h2, h3, h4) + & {
    margin: 0 0 0.5rem;
  }
`;

const Line = styled.p`
  margin: 0.5rem 0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.textMuted};
`;

/** The names of some tabs, each person once, as the language lists them ("Mei and Jin"). */
function names(tabs: readonly TeammatePresence[], language: string): { names: string; count: number } {
  const unique = [...new Set(tabs.map((tab) => tab.name))];
  return { names: new Intl.ListFormat(language, { type: 'conjunction' }).format(unique), count: unique.length };
}

const PageTeammates = createContext<readonly TeammatePresence[]>([]);

/**
 * Who else of the team is on the operations page shown, for every page of the area: this tab says
 * which page it is on (a team's member only: a manager has no team to be seen by), the line above
 * the page names the others here, and the kit's tables mark the items they edit (its
 * ItemPresenceContext; the forms say which item they edit with useEditingItem).
 */
export function TeamPresenceFrame({ children }: { children: ReactNode }) {
  const { t, language } = useT('operations');
  const world = useWorld();
  const { pathname } = useLocation();
  const member = world?.details ? worldFlags(world.details).joinedTeam : false;
  const { teammates, claim } = useTeamPresence(world?.worldId, member ? pathname : null);
  const items = useMemo<ItemPresence>(
    () => ({
      claim,
      markOf: (itemId) => {
        const editing = teammates.filter((tab) => tab.editing === itemId);
        if (editing.length === 0) return null;
        const said = names(editing, language);
        return (
          <Mark data-testid="editing-mark" title={t('presence.editingLabel', said)}>
            {t('presence.editing', said)}
          </Mark>
        );
      },
    }),
    [claim, teammates, t, language],
  );
  return (
    <PageTeammates.Provider value={teammates}>
      <ItemPresenceContext.Provider value={items}>{children}</ItemPresenceContext.Provider>
    </PageTeammates.Provider>
  );
}

/** The small line above the page: "Also on this page: Mei and Jin" (nothing when nobody else is). */
export function AlsoOnThisPage() {
  const { t, language } = useT('operations');
  const teammates = useContext(PageTeammates);
  // The live region stays in place, so a screen reader hears a teammate arrive.
  return (
    <div role="status" data-testid="page-presence">
      {teammates.length > 0 ? <Line>{t('presence.alsoHere', names(teammates, language))}</Line> : null}
    </div>
  );
}
