/** @jest-environment jsdom */
import '@simbiz/web-kit/src/test-support/router-in-jsdom';
import type { Achievements } from '@simbiz/contracts';
import { createI18n } from '@simbiz/i18n';
import { I18nProvider, lightTheme } from '@simbiz/ui';
import {
  ApiClient,
  BrowserRouter,
  createStore,
  type LoadedWorld,
  Route,
  Routes,
  ShellProvider,
  type ShellServices,
  useLocation,
  type WorldFacts,
} from '@simbiz/web-kit';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { RankingsPage } from './rankings-page';
import { ScoresPage } from './scores-page';
import { achievementsFixture } from './test-support/achievements-fixture';

const WORLD = '78875a73-a527-4bb9-bbfe-7793abed2c12';
const MEMBER: WorldFacts = {
  status: 2,
  currentRoundId: '3',
  userInWorldType: 1,
  teamDetails: { companyId: 'c-alpha', companies: [{ id: 'c-alpha', status: 1 }] },
  enabledDiscussions: false,
};
const MANAGER: WorldFacts = { ...MEMBER, userInWorldType: 2, teamDetails: null };

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

/** The page at `path` in a world seen as `details`, its achievements answered from `achievements`. */
function open(path: string, details: WorldFacts, achievements: Achievements = achievementsFixture()) {
  // jsdom has no Response: the client reads only the status and the JSON.
  const calls: { url: string; method: string; body: unknown }[] = [];
  const answer = (async (url: string, init?: RequestInit) => {
    calls.push({ url, method: init?.method ?? 'GET', body: init?.body ? JSON.parse(String(init.body)) : null });
    return { status: 200, json: async () => ({ code: 0, data: achievements }) };
  }) as unknown as typeof fetch;
  const world: LoadedWorld = {
    worldId: WORLD,
    details: { ...details, name: 'Intro Class' },
    reload: async () => undefined,
    reviewedCompany: null,
    reviewCompany: () => undefined,
  };
  const services = {
    createApi: () => new ApiClient({ fetch: answer }),
    world: createStore<LoadedWorld | null>(world),
    navigate: () => undefined,
  } as unknown as ShellServices;
  window.history.pushState({}, '', `/worlds/${WORLD}/achievements/${path}`);
  render(
    <ShellProvider services={services}>
      <I18nProvider i18n={createI18n({ locale: 'en' })}>
        <ThemeProvider theme={lightTheme}>
          <BrowserRouter>
            <Routes>
              <Route path="/worlds/:worldId/achievements/rankings/team" element={<RankingsPage tab="team" />} />
              <Route path="/worlds/:worldId/achievements/rankings/company" element={<RankingsPage tab="company" />} />
              <Route path="/worlds/:worldId/achievements/scores/personal" element={<ScoresPage tab="personal" />} />
              <Route path="/worlds/:worldId/achievements/scores/settings" element={<ScoresPage tab="settings" />} />
              <Route path="/worlds/:worldId" element={<Where />} />
            </Routes>
          </BrowserRouter>
        </ThemeProvider>
      </I18nProvider>
    </ShellProvider>,
  );
  return calls;
}

beforeAll(() => {
  // jsdom has no matchMedia (the tabs ask whether the screen is small): a wide screen.
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({ matches: false, media: query, addEventListener: () => undefined, removeEventListener: () => undefined }),
  });
});

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the rankings pages', () => {
  it('rank the teams overall, the viewer’s own row and a bankrupt company marked in words too, each movement spelled out', async () => {
    open('rankings/team', MEMBER);
    const table = await screen.findByTestId('ranking-team');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.querySelector('th')?.textContent)).toEqual(['Beta', 'Alpha Your team', 'Gamma Bankrupt']);
    expect(rows[1]?.getAttribute('data-own')).toBe('true');
    expect(within(table).getAllByText('No change')).toHaveLength(3);
    fireEvent.change(screen.getByLabelText('Round'), { target: { value: '2' } });
    expect(within(screen.getByTestId('ranking-team')).getByText('Up 1 place')).toBeTruthy();
  });

  it('mark computer-run companies in the company ranking', async () => {
    open('rankings/company', MEMBER);
    const bot = (await screen.findByText('Bot Co')).closest('tr');
    expect(bot?.getAttribute('data-computer-run')).toBe('true');
    expect(within(bot as HTMLElement).getByText('Computer-run')).toBeTruthy();
  });

  it('say when no round has been resolved yet', async () => {
    open('rankings/team', MEMBER, achievementsFixture({ rounds: [], companyRounds: [], companyOverall: [], memberRounds: [], memberOverall: [] }));
    expect(await screen.findByTestId('achievements-empty')).toBeTruthy();
  });

  it('lead a team member to the world home while the world is in preparation, and refuse a participant on no team', async () => {
    open('rankings/team', { ...MEMBER, status: 1 });
    expect((await screen.findByTestId('where')).textContent).toBe(`/worlds/${WORLD}`);
    document.body.innerHTML = '';
    open('rankings/team', { ...MEMBER, teamDetails: { companyId: null, companies: [] } });
    expect(await screen.findByText('Access denied')).toBeTruthy();
  });
});

describe('personal scores', () => {
  it('show a member their own by round and overall', async () => {
    open('scores/personal', MEMBER);
    const table = await screen.findByTestId('personal-scores');
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.querySelector('th')?.textContent),
    ).toEqual(['Round', 'Round 1', 'Round 2', 'Overall']);
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('let an instructor grade a member’s contribution in the round shown', async () => {
    const calls = open('scores/personal', MANAGER, achievementsFixture({ canGrade: true }));
    const bob = await screen.findByLabelText('Contribution of Bob in round 2, in percent');
    const save = screen.getByRole('button', { name: 'Save the contribution of Bob' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    fireEvent.change(bob, { target: { value: '150' } });
    fireEvent.click(save);
    await waitFor(() => expect(calls.at(-1)?.url).toContain(`/worlds/${WORLD}/achievements/contributions`));
    expect(calls.at(-1)).toMatchObject({ method: expect.stringMatching(/PUT|POST/), body: { userId: 'u-bob', round: 2, contribution: 150 } });
  });
});

describe('the weights (scores settings)', () => {
  it('are the managers’ only', async () => {
    open('scores/settings', MEMBER);
    expect(await screen.findByText('Access denied')).toBeTruthy();
  });

  it('show the sum as it is typed, save only at 100%, and restore the screenplay’s weights', async () => {
    open(
      'scores/settings',
      MANAGER,
      achievementsFixture({ canEditWeights: true, weights: { revenue: 0.2, netProfit: 0.3, marketShare: 0.1, cash: 0.2, awareness: 0.1, satisfaction: 0.1 } }),
    );
    const cash = await screen.findByLabelText('Cash');
    expect(screen.getByTestId('weights-sum').textContent).toBe('Total: 100%');
    const save = screen.getByRole('button', { name: 'Save the weights' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    fireEvent.change(cash, { target: { value: '30' } });
    expect(screen.getByTestId('weights-sum').textContent).toBe('Total: 110%. The weights must add up to exactly 100%.');
    expect(save.disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Restore the screenplay’s weights' }));
    expect((screen.getByLabelText('Net profit') as HTMLInputElement).value).toBe('35');
    expect(screen.getByTestId('weights-sum').textContent).toBe('Total: 100%');
    expect(save.disabled).toBe(false);
  });

  it('are read only once the world is completed', async () => {
    open('scores/settings', MANAGER, achievementsFixture({ canEditWeights: false }));
    expect(await screen.findByText('The simulation is complete: the weights can no longer change.')).toBeTruthy();
    expect(within(screen.getByTestId('weights-read-only')).getAllByRole('listitem')[0]?.textContent).toBe('Net profit: 35%');
  });
});
