/** @jest-environment jsdom */
import { createI18n } from '@simbiz/i18n';
import { I18nProvider, lightTheme } from '@simbiz/ui';
import { ApiClient, type LoadedWorld, type ReviewedCompany, ShellProvider, type ShellServices } from '@simbiz/web-kit';
import { fireEvent, render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import CompanyPicker from './company-picker';

const WORLD = '78875a73-a527-4bb9-bbfe-7793abed2c12';
const TEAMS = [
  { teamId: 't1', name: 'Red', companyId: 'c1', companyName: 'Acme', companyStatus: 1, description: '', memberCount: 3 },
  { teamId: 't2', name: 'Blue', companyId: 'c2', companyName: 'Bolt', companyStatus: 1, description: '', memberCount: 2 },
];

/** The picker in a world whose manager reviews `reviewed`, with the teams' list answered from `teams`. */
function renderPicker(reviewed: ReviewedCompany | null, teams = TEAMS) {
  const reviewCompany = jest.fn();
  // jsdom has no Response: the client reads only the status and the JSON.
  const fetchTeams = (async () => ({ status: 200, json: async () => ({ code: 0, data: teams }) })) as unknown as typeof fetch;
  const services = { createApi: () => new ApiClient({ fetch: fetchTeams }) } as unknown as ShellServices;
  const world: LoadedWorld = { worldId: WORLD, details: null, reload: async () => undefined, reviewedCompany: reviewed, reviewCompany };
  render(
    <ShellProvider services={services}>
      <I18nProvider i18n={createI18n({ locale: 'en' })}>
        <ThemeProvider theme={lightTheme}>
          <CompanyPicker world={world} />
        </ThemeProvider>
      </I18nProvider>
    </ShellProvider>,
  );
  return reviewCompany;
}

describe('the instructor’s company picker (issue 18)', () => {
  it('is a labelled list of the world’s team companies and none; choosing one reviews it', async () => {
    const reviewCompany = renderPicker(null);
    const picker = screen.getByLabelText('Reviewing');
    expect(await screen.findByRole('option', { name: 'Red – Acme' })).toBeTruthy();
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['No team chosen', 'Red – Acme', 'Blue – Bolt']);
    fireEvent.change(picker, { target: { value: 'c2' } });
    expect(reviewCompany).toHaveBeenLastCalledWith({ companyId: 'c2', name: 'Bolt' });
    fireEvent.change(picker, { target: { value: '' } });
    expect(reviewCompany).toHaveBeenLastCalledWith(null);
  });

  it('shows the company being reviewed, and forgets it once its team is gone', async () => {
    const stays = renderPicker({ companyId: 'c1', name: 'Acme' });
    await screen.findByRole('option', { name: 'Red – Acme' });
    expect((screen.getByLabelText('Reviewing') as HTMLSelectElement).value).toBe('c1');
    expect(stays).not.toHaveBeenCalled();
    document.body.innerHTML = '';
    const gone = renderPicker({ companyId: 'c9', name: 'Gone' });
    await screen.findByRole('option', { name: 'Blue – Bolt' });
    expect(gone).toHaveBeenCalledWith(null);
  });
});
