/** @jest-environment jsdom */
import '@simbiz/web-kit/src/test-support/router-in-jsdom';
import type { AuditExport } from '@simbiz/contracts';
import { messageBoxes } from '@simbiz/ui';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
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
import { DownloadRecordsPage } from './download-records-page';

const ids = {
  running: '11111111-1111-4111-8111-111111111111',
  queued: '22222222-2222-4222-8222-222222222222',
  ready: '33333333-3333-4333-8333-333333333333',
  failed: '44444444-4444-4444-8444-444444444444',
  expired: '55555555-5555-4555-8555-555555555555',
};

const record = (exportId: string, over: Partial<AuditExport>): AuditExport => ({
  exportId,
  status: 'ready',
  filter: {},
  rows: 0,
  totalRows: null,
  sizeBytes: null,
  requestedBy: 'u-ada',
  requestedByName: 'Ada Admin',
  createdAt: '2026-03-02T09:00:00.000Z',
  finishedAt: null,
  expiresAt: null,
  detail: null,
  ...over,
});

const RUNNING = record(ids.running, {
  status: 'running',
  rows: 1200,
  totalRows: 5000,
  createdAt: '2026-03-03T10:00:00.000Z',
  filter: { service: 'teams', result: 'failure' },
});
const QUEUED = record(ids.queued, { status: 'queued', createdAt: '2026-03-03T10:05:00.000Z' });
const READY = record(ids.ready, {
  rows: 48_213,
  totalRows: 48_213,
  sizeBytes: 1.5 * 1024 * 1024,
  finishedAt: '2026-03-02T09:01:00.000Z',
  expiresAt: '2026-03-09T09:01:00.000Z',
  filter: { from: '2026-03-01T00:00:00.000Z', user: 'ann@example.org', action: 'brand', result: 170007 },
});
const FAILED = record(ids.failed, { status: 'failed', createdAt: '2026-03-01T07:00:00.000Z', detail: 'storageFailed' });
const EXPIRED = record(ids.expired, {
  createdAt: '2026-02-20T07:00:00.000Z',
  status: 'expired',
  rows: 10,
  totalRows: 10,
  sizeBytes: 800,
  expiresAt: '2026-02-27T07:00:00.000Z',
});

/** A moment as the page writes it in English, in this machine's time zone. */
const at = (iso: string) => new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

/** A gateway whose list is whatever `list()` says at the time of each read. */
function gateway(list: () => AuditExport[]) {
  return (call: ReceivedCall): Answer => {
    if (call.method === 'GET' && call.path === '/admin/logs/exports') return ok({ items: list(), total: list().length, page: 1, pageSize: 20 });
    if (call.method === 'DELETE' && call.path.startsWith('/admin/logs/exports/')) return ok({ exportId: call.path.split('/').at(-1) });
    return refused(9991);
  };
}

const open = (list: () => AuditExport[] = () => [READY, FAILED, EXPIRED], options?: OpenOptions) =>
  openAdminPage('/admin/logs/download-records', <DownloadRecordsPage />, gateway(list), options);
const listReads = (gw: ReturnType<typeof open>) => gw.calls.filter((call) => call.method === 'GET' && call.path === '/admin/logs/exports').length;
const cardOf = (exportId: string) =>
  screen.getAllByTestId('export').find((card) => card.getAttribute('aria-labelledby') === `export-${exportId}`) as HTMLElement;

beforeAll(() => stubScreen());
afterEach(() => {
  jest.useRealTimers();
  closeOverlays();
});

describe('the download records', () => {
  it('shows each export’s status, filter, requester, size and how long it can be downloaded', async () => {
    open(() => [RUNNING, QUEUED, READY, FAILED, EXPIRED]);
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    await screen.findAllByTestId('export');
    expect(screen.getAllByTestId('export-status').map((badge) => badge.textContent)).toEqual(['Running', 'Queued', 'Ready', 'Failed', 'Expired']);

    const running = cardOf(ids.running);
    const bar = within(running).getByRole('progressbar', { name: 'Export progress' }) as HTMLProgressElement;
    expect([bar.value, bar.max]).toEqual([1200, 5000]);
    expect(within(running).getByText('1,200 of 5,000 rows')).toBeTruthy();
    expect(within(running).getByTestId('export-filter').textContent).toBe('recorded by the Teams service · failures only');

    const ready = cardOf(ids.ready);
    expect(within(ready).getByRole('heading').textContent).toBe(`Export of ${at(READY.createdAt)}`);
    expect([...ready.querySelectorAll('dd')].map((dd) => dd.textContent)).toEqual([
      `from ${at('2026-03-01T00:00:00.000Z')} · user ann@example.org · action contains “brand” · result code 170007`,
      'Ada Admin',
      '48,213',
      '1.5 MB',
      at('2026-03-09T09:01:00.000Z'),
    ]);
    expect(within(ready).getByRole('button', { name: `Download the export of ${at(READY.createdAt)}` })).toBeTruthy();

    expect(within(cardOf(ids.failed)).getByTestId('export-detail').textContent).toBe('The file could not be stored. Check the storage settings.');
    expect(within(cardOf(ids.failed)).queryByRole('button', { name: /^Download/ })).toBeNull();
    expect(within(cardOf(ids.expired)).getByText(`Expired ${at('2026-02-27T07:00:00.000Z')}`)).toBeTruthy();
    expect(within(cardOf(ids.expired)).getByTestId('export-filter').textContent).toBe('The whole log');
    expect(within(cardOf(ids.expired)).queryByRole('button', { name: /^Download/ })).toBeNull();
  });

  it('shows a failure the console has no words for as the server said it', async () => {
    open(() => [record(ids.failed, { status: 'failed', detail: 'disk quota exceeded' })]);
    expect((await screen.findByTestId('export-detail')).textContent).toBe('disk quota exceeded');
  });

  it('reads the list every two seconds while an export is queued or running, and stops when none is', async () => {
    jest.useFakeTimers();
    let list = [RUNNING, QUEUED, READY];
    const gw = open(() => list);
    await screen.findAllByTestId('export');
    expect(screen.getByTestId('exports-refreshing')).toBeTruthy();
    expect(listReads(gw)).toBe(1);
    await act(async () => jest.advanceTimersByTime(1_900));
    expect(listReads(gw)).toBe(1);
    list = [{ ...RUNNING, rows: 4000 }, { ...QUEUED, status: 'running', rows: 0, totalRows: null }, READY];
    await act(async () => jest.advanceTimersByTime(100));
    await waitFor(() => expect(within(cardOf(ids.running)).queryByText('4,000 of 5,000 rows')).not.toBeNull());
    expect(listReads(gw)).toBe(2);
    expect(within(cardOf(ids.queued)).getByText('0 rows so far')).toBeTruthy();
    list = [
      { ...RUNNING, status: 'ready', rows: 5000, sizeBytes: 2048, expiresAt: '2026-03-10T10:00:00.000Z' },
      { ...QUEUED, status: 'failed', detail: 'interrupted' },
      READY,
    ];
    await act(async () => jest.advanceTimersByTime(2_000));
    await waitFor(() => expect(screen.queryByTestId('exports-refreshing')).toBeNull());
    expect(listReads(gw)).toBe(3);
    await act(async () => jest.advanceTimersByTime(20_000));
    expect(listReads(gw)).toBe(3);
  });

  it('stops reading the list when the page is left', async () => {
    jest.useFakeTimers();
    const gw = open(() => [RUNNING]);
    await screen.findAllByTestId('export');
    await act(async () => jest.advanceTimersByTime(2_000));
    await waitFor(() => expect(listReads(gw)).toBe(2));
    cleanup();
    await act(async () => jest.advanceTimersByTime(20_000));
    expect(listReads(gw)).toBe(2);
  });

  it('does not read the list again when nothing is being made', async () => {
    jest.useFakeTimers();
    const gw = open();
    await screen.findAllByTestId('export');
    await act(async () => jest.advanceTimersByTime(20_000));
    expect(listReads(gw)).toBe(1);
  });

  it('downloads a ready export from the stream route with x-csrf and saves it under the server’s name', async () => {
    const saved: { href: string; download: string }[] = [];
    Object.assign(URL, { createObjectURL: () => 'blob:audit', revokeObjectURL: () => undefined });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ href: this.href, download: this.download });
    });
    const headers: Record<string, string> = {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="audit-log.csv"; filename*=UTF-8''audit-log-2026-03-02.csv`,
    };
    const fetched: { url: string; init: RequestInit }[] = [];
    Object.assign(globalThis, {
      fetch: async (url: string, init: RequestInit) => {
        fetched.push({ url, init });
        return { ok: true, status: 200, headers: { get: (name: string) => headers[name.toLowerCase()] ?? null }, blob: async () => new Blob(['at,service\n']) };
      },
    });
    open();
    fireEvent.click(await screen.findByRole('button', { name: `Download the export of ${at(READY.createdAt)}` }));
    await waitFor(() => expect(saved).toEqual([{ href: 'blob:audit', download: 'audit-log-2026-03-02.csv' }]));
    expect(fetched.map(({ url, init }) => [url, init.method, (init.headers as Record<string, string>)['x-csrf']])).toEqual([
      [`/api/admin/logs/exports/${ids.ready}/file`, 'GET', '1'],
    ]);
    click.mockRestore();
  });

  it('shows a download’s refusal as every refusal is shown', async () => {
    Object.assign(globalThis, {
      fetch: async () => ({ ok: true, status: 200, headers: { get: () => 'application/json' }, json: async () => ({ code: 9991, data: {} }) }),
    });
    open();
    fireEvent.click(await screen.findByRole('button', { name: /^Download the export/ }));
    await waitFor(() => expect(messageBoxes.list().map((box) => box.content)).toContain('The file does not exist.'));
  });

  it('removes an export after a question, and reads the list again', async () => {
    let list = [READY, FAILED, EXPIRED];
    const gw = open(() => list);
    await screen.findAllByTestId('export');
    fireEvent.click(screen.getByRole('button', { name: `Remove the export of ${at(FAILED.createdAt)}` }));
    expect(await screen.findByText(`Remove the export of ${at(FAILED.createdAt)}? Its file is deleted and cannot be downloaded again.`)).toBeTruthy();
    expect(gw.calls.filter((call) => call.method === 'DELETE')).toEqual([]);
    list = [READY, EXPIRED];
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.getAllByTestId('export')).toHaveLength(2));
    expect(gw.calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([`/admin/logs/exports/${ids.failed}`]);
    expect(await screen.findByText('The export has been removed.')).toBeTruthy();
  });

  it('says when there are none, and leads to the log', async () => {
    open(() => []);
    expect((await screen.findByTestId('exports-empty')).textContent).toBe('There are no exports. Filter the log and choose “Export these”.');
    expect(screen.getByRole('link', { name: 'Go to the log' }).getAttribute('href')).toBe('/admin/logs/list');
  });

  it('speaks Thai', async () => {
    open(() => [RUNNING, READY], { locale: 'th' });
    await screen.findAllByTestId('export');
    expect(screen.getAllByTestId('export-status').map((badge) => badge.textContent)).toEqual(['กำลังดำเนินการ', 'พร้อมดาวน์โหลด']);
    expect(within(cardOf(ids.running)).getByText('1,200 จาก 5,000 แถว')).toBeTruthy();
  });

  it.each(['light', 'dark'] as const)('has no accessibility violations axe can see in jsdom (%s theme)', async (theme) => {
    open(() => [RUNNING, QUEUED, READY, FAILED, EXPIRED], { theme });
    await screen.findAllByTestId('export');
    expect(await axeViolations()).toEqual([]);
  });
});
