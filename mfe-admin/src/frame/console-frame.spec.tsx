/** @jest-environment jsdom */
import '@simbiz/web-kit/src/test-support/router-in-jsdom';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AdminRoot } from '../admin-root';
import { type Answer, axeViolations, closeOverlays, ok, openAdminPage, type OpenOptions, type ReceivedCall, stubScreen } from '../test-support/admin-gateway';

/** Every list the console's pages read, empty. */
function emptyGateway(call: ReceivedCall): Answer {
  if (call.path === '/admin/screenplays' || call.path === '/admin/storages') return ok([]);
  if (call.path === '/admin/logs') return ok({ items: [], nextCursor: null });
  return ok({ items: [], total: 0, page: 1, pageSize: 20 });
}

const open = (path: string, options?: OpenOptions) => openAdminPage(path, <AdminRoot />, emptyGateway, options);

afterEach(closeOverlays);

describe('the console’s frame', () => {
  beforeEach(() => stubScreen());

  it('leads /admin to the worlds list, its menu entry marked as the current page', async () => {
    open('/admin');
    await waitFor(() => expect(window.location.pathname).toBe('/admin/worlds'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Simulations' })).toBeTruthy();
    const menu = within(screen.getByRole('navigation', { name: 'Admin console sections' }));
    expect(menu.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Dashboard', '/admin/dashboard'],
      ['Simulations', '/admin/worlds'],
      ['Screenplays', '/admin/screenplays'],
      ['Storage', '/admin/storages'],
      ['License', '/admin/license'],
      ['Logs', '/admin/logs'],
      ['Accounts', '/admin/accounts'],
    ]);
    expect(menu.getByRole('link', { name: 'Simulations' }).getAttribute('aria-current')).toBe('page');
    expect(document.title).toBe('Simulations · Admin Console');
  });

  it('moves between pages from its menu', async () => {
    open('/admin/dashboard');
    fireEvent.click(within(screen.getByRole('navigation', { name: 'Admin console sections' })).getByRole('link', { name: 'Storage' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Storage' })).toBeTruthy();
    expect(window.location.pathname).toBe('/admin/storages');
  });

  it('shows the tabs of the logs section, and leads its address to the list', async () => {
    open('/admin/logs');
    await waitFor(() => expect(window.location.pathname).toBe('/admin/logs/list'));
    const tabs = within(screen.getByRole('tablist', { name: 'Logs' })).getAllByRole('tab');
    expect(tabs.map((tab) => [tab.textContent, tab.getAttribute('aria-selected')])).toEqual([
      ['Audit log', 'true'],
      ['Download records', 'false'],
    ]);
    fireEvent.click(tabs[1] as HTMLElement);
    await waitFor(() => expect(window.location.pathname).toBe('/admin/logs/download-records'));
  });

  it('sends an unknown console address to the 404 page', async () => {
    open('/admin/nowhere');
    await waitFor(() => expect(window.location.pathname).toBe('/error-404'));
  });

  it.each(['light', 'dark'] as const)('has no accessibility violations axe can see in jsdom around a page, in the %s theme', async (theme) => {
    open('/admin/storages', { theme });
    await screen.findByRole('heading', { level: 1, name: 'Storage' });
    expect(await axeViolations()).toEqual([]);
  });

  it('names its menu in Thai on a Thai phone', async () => {
    stubScreen(true);
    open('/admin/storages', { locale: 'th' });
    const menu = within(screen.getByRole('navigation', { name: 'ส่วนต่าง ๆ ของคอนโซลผู้ดูแลระบบ' }));
    expect(menu.getByRole('link', { name: 'พื้นที่จัดเก็บ' }).getAttribute('aria-current')).toBe('page');
    await screen.findByRole('heading', { level: 1, name: 'พื้นที่จัดเก็บ' });
    expect(await axeViolations()).toEqual([]);
  });
});
