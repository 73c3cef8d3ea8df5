/** @jest-environment jsdom */
import { COMPANY_STATUS, ErrorCode, USER_IN_WORLD_TYPE, WORLD_STATUS, type WorldBrands } from '@simbiz/contracts';
import { createI18n } from '@simbiz/i18n';
import { I18nProvider, lightTheme, toasts } from '@simbiz/ui';
import { ApiClient, BrowserRouter, createStore, type LoadedWorld, Route, Routes, ShellProvider, type ShellServices, type WorldFacts } from '@simbiz/web-kit';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { screenIsSmall } from '../common/test-support/small-screen';
import { CompanyListPage } from './company-list-page';
import { companyRows } from './company-rows';
import { renameState } from './rename-state';

const WORLD = '78875a73-a527-4bb9-bbfe-7793abed2c12';
const OURS = 'c-ours';
const team = (name: string, companyId: string, companyName: string, companyStatus: number = COMPANY_STATUS.active, memberCount = 3) => ({
  teamId: `t-${companyId}`,
  name,
  companyId,
  companyName,
  companyStatus,
  memberCount,
  description: '',
});
const TEAMS = [
  team('Zebras', 'c-zeta', 'Zeta Goods', COMPANY_STATUS.bankrupt, 2),
  team('Owls', OURS, 'Owl Bags'),
  team('Ants', 'c-alpha', 'Alpha Packs', 1, 4),
];
const BRANDS: WorldBrands = [
  {
    companyId: 'c-alpha',
    brands: [
      { brandId: 'b1', name: 'Trail', createdRound: 1, modelCount: 2 },
      { brandId: 'b2', name: 'Summit', createdRound: 2, modelCount: 0 },
    ],
  },
  { companyId: OURS, brands: [{ brandId: 'b3', name: 'Nest', createdRound: 1, modelCount: 1 }] },
];

const participant = (overrides: Partial<WorldFacts> = {}, companyStatus: number = COMPANY_STATUS.active): WorldFacts => ({
  status: WORLD_STATUS.running,
  currentRoundId: '3',
  userInWorldType: USER_IN_WORLD_TYPE.participant,
  teamDetails: { companyId: OURS, companies: [{ id: OURS, status: companyStatus }] },
  enabledDiscussions: false,
  ...overrides,
});
const MANAGER: WorldFacts = { ...participant(), userInWorldType: USER_IN_WORLD_TYPE.manager, teamDetails: { companyId: null, companies: [] } };

/** The page as the shell shows it in a world with `details`; every read answers from the fixtures. Returns the calls made. */
function showPage(details: WorldFacts, renameRefusal = 0) {
  const calls: { url: string; body: Record<string, unknown> | null }[] = [];
  const refusals: number[] = [];
  const answer = (async (url: string, init?: RequestInit) => {
    calls.push({ url, body: init?.body ? JSON.parse(String(init.body)) : null });
    const path = new URL(url, 'http://localhost').pathname;
    const data = path.endsWith('/resources')
      ? { config: { baseCurrency: 'USD' }, resources: {} }
      : path.endsWith('/teams')
        ? TEAMS
        : path.endsWith('/company-brands')
          ? BRANDS
          : {};
    const code = path.endsWith('/team') ? renameRefusal : 0;
    return { status: 200, json: async () => ({ code, data: code ? {} : data }) };
  }) as unknown as typeof fetch;
  const world = createStore<LoadedWorld | null>({
    worldId: WORLD,
    details,
    reload: async () => undefined,
    reviewedCompany: null,
    reviewCompany: () => undefined,
  });
  const services = {
    createApi: () =>
      new ApiClient({
        fetch: answer,
        onRefusal: (outcome) => void (outcome.kind === 'answer' && refusals.push(outcome.envelope.code)),
      }),
    world,
    navigate: () => undefined,
  } as unknown as ShellServices;
  window.history.replaceState(null, '', `/worlds/${WORLD}/operating/company/list`);
  render(
    <ShellProvider services={services}>
      <I18nProvider i18n={createI18n({ locale: 'en' })}>
        <ThemeProvider theme={lightTheme}>
          <BrowserRouter>
            <Routes>
              <Route path="/worlds/:worldId/operating/company/list" element={<CompanyListPage />} />
            </Routes>
          </BrowserRouter>
        </ThemeProvider>
      </I18nProvider>
    </ShellProvider>,
  );
  return Object.assign(calls, { refusals });
}

/** The rows of the companies table, cell by cell. */
const tableRows = async () => {
  const table = await screen.findByTestId('companies-table');
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
};

beforeEach(() => screenIsSmall(false));

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the companies list (operating/company/list)', () => {
  it('lists every company with its team, status, members and public brands, the reader’s own first', async () => {
    showPage(participant());
    expect(await tableRows()).toEqual([
      ['Owl Bags Your company', 'Owls', 'Active', '3', 'Nest (models: 1)'],
      ['Alpha Packs', 'Ants', 'Active', '4', 'Trail (models: 2), Summit (models: 0)'],
      ['Zeta Goods', 'Zebras', 'Bankrupt', '2', 'None yet'],
    ]);
    expect(screen.getByText(/once the round it was launched in has been resolved/)).toBeTruthy();
  });

  it('shows a card per company on a phone, headed by its name, the facts below it', async () => {
    screenIsSmall(true);
    showPage(participant());
    const cards = within(await screen.findByTestId('companies-table')).getAllByRole('listitem');
    expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual(['Owl Bags Your company', 'Alpha Packs', 'Zeta Goods']);
    expect([...(cards[1]?.querySelectorAll('dt, dd') ?? [])].map((cell) => cell.textContent)).toEqual([
      'Team',
      'Ants',
      'Status',
      'Active',
      'Members',
      '4',
      'Brands',
      'Trail (models: 2), Summit (models: 0)',
    ]);
  });

  it('renames the team’s company, and says so', async () => {
    const calls = showPage(participant());
    const own = await screen.findByTestId('own-company');
    expect(within(own).getByText('Run by team Owls')).toBeTruthy();
    const name = within(own).getByLabelText('Company name') as HTMLInputElement;
    expect(name.value).toBe('Owl Bags');
    const rename = within(own).getByRole('button', { name: 'Rename the company' }) as HTMLButtonElement;
    expect(rename.disabled).toBe(true);
    fireEvent.change(name, { target: { value: '  Night Owl Bags ' } });
    fireEvent.click(rename);
    const renamed = () => calls.find((c) => c.url.endsWith(`/worlds/${WORLD}/team`));
    await waitFor(() => expect(renamed()).toBeDefined());
    // The world is in the address; the name is sent trimmed.
    expect(renamed()?.body).toEqual({ companyName: 'Night Owl Bags' });
    // Said in a toast, and the list is read again (the new name in it).
    await waitFor(() => expect(toasts.list().map((toast) => toast.text)).toContain('The company has been renamed.'));
    await waitFor(() => expect(calls.filter((c) => c.url.endsWith('/teams'))).toHaveLength(2));
  });

  it('leaves the name typed when the server refuses it (510025: the name is taken), and says nothing was renamed', async () => {
    const calls = showPage(participant(), ErrorCode.companyNameExists);
    const own = await screen.findByTestId('own-company');
    const name = within(own).getByLabelText('Company name') as HTMLInputElement;
    fireEvent.change(name, { target: { value: 'Alpha Packs' } });
    const before = toasts.list().length;
    fireEvent.click(within(own).getByRole('button', { name: 'Rename the company' }));
    await waitFor(() => expect(calls.refusals).toEqual([ErrorCode.companyNameExists]));
    expect(name.value).toBe('Alpha Packs');
    expect(toasts.list()).toHaveLength(before);
    expect(calls.filter((c) => c.url.endsWith('/teams'))).toHaveLength(1);
  });

  it('shows a manager the list read-only, with no company marked as theirs', async () => {
    const calls = showPage(MANAGER);
    expect((await tableRows()).map((row) => row[0])).toEqual(['Alpha Packs', 'Owl Bags', 'Zeta Goods']);
    expect(screen.queryByTestId('own-company')).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(calls.every((c) => c.body === null)).toBe(true);
  });

  it('keeps a bankrupt company’s name, and says why', async () => {
    showPage(participant({}, COMPANY_STATUS.bankrupt));
    const own = await screen.findByTestId('own-company');
    expect(within(own).queryByLabelText('Company name')).toBeNull();
    expect(within(own).getByTestId('rename-closed').textContent).toBe('A bankrupt company can no longer be renamed.');
  });

  it('renames only while a round is running', async () => {
    showPage(participant({ status: WORLD_STATUS.awaitingEvaluation }));
    const own = await screen.findByTestId('own-company');
    expect(within(own).queryByLabelText('Company name')).toBeNull();
    expect(within(own).getByTestId('rename-closed').textContent).toBe('The company can be renamed while a round is running.');
  });

  it('sends someone on no team to join one, reading nothing', async () => {
    const calls = showPage(participant({ teamDetails: { companyId: null, companies: [] } }));
    expect(await screen.findByText('Join a team to see the companies in this simulation.')).toBeTruthy();
    expect(calls.filter((c) => !c.url.endsWith('/resources'))).toEqual([]);
  });
});

describe('companyRows', () => {
  it('puts the reader’s company first, then the others by name in the reader’s language', () => {
    const rows = companyRows(TEAMS, BRANDS, 'c-zeta', 'en');
    expect(rows.map((row) => [row.companyName, row.own, row.bankrupt, row.brands.length])).toEqual([
      ['Zeta Goods', true, true, 0],
      ['Alpha Packs', false, false, 2],
      ['Owl Bags', false, false, 1],
    ]);
  });
});

describe('renameState', () => {
  it('lets a team that could decide rename, explains why not otherwise, and gives managers and people on no team no form', () => {
    expect(renameState({ blockedBecause: null })).toBe('allowed');
    expect(renameState({ blockedBecause: 'notRunning' })).toBe('notRunning');
    expect(renameState({ blockedBecause: 'blocked' })).toBe('bankrupt');
    expect(renameState({ blockedBecause: 'manager' })).toBeNull();
    expect(renameState({ blockedBecause: 'noTeam' })).toBeNull();
  });
});
