/** @jest-environment jsdom */
import '@simbiz/web-kit/src/test-support/router-in-jsdom';
import type { StorageBackend } from '@simbiz/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
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
import { StoragesPage } from './storages-page';

const BACKENDS: StorageBackend[] = [
  { name: 'disk', isDefault: false, configured: true, settings: { folder: '/var/lib/simbiz/files' } },
  { name: 's3', isDefault: true, configured: true, settings: { endpoint: 'http://minio:9000', region: 'us-east-1', bucket: 'files' } },
];

function gateway(test: (call: ReceivedCall) => Answer) {
  return (call: ReceivedCall): Answer => {
    if (call.path === '/admin/storages') return ok(BACKENDS);
    if (call.path.startsWith('/admin/storages/')) return test(call);
    return refused(9991);
  };
}
const passing = (call: ReceivedCall) => ok({ name: call.path.split('/')[3], ok: true, latencyMs: 12.4, detail: null });
const open = (test = passing, options?: OpenOptions) => openAdminPage('/admin/storages', <StoragesPage />, gateway(test), options);
const card = async (name: string) => (await screen.findByRole('heading', { name })).closest('section') as HTMLElement;

beforeAll(() => stubScreen());
afterEach(closeOverlays);

describe('the storages page', () => {
  it('shows a busy indicator, then each backend with its settings and the default marked', async () => {
    open();
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    const disk = await card('Local disk');
    const s3 = await card('S3-compatible object storage');
    expect(within(disk).queryByText('Default')).toBeNull();
    expect(within(s3).getByText('Default')).toBeTruthy();
    expect(
      within(disk)
        .getAllByRole('term')
        .map((term) => `${term.textContent}: ${term.nextSibling?.textContent}`),
    ).toEqual(['Folder: /var/lib/simbiz/files']);
    expect(
      within(s3)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Endpoint', 'Region', 'Bucket']);
  });

  it('tests a backend’s connection on its own route and shows the result with its latency', async () => {
    const gw = open();
    fireEvent.click(within(await card('S3-compatible object storage')).getByRole('button', { name: 'Test connection' }));
    expect(await screen.findByText('Connected. It answered in 12 ms.')).toBeTruthy();
    expect(gw.callsTo('/admin/storages/s3/test')).toEqual([expect.objectContaining({ method: 'POST', body: {} })]);
    expect(gw.callsTo('/admin/storages/disk/test')).toEqual([]);
  });

  it('shows a failed test with what went wrong', async () => {
    open(() => ok({ name: 's3', ok: false, latencyMs: 5012, detail: 'getaddrinfo ENOTFOUND minio' }));
    fireEvent.click(within(await card('S3-compatible object storage')).getByRole('button', { name: 'Test connection' }));
    const result = await screen.findByRole('alert');
    expect(result.textContent).toBe('The connection failed after 5,012 ms.getaddrinfo ENOTFOUND minio');
  });

  it('shows a refused test as every refusal is shown', async () => {
    open(() => refused(9001, { details: [{ code: 'storageNotConfigured', path: ['name'], message: 'S3 is not configured' }] }));
    fireEvent.click(within(await card('Local disk')).getByRole('button', { name: 'Test connection' }));
    expect((await screen.findByRole('dialog')).textContent).toContain('Verification failed.');
  });

  it('cannot test a backend that is not configured', async () => {
    openAdminPage('/admin/storages', <StoragesPage />, (call) =>
      call.path === '/admin/storages' ? ok([BACKENDS[0], { name: 's3', isDefault: false, configured: false, settings: {} }]) : refused(9991),
    );
    const s3 = await card('S3-compatible object storage');
    expect(within(s3).getByText('Not configured')).toBeTruthy();
    expect(within(s3).getByText('Nothing is configured for this storage.')).toBeTruthy();
    expect((within(s3).getByRole('button', { name: 'Test connection' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it.each(['light', 'dark'] as const)('has no accessibility violations axe can see in jsdom, in the %s theme', async (theme) => {
    open(passing, { theme });
    fireEvent.click(within(await card('Local disk')).getByRole('button', { name: 'Test connection' }));
    await screen.findByText('Connected. It answered in 12 ms.');
    expect(await axeViolations()).toEqual([]);
  });
});
