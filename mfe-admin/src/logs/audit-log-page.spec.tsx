/** @jest-environment jsdom */
import '@simbiz/web-kit/src/test-support/router-in-jsdom';
import type { AuditEntry } from '@simbiz/contracts';
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
import { localInputOf } from './audit-filter';
import { AuditLogPage } from './audit-log-page';

const WORLD = '78875a73-a527-4bb9-bbfe-7793abed2c12';

const entry = (id: string, over: Partial<AuditEntry>): AuditEntry => ({
  id,
  at: '2026-03-02T09:15:42.000Z',
  service: 'teams',
  action: 'brand.create',
  userId: 'u-ann',
  userName: 'Ann Lee',
  userEmail: 'ann@example.org',
  worldId: WORLD,
  worldName: 'Intro Class',
  resultCode: 0,
  ...over,
});

const ENTRIES = [
  entry('teams:9', {}),
  entry('products:4', { at: '2026-03-02T08:00:05.000Z', service: 'products', action: 'brand.create', resultCode: 170007 }),
  entry('worlds:3', { service: 'worlds', action: 'round.close', userId: null, userName: null, userEmail: null, worldName: null, resultCode: 999_999 }),
  entry('identity:1', { service: 'identity', action: 'adminAccount.disable', worldId: null, worldName: null, resultCode: 110_007 }),
];

/** The log answers a page by its cursor: none is the newest page, whose next is c1; c1 is the last. */
function gateway(call: ReceivedCall): Answer {
  if (call.method === 'GET' && call.path === '/admin/logs') {
    return call.query.get('cursor') === 'c1'
      ? ok({ items: [entry('teams:1', { action: 'team.join' })], nextCursor: null })
      : ok({ items: ENTRIES, nextCursor: 'c1' });
  }
  if (call.method === 'POST' && call.path === '/admin/logs/exports') return ok({ exportId: 'e1', status: 'queued' });
  return refused(9991);
}

const open = (path = '/admin/logs/list', options?: OpenOptions) => openAdminPage(path, <AuditLogPage />, gateway, options);
const logReads = (gw: ReturnType<typeof open>) => gw.calls.filter((call) => call.method === 'GET' && call.path === '/admin/logs');
const lastRead = (gw: ReturnType<typeof open>) => Object.fromEntries(logReads(gw).at(-1)?.query ?? []);
/** When a log entry was made, as the page writes it in English, in this machine's time zone. */
const logAt = (iso: string) => new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'medium' }).format(new Date(iso));
/** Waits until the page has the answer of its last read. */
const settled = () => waitFor(() => expect(screen.queryByText('Loading the log…')).toBeNull());
const here = () => Object.fromEntries(new URLSearchParams(window.location.search));

beforeAll(() => stubScreen());
afterEach(closeOverlays);

describe('the audit log', () => {
  it('reads the newest page and shows when, who, service, action, simulation and result of each entry', async () => {
    const gw = open();
    expect(screen.getAllByRole('status').map((status) => status.textContent)).toContain('Loading the log…');
    const rows = await screen.findAllByTestId('audit-entry');
    expect(lastRead(gw)).toEqual({ pageSize: '50' });
    expect(rows.map((row) => [...row.children].map((cell) => cell.textContent))).toEqual([
      [logAt('2026-03-02T09:15:42.000Z'), 'Ann Leeann@example.org', 'Teams', 'brand.create', 'Intro Class', 'Success'],
      [
        logAt('2026-03-02T08:00:05.000Z'),
        'Ann Leeann@example.org',
        'Products',
        'brand.create',
        'Intro Class',
        'Failed · 170007A company can have at most … brands.',
      ],
      [logAt('2026-03-02T09:15:42.000Z'), 'The system', 'Simulations', 'round.close', WORLD, 'Failed · 999999'],
      [logAt('2026-03-02T09:15:42.000Z'), 'Ann Leeann@example.org', 'Accounts', 'adminAccount.disable', '—', expect.stringMatching(/^Failed · 110007.+/)],
    ]);
    expect(rows.map((row) => within(row).getByTestId('audit-result').querySelector('span')?.textContent)).toEqual([
      'Success',
      'Failed · 170007',
      'Failed · 999999',
      'Failed · 110007',
    ]);
  });

  it('reads the filters from the address, sends them and shows them in the form, leaving out what does not parse', async () => {
    const gw = open(`/admin/logs/list?user=ann%40example.org&service=teams&result=failure&worldId=not-a-world&action=brand&from=2026-03-01T08:00:00.000Z`);
    await screen.findAllByTestId('audit-entry');
    expect(lastRead(gw)).toEqual({
      user: 'ann@example.org',
      service: 'teams',
      result: 'failure',
      action: 'brand',
      from: '2026-03-01T08:00:00.000Z',
      pageSize: '50',
    });
    expect((screen.getByLabelText('User (email or account id)') as HTMLInputElement).value).toBe('ann@example.org');
    expect((screen.getByLabelText('Service') as HTMLSelectElement).value).toBe('teams');
    expect((screen.getByLabelText('Result') as HTMLSelectElement).value).toBe('failure');
    expect((screen.getByLabelText('From') as HTMLInputElement).value).toBe(localInputOf('2026-03-01T08:00:00.000Z'));
    expect((screen.getByLabelText('Simulation id') as HTMLInputElement).value).toBe('');
  });

  it('puts applied filters in the address and reads the log with them from its newest entry', async () => {
    const gw = open('/admin/logs/list?cursor=c1');
    await screen.findAllByTestId('audit-entry');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-03-01T08:00' } });
    fireEvent.change(screen.getByLabelText('Simulation id'), { target: { value: WORLD } });
    fireEvent.change(screen.getByLabelText('Action contains'), { target: { value: 'brand' } });
    fireEvent.change(screen.getByLabelText('Result'), { target: { value: 'code' } });
    fireEvent.change(screen.getByLabelText('Result code'), { target: { value: '170007' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    const expected = { from: new Date('2026-03-01T08:00').toISOString(), worldId: WORLD, action: 'brand', result: '170007' };
    await waitFor(() => expect(here()).toEqual(expected));
    await waitFor(() => expect(lastRead(gw)).toEqual({ ...expected, pageSize: '50' }));
    await settled();
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(window.location.search).toBe(''));
    await waitFor(() => expect(lastRead(gw)).toEqual({ pageSize: '50' }));
    await settled();
  });

  it('does not apply a simulation id that is not one', async () => {
    const gw = open();
    await screen.findAllByTestId('audit-entry');
    const reads = logReads(gw).length;
    fireEvent.change(screen.getByLabelText('Simulation id'), { target: { value: 'intro-class' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    await waitFor(() => expect(screen.getByLabelText('Simulation id').getAttribute('aria-invalid')).toBe('true'));
    expect(window.location.search).toBe('');
    expect(logReads(gw)).toHaveLength(reads);
  });

  it('pages to older entries by the cursor, keeping the filter, until there are none, and back to the newest', async () => {
    const gw = open('/admin/logs/list?service=teams');
    await screen.findAllByTestId('audit-entry');
    expect((screen.getByRole('button', { name: 'Newest' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Older' }));
    await waitFor(() => expect(here()).toEqual({ service: 'teams', cursor: 'c1' }));
    expect(await screen.findByText('team.join')).toBeTruthy();
    expect(lastRead(gw)).toEqual({ service: 'teams', cursor: 'c1', pageSize: '50' });
    expect((screen.getByRole('button', { name: 'Older' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('audit-end').textContent).toBe('This is the oldest entry that matches.');
    fireEvent.click(screen.getByRole('button', { name: 'Newest' }));
    await waitFor(() => expect(here()).toEqual({ service: 'teams' }));
    await waitFor(() => expect(screen.getAllByTestId('audit-entry')).toHaveLength(4));
    expect(lastRead(gw)).toEqual({ service: 'teams', pageSize: '50' });
  });

  it('shows no entries of another filter when the log refuses this one', async () => {
    openAdminPage('/admin/logs/list', <AuditLogPage />, (call) =>
      call.query.get('action') === 'x' ? refused(9001, { details: [{ code: 'custom', path: ['action'], message: 'bad' }] }) : gateway(call),
    );
    await screen.findAllByTestId('audit-entry');
    fireEvent.change(screen.getByLabelText('Action contains'), { target: { value: 'x' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(await screen.findByText('This could not be loaded. Refresh to try again.')).toBeTruthy();
    expect(screen.queryAllByTestId('audit-entry')).toEqual([]);
    expect((screen.getByRole('button', { name: 'Older' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('says when nothing matches', async () => {
    openAdminPage('/admin/logs/list', <AuditLogPage />, () => ok({ items: [], nextCursor: null }));
    expect((await screen.findByTestId('audit-empty')).textContent).toBe('No entries match these filters.');
  });

  it('exports the entries of the filter shown and goes to the download records', async () => {
    const gw = open('/admin/logs/list?user=ann%40example.org&result=failure&cursor=c1');
    await screen.findAllByTestId('audit-entry');
    fireEvent.click(screen.getByRole('button', { name: 'Export these' }));
    await waitFor(() => expect(window.location.pathname).toBe('/admin/logs/download-records'));
    expect(gw.calls.filter((call) => call.method === 'POST')).toEqual([
      expect.objectContaining({ path: '/admin/logs/exports', body: { user: 'ann@example.org', result: 'failure' } }),
    ]);
    expect(await screen.findByText('The export has been queued. It appears in the download records.')).toBeTruthy();
  });

  it('speaks Chinese, with the code’s meaning in it', async () => {
    open('/admin/logs/list', { locale: 'zh-Hans' });
    const rows = await screen.findAllByTestId('audit-entry');
    await waitFor(() => expect(within(rows[1] as HTMLElement).getByTestId('audit-result').textContent).toBe('失败 · 170007每家公司最多可拥有 … 个品牌。'));
    expect(screen.getByRole('columnheader', { name: '操作人' })).toBeTruthy();
  });

  it('shows each entry as a card titled by its action on a Thai phone, axe clean', async () => {
    stubScreen(true);
    try {
      open('/admin/logs/list', { locale: 'th', theme: 'dark' });
      const cards = await screen.findAllByTestId('audit-entry');
      expect(cards.map((card) => card.tagName)).toEqual(['LI', 'LI', 'LI', 'LI']);
      expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(
        expect.arrayContaining(['brand.create', 'round.close', 'adminAccount.disable']),
      );
      expect(screen.queryByRole('table')).toBeNull();
      expect(
        within(cards[1] as HTMLElement)
          .getByTestId('audit-result')
          .getAttribute('data-code'),
      ).toBe('170007');
      expect(await axeViolations()).toEqual([]);
    } finally {
      stubScreen();
    }
  });

  it.each(['light', 'dark'] as const)('has no accessibility violations axe can see in jsdom (%s theme)', async (theme) => {
    open('/admin/logs/list?result=code', { theme });
    await screen.findAllByTestId('audit-entry');
    expect(await axeViolations()).toEqual([]);
  });
});
