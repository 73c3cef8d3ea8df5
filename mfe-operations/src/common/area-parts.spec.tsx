/** @jest-environment jsdom */
import { createI18n } from '@simbiz/i18n';
import { I18nProvider, lightTheme } from '@simbiz/ui';
import type { WorldResources } from '@simbiz/web-kit';
import { render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { DecisionNote } from './area-parts';
import type { Area } from './use-area';

const FLAGS = { canManageWorld: false, joinedTeam: true, canMakeDecisions: false, companyStatus: 1 };
const AREA: Area = { worldId: 'w', round: 2, flags: FLAGS, status: 2, resources: {} as WorldResources, blockedBecause: null, reviewing: null };

function noteOf(area: Area): string | null {
  const { unmount } = render(
    <I18nProvider i18n={createI18n({ locale: 'en' })}>
      <ThemeProvider theme={lightTheme}>
        <DecisionNote area={area} />
      </ThemeProvider>
    </I18nProvider>,
  );
  const text = screen.queryByTestId('decision-note')?.textContent ?? null;
  unmount();
  return text;
}

describe('the note above the operations pages (section 6, issue 18)', () => {
  it('says nothing to a team that decides, and why a team cannot', () => {
    expect(noteOf(AREA)).toBeNull();
    expect(noteOf({ ...AREA, blockedBecause: 'notRunning' })).toBe('Decisions can be made while a round is running.');
  });

  it('tells a manager whose decisions they review, read-only, or where to choose a team', () => {
    const manager = { ...AREA, flags: { ...FLAGS, canManageWorld: true, joinedTeam: false }, blockedBecause: 'manager' as const };
    expect(noteOf({ ...manager, reviewing: 'Acme' })).toBe('You are reviewing Acme’s decisions; read-only.');
    expect(noteOf(manager)).toBe('Choose a team in the “Reviewing” list above to see its decisions, read-only.');
  });
});
