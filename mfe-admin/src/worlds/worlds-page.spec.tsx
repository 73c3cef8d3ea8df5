/** @jest-environment jsdom */
import '@simbiz/web-kit/src/test-support/router-in-jsdom';
import type { AdminScreenplay, AdminWorld } from '@simbiz/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  type Answer,
  axeViolations,
  closeOverlays,
  ok,
  openAdminPage,
  type OpenOptions,
  type ReceivedCall,
  refused,
  stubScreen,
} from '../test-support/admin-gateway';
import { WorldsPage } from './worlds-page';

const RUNNING = '11111111-1111-4111-8111-111111111111';
const FAILED = '22222222-2222-4222-8222-222222222222';

const world = (worldId: string, name: string, over: Partial<AdminWorld> = {}): AdminWorld => ({
  worldId,
  name,
  status: 2,
  archived: false,
  screenplayId: 'starter',
  instructors: [{ userId: 'u-wang', displayName: 'Prof. Wang', email: 'wang@simbiz.local' }],
  participants: 24,
  currentRound: 3,
  rounds: 6,
  startAt: '2026-03-01T08:00:00.000Z',
  createdAt: '2026-02-20T08:00:00.000Z',
  ...over,
});

const WORLDS = [
  world(RUNNING, 'Intro Class'),
  world(FAILED, 'Evening Cohort', { status: 7, screenplayId: 'global', instructors: [], participants: 1200, currentRound: null }),
];
const SCREENPLAYS = [
  { id: 'starter', name: { en: 'Starter market', th: 'ตลาดเริ่มต้น' } },
  { id: 'global', name: { en: 'Global trade' } },
] as unknown as AdminScreenplay[];

function gateway(overrides: (call: ReceivedCall) => Answer | undefined = () => undefined) {
  return (call: ReceivedCall): Answer => {
    const own = overrides(call);
    if (own) return own;
    if (call.path === '/admin/worlds') return ok({ items: WORLDS, total: 45, page: Number(call.query.get('page')), pageSize: 20 });
    if (call.path === '/admin/screenplays') return ok(SCREENPLAYS);
    const action = /^\/admin\/worlds\/([^/]+)\/(pause|resume|archive|restore|rounds\/retry)$/.exec(call.path);
    if (action) return ok({ worldId: action[1], status: 3, archived: false });
    return refused(9991);
  };
}

const open = (overrides?: (call: ReceivedCall) => Answer | undefined, options?: OpenOptions) =>
  openAdminPage('/admin/worlds', <WorldsPage />, gateway(overrides), options);
const rowOf = async (name: string) => (await screen.findByRole('rowheader', { name: new RegExp(`^${name}`) })).closest('tr') as HTMLElement;
const lastList = (gw: ReturnType<typeof open>) => gw.callsTo('/admin/worlds').at(-1)?.query;

beforeEach(() => stubScreen());
afterEach(closeOverlays);

describe('the worlds list', () => {
  it('reads the worlds that are not archived, first page, and shows a busy indicator meanwhile', async () => {
    const gw = open();
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    await rowOf('Intro Class');
    expect(Object.fromEntries(lastList(gw) ?? [])).toEqual({ archived: 'false', page: '1', pageSize: '20' });
  });

  it('shows each world’s stage, screenplay, instructors, participants and round', async () => {
    open();
    const rows = await screen.findAllByTestId('worlds-record');
    expect(rows.map((row) => [...row.children].slice(0, 7).map((cell) => cell.textContent))).toEqual([
      ['Intro Class ', 'Running', 'Starter market', 'Prof. Wang', '24', '3 of 6', 'Feb 20, 2026'],
      ['Evening Cohort ', 'Evaluation failed', 'Global trade', '—', '1,200', 'Not started', 'Feb 20, 2026'],
    ]);
    expect(screen.getByTestId('worlds-total').textContent).toBe('Simulations found: 45');
  });

  it('shows each world as a card on a phone, its actions below it', async () => {
    stubScreen(true);
    open();
    const cards = await screen.findAllByTestId('worlds-record');
    expect(cards[0]?.tagName).toBe('LI');
    const first = within(cards[0] as HTMLElement);
    expect(first.getByRole('heading', { level: 2 }).textContent).toBe('Intro Class ');
    expect(first.getAllByRole('term').map((term) => `${term.textContent}: ${term.nextSibling?.textContent}`)).toEqual([
      'Stage: Running',
      'Screenplay: Starter market',
      'Instructors: Prof. Wang',
      'Participants: 24',
      'Round: 3 of 6',
      'Created: Feb 20, 2026',
    ]);
    expect(first.getAllByRole('button').map((b) => b.textContent)).toEqual(['Pause', 'Archive']);
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('offers retrying the round only where the evaluation failed', async () => {
    open();
    expect(within(await rowOf('Intro Class')).queryByRole('button', { name: /Retry/ })).toBeNull();
    expect(within(await rowOf('Evening Cohort')).getByRole('button', { name: 'Retry round — Evening Cohort' })).toBeTruthy();
  });

  it('filters by search, stage, archived and screenplay, from the first page again', async () => {
    const gw = open();
    await rowOf('Intro Class');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(lastList(gw)?.get('page')).toBe('2'));
    fireEvent.change(screen.getByLabelText('Name or instructor'), { target: { value: '  wang ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(lastList(gw)?.get('q')).toBe('wang'));
    expect(lastList(gw)?.get('page')).toBe('1');
    fireEvent.change(screen.getByLabelText('Stage'), { target: { value: '3' } });
    await waitFor(() => expect(lastList(gw)?.get('status')).toBe('3'));
    fireEvent.change(screen.getByLabelText('Archived'), { target: { value: 'true' } });
    await waitFor(() => expect(lastList(gw)?.get('archived')).toBe('true'));
    fireEvent.change(screen.getByLabelText('Screenplay'), { target: { value: 'global' } });
    await waitFor(() =>
      expect(Object.fromEntries(lastList(gw) ?? [])).toEqual({ archived: 'true', page: '1', pageSize: '20', q: 'wang', status: '3', screenplayId: 'global' }),
    );
  });

  it('pauses a world after asking, with a toast, and reads the list again', async () => {
    const gw = open();
    fireEvent.click(within(await rowOf('Intro Class')).getByRole('button', { name: 'Pause — Intro Class' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Pause “Intro Class”? Its deadlines stop');
    expect(gw.callsTo(`/admin/worlds/${RUNNING}/pause`)).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Pause' }));
    expect(await screen.findByText('“Intro Class” is paused.')).toBeTruthy();
    expect(gw.callsTo(`/admin/worlds/${RUNNING}/pause`)).toEqual([expect.objectContaining({ method: 'POST', body: {} })]);
    await waitFor(() => expect(gw.callsTo('/admin/worlds')).toHaveLength(2));
  });

  it('retries the failed round on its own route', async () => {
    const gw = open();
    fireEvent.click(within(await rowOf('Evening Cohort')).getByRole('button', { name: 'Retry round — Evening Cohort' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Retry round' }));
    expect(await screen.findByText('The round of “Evening Cohort” is being evaluated again.')).toBeTruthy();
    expect(gw.callsTo(`/admin/worlds/${FAILED}/rounds/retry`)).toHaveLength(1);
  });

  it('does nothing when the question is cancelled', async () => {
    const gw = open();
    fireEvent.click(within(await rowOf('Intro Class')).getByRole('button', { name: 'Archive — Intro Class' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(gw.calls.filter((c) => c.method !== 'GET')).toEqual([]);
  });

  it('shows a refusal as every refusal is shown, and no toast', async () => {
    open((call) => (call.path.endsWith('/archive') ? refused(130023) : undefined));
    fireEvent.click(within(await rowOf('Intro Class')).getByRole('button', { name: 'Archive — Intro Class' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Archive' }));
    await waitFor(() => expect(screen.getByRole('dialog').textContent).toContain('The simulation is evaluating the round. Try again when it has finished.'));
    expect(screen.queryByText('“Intro Class” is archived.')).toBeNull();
  });

  it('names screenplays by their ids when their list cannot be read, without a message box', async () => {
    open((call) => (call.path === '/admin/screenplays' ? refused(110123) : undefined));
    const row = await rowOf('Intro Class');
    await waitFor(() => expect(row.children[2]?.textContent).toBe('starter'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it.each(['light', 'dark'] as const)('has no accessibility violations axe can see in jsdom, in the %s theme', async (theme) => {
    open(undefined, { theme });
    await rowOf('Evening Cohort');
    expect(await axeViolations()).toEqual([]);
  });

  it('has no accessibility violations axe can see as cards on a Thai phone', async () => {
    stubScreen(true);
    open(undefined, { locale: 'th', theme: 'dark' });
    await screen.findAllByTestId('worlds-record');
    expect(await axeViolations()).toEqual([]);
  });
});
