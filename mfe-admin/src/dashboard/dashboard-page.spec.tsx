/** @jest-environment jsdom */
import '@simbiz/web-kit/src/test-support/router-in-jsdom';
import type { DashboardCounts, DashboardHealth, ServerPerformance } from '@simbiz/contracts';
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
import { DashboardPage } from './dashboard-page';

const COUNTS: DashboardCounts = {
  accounts: { total: 1234, disabled: 3, admins: 2, licensed: 18, activeThisWeek: 40 },
  license: { state: 'valid', seats: 25, simulations: 10 },
  worldsByStatus: { '1': 2, '2': 5, '7': 1 },
  archivedWorlds: 4,
  participants: 311,
  roundsResolvedThisWeek: 12,
};
const HEALTH: DashboardHealth = {
  services: [
    { service: 'identity', status: 'ok', database: 'ok', uptimeSeconds: 90_061, latencyMs: 3.2 },
    { service: 'stores', status: 'down', database: 'unknown', uptimeSeconds: null, latencyMs: null },
  ],
  jetstream: { available: true, consumers: [{ stream: 'ROUNDS', consumer: 'engine', pending: 1500, ackPending: 2 }] },
  database: { sizeBytes: 2_400_000_000 },
};
const PERFORMANCE: ServerPerformance = {
  host: 'sim-1',
  platform: 'linux',
  cpus: 8,
  loadAverage: [0.52, 0.61, 0.7],
  memory: { totalBytes: 16e9, freeBytes: 4e9 },
  process: { rssBytes: 180e6, heapUsedBytes: 90e6, uptimeSeconds: 3600 },
  eventLoopDelayMs: 12.3,
};

function gateway(performance: Answer = ok(PERFORMANCE)) {
  return (call: ReceivedCall): Answer => {
    if (call.path === '/admin/dashboard/counts') return ok(COUNTS);
    if (call.path === '/admin/dashboard/health') return ok(HEALTH);
    if (call.path === '/admin/dashboard/performance') return performance;
    return refused(9991);
  };
}

const open = (performance?: Answer, options?: OpenOptions) => openAdminPage('/admin/dashboard', <DashboardPage />, gateway(performance), options);

beforeAll(() => stubScreen());
afterEach(closeOverlays);

describe('the dashboard', () => {
  it('shows a busy indicator in each card until its figures are in', async () => {
    open();
    expect(screen.getAllByRole('status').map((s) => s.textContent)).toEqual(['Loading…', 'Loading…', 'Loading…']);
    await screen.findByTestId('count-accounts');
  });

  it('counts accounts, licensed users against seats, worlds by the product’s stage names, archived, participants and this week’s rounds', async () => {
    open();
    expect((await screen.findByTestId('count-accounts')).textContent).toBe('1,234Admins: 2 · Disabled: 3 · Active this week: 40');
    expect(screen.getByTestId('count-licensed').textContent).toBe('18 of 25Valid');
    expect(screen.getByTestId('count-archived').textContent).toBe('4');
    expect(screen.getByTestId('count-participants').textContent).toBe('311');
    expect(screen.getByTestId('count-rounds').textContent).toBe('12');
    const stages = within(screen.getByTestId('worlds-by-stage'));
    expect(stages.getAllByRole('term').map((term) => `${term.textContent}=${term.nextSibling?.textContent}`)).toEqual([
      'Preparation=2',
      'Running=5',
      'Paused=0',
      'Awaiting evaluation=0',
      'Completed=0',
      'Evaluating=0',
      'Evaluation failed=1',
    ]);
  });

  it('shows each service up or down with its latency and uptime, JetStream’s backlog and the database’s size', async () => {
    open();
    const rows = within(await screen.findByTestId('health-services')).getAllByRole('row');
    expect(rows.slice(1).map((row) => [...row.children].map((cell) => cell.textContent))).toEqual([
      ['identity', 'Up', 'Connected', '3.2 ms', '1 day 1 hr'],
      ['stores', 'Down', 'Unknown', '—', '—'],
    ]);
    expect(
      within(screen.getByTestId('jetstream-consumers'))
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['ROUNDS', 'engine', '1,500', '2']);
    expect(screen.getByTestId('database-size').textContent).toBe('Database size: 2.4 GB');
  });

  it('shows the server’s load, CPUs, memory, the process’s memory and the event-loop delay', async () => {
    open();
    const figures = within(await screen.findByTestId('performance'));
    expect(figures.getAllByRole('definition').map((d) => d.textContent)).toEqual([
      '0.52 · 0.61 · 0.70Last 1, 5 and 15 minutes',
      '8sim-1 · linux',
      '12 GBof 16 GB',
      '180 MB90 MB heap in use',
      '12 ms',
      '1 hr',
    ]);
  });

  it('shows 800001’s text in the performance card, keeps the rest of the page and raises no message box', async () => {
    open(refused(800001));
    expect(await screen.findByText('Cannot obtain server performance.')).toBeTruthy();
    expect(screen.queryByTestId('performance')).toBeNull();
    expect(await screen.findByTestId('count-accounts')).toBeTruthy();
    expect(screen.getByTestId('health-services')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows any other refusal of a card as every refusal is shown, the card saying it could not be loaded', async () => {
    open(refused(110123));
    expect(await screen.findByRole('dialog')).toBeTruthy();
    expect(screen.getByRole('dialog').textContent).toContain('You are not authorized to do this.');
    expect(screen.getByText('This could not be loaded. Refresh to try again.')).toBeTruthy();
  });

  it('reads counts, health and performance again with the refresh button', async () => {
    const gw = open();
    await screen.findByTestId('performance');
    const refresh = screen.getByRole('button', { name: 'Refresh' });
    await waitFor(() => expect((refresh as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(refresh);
    await waitFor(() => expect(gw.calls.map((c) => c.path).filter((p) => p.startsWith('/admin/dashboard/'))).toHaveLength(6));
    for (const path of ['counts', 'health', 'performance']) expect(gw.callsTo(`/admin/dashboard/${path}`)).toHaveLength(2);
    expect(gw.calls.every((c) => c.method === 'GET')).toBe(true);
  });

  it('writes its figures and names in Thai for a Thai reader', async () => {
    open(undefined, { locale: 'th' });
    const rows = within(await screen.findByTestId('health-services')).getAllByRole('row');
    expect(rows[1]?.textContent).toContain('ปกติ');
    expect(screen.getByTestId('count-licensed').textContent).toBe('18 จาก 25ใช้งานได้');
    expect(within(screen.getByTestId('worlds-by-stage')).getByText('กำลังดำเนินการ')).toBeTruthy();
  });

  it.each(['light', 'dark'] as const)('has no accessibility violations axe can see in jsdom, in the %s theme', async (theme) => {
    open(refused(800001), { theme });
    await screen.findByTestId('health-services');
    await screen.findByText('Cannot obtain server performance.');
    expect(await axeViolations()).toEqual([]);
  });
});
