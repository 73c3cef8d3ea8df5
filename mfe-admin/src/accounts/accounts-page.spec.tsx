/** @jest-environment jsdom */
import '@simbiz/web-kit/src/test-support/router-in-jsdom';
import type { AdminAccount, Invitation } from '@simbiz/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  ADMIN_PROFILE,
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
import { AccountsPage } from './accounts-page';

const ANN = '33333333-3333-4333-8333-333333333333';
const BOB = '44444444-4444-4444-8444-444444444444';

const account = (userId: string, displayName: string, over: Partial<AdminAccount> = {}): AdminAccount => ({
  userId,
  email: `${displayName.split(' ')[0]?.toLowerCase()}@simbiz.local`,
  displayName,
  roles: [],
  disabled: false,
  createdAt: '2026-01-05T09:00:00.000Z',
  lastLoginAt: null,
  ...over,
});
const ACCOUNTS = [
  account(ADMIN_PROFILE.claims.userId, 'Ada Admin', { roles: ['admin', 'licensed'], lastLoginAt: '2026-03-02T10:30:00.000Z' }),
  account(ANN, 'Ann Lee'),
  account(BOB, 'Bob Chen', { roles: ['admin'], disabled: true }),
];
const INVITATIONS: Invitation[] = [
  { email: 'new@simbiz.local', invitedBy: ADMIN_PROFILE.claims.userId, invitedByName: 'Ada Admin', createdAt: '2026-03-01T08:00:00.000Z', usedAt: null },
  { email: 'ann@simbiz.local', invitedBy: BOB, invitedByName: 'Bob Chen', createdAt: '2026-01-01T08:00:00.000Z', usedAt: '2026-01-05T09:00:00.000Z' },
  { email: 'old@simbiz.local', invitedBy: 'u-gone', invitedByName: null, createdAt: '2025-12-01T08:00:00.000Z', usedAt: null },
];

function gateway(overrides: (call: ReceivedCall) => Answer | undefined = () => undefined) {
  return (call: ReceivedCall): Answer => {
    const own = overrides(call);
    if (own) return own;
    if (call.path === '/admin/accounts') return ok({ items: ACCOUNTS, total: 3, page: 1, pageSize: 20 });
    if (call.path === '/admin/invitations' && call.method === 'GET') return ok({ items: INVITATIONS, total: 2, page: 1, pageSize: 10 });
    if (call.path === '/admin/invitations') return ok({ email: (call.body as { email: string }).email, invitedBy: 'Ada Admin' });
    if (call.path.startsWith('/admin/accounts/')) return ok(ACCOUNTS[1]);
    return refused(9991);
  };
}
const open = (overrides?: (call: ReceivedCall) => Answer | undefined, options?: OpenOptions) =>
  openAdminPage('/admin/accounts', <AccountsPage />, gateway(overrides), options);
const rowOf = async (name: string) => (await screen.findByRole('rowheader', { name: new RegExp(`^${name}`) })).closest('tr') as HTMLElement;
const confirm = async (button: string) => fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: button }));
const lastList = (gw: ReturnType<typeof open>) => gw.callsTo('/admin/accounts').at(-1)?.query;

beforeEach(() => stubScreen());
afterEach(closeOverlays);

describe('the accounts page', () => {
  it('lists accounts with their roles, status, when they joined and last signed in', async () => {
    open();
    expect(screen.getAllByRole('status')[0]?.textContent).toBe('Loading…');
    const rows = await screen.findAllByTestId('accounts-record');
    expect(rows.map((row) => [...row.children].slice(0, 6).map((cell) => cell.textContent))).toEqual([
      ['Ada Admin You', 'ada@simbiz.local', 'AdministratorLicensed', 'Active', 'Jan 5, 2026', expect.stringMatching(/^Mar 2, 2026/)],
      ['Ann Lee ', 'ann@simbiz.local', 'None', 'Active', 'Jan 5, 2026', 'Never'],
      ['Bob Chen ', 'bob@simbiz.local', 'Administrator', 'Disabled', 'Jan 5, 2026', 'Never'],
    ]);
  });

  it('offers each account the roles it lacks and those it holds, but never lets an admin disable themselves or drop their own admin role', async () => {
    open();
    const buttons = async (name: string) =>
      within(await rowOf(name))
        .getAllByRole('button')
        .map((b) => b.textContent);
    expect(await buttons('Ada Admin')).toEqual(['Revoke license']);
    expect(await buttons('Ann Lee')).toEqual(['Make admin', 'Grant license', 'Disable']);
    expect(await buttons('Bob Chen')).toEqual(['Remove admin', 'Grant license', 'Enable']);
  });

  it('searches and filters by role and status on the server', async () => {
    const gw = open();
    await rowOf('Ann Lee');
    expect(Object.fromEntries(lastList(gw) ?? [])).toEqual({ page: '1', pageSize: '20' });
    fireEvent.change(screen.getByLabelText('Email or name'), { target: { value: 'lee' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    fireEvent.change(screen.getByLabelText('Role'), { target: { value: 'licensed' } });
    fireEvent.change(screen.getAllByLabelText('Status')[0] as HTMLElement, { target: { value: 'true' } });
    await waitFor(() => expect(Object.fromEntries(lastList(gw) ?? [])).toEqual({ page: '1', pageSize: '20', q: 'lee', role: 'licensed', disabled: 'true' }));
  });

  it('grants a license seat after asking, on identity’s role route, with a toast, and reads the list again', async () => {
    const gw = open();
    fireEvent.click(within(await rowOf('Ann Lee')).getByRole('button', { name: 'Grant license — Ann Lee' }));
    expect((await screen.findByRole('dialog')).textContent).toContain('Grant Ann Lee (ann@simbiz.local) a license seat?');
    await confirm('Grant license');
    expect(await screen.findByText('Ann Lee now holds a license seat.')).toBeTruthy();
    expect(gw.callsTo(`/admin/accounts/${ANN}/roles`)).toEqual([expect.objectContaining({ method: 'POST', body: { role: 'licensed' } })]);
    await waitFor(() => expect(gw.callsTo('/admin/accounts')).toHaveLength(2));
  });

  it('takes an admin role away with DELETE on the role’s own address', async () => {
    const gw = open();
    fireEvent.click(within(await rowOf('Bob Chen')).getByRole('button', { name: 'Remove admin — Bob Chen' }));
    await confirm('Remove admin');
    await screen.findByText('Bob Chen is no longer an administrator.');
    expect(gw.callsTo(`/admin/accounts/${BOB}/roles/admin`)).toEqual([expect.objectContaining({ method: 'DELETE', body: {} })]);
  });

  it('disables and enables accounts after asking', async () => {
    const gw = open();
    fireEvent.click(within(await rowOf('Ann Lee')).getByRole('button', { name: 'Disable — Ann Lee' }));
    expect((await screen.findByRole('dialog')).textContent).toContain('They are signed out at once');
    await confirm('Disable');
    await screen.findByText('The account of Ann Lee is disabled.');
    fireEvent.click(within(await rowOf('Bob Chen')).getByRole('button', { name: 'Enable — Bob Chen' }));
    await confirm('Enable');
    await screen.findByText('The account of Bob Chen is enabled.');
    expect(gw.calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([`/admin/accounts/${ANN}/disable`, `/admin/accounts/${BOB}/enable`]);
  });

  it('shows 9993 (no seat left) with the catalogue’s message and the license’s limit', async () => {
    open((call) => (call.path.endsWith('/roles') ? refused(9993, { params: { count: 50 } }) : undefined));
    fireEvent.click(within(await rowOf('Ann Lee')).getByRole('button', { name: 'Grant license — Ann Lee' }));
    await confirm('Grant license');
    await waitFor(() => expect(screen.getByRole('dialog').textContent).toContain('The license allows at most 50 users, and that number has been reached.'));
    expect(screen.queryByText('Ann Lee now holds a license seat.')).toBeNull();
  });

  it('lists the invitations and invites an email, reading them again', async () => {
    const gw = open();
    await rowOf('Bob Chen');
    const table = within(await screen.findByTestId('invitations'));
    // Who invited, by the name identity answers (none for an account it no longer has).
    expect(
      table
        .getAllByRole('row')
        .slice(1)
        .map((row) => [row.children[0]?.textContent, row.children[1]?.textContent, row.children[3]?.textContent]),
    ).toEqual([
      ['new@simbiz.local', 'Ada Admin', 'Not used yet'],
      ['ann@simbiz.local', 'Bob Chen', expect.stringMatching(/^Signed up Jan 5, 2026/)],
      ['old@simbiz.local', 'Name not available', 'Not used yet'],
    ]);
    fireEvent.change(screen.getByLabelText('Invite by email'), { target: { value: 'carol@uni.example' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('carol@uni.example is invited and can now sign up.')).toBeTruthy();
    expect(gw.calls.filter((c) => c.path === '/admin/invitations' && c.method === 'POST').map((c) => c.body)).toEqual([{ email: 'carol@uni.example' }]);
    await waitFor(() => expect(gw.calls.filter((c) => c.path === '/admin/invitations' && c.method === 'GET')).toHaveLength(2));
  });

  it('sends no invitation for an address that is not an email', async () => {
    const gw = open();
    await screen.findByTestId('invitations');
    fireEvent.change(screen.getByLabelText('Invite by email'), { target: { value: 'not-an-email' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(screen.getByLabelText('Invite by email').getAttribute('aria-invalid')).toBe('true'));
    expect(gw.calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it.each(['light', 'dark'] as const)('has no accessibility violations axe can see in jsdom, in the %s theme', async (theme) => {
    open(undefined, { theme });
    await rowOf('Bob Chen');
    await screen.findByTestId('invitations');
    expect(await axeViolations()).toEqual([]);
  });

  it('has no accessibility violations axe can see as cards on a Thai phone', async () => {
    stubScreen(true);
    open(undefined, { locale: 'th', theme: 'dark' });
    await screen.findAllByTestId('accounts-record');
    await screen.findAllByTestId('invitations-record');
    expect(await axeViolations()).toEqual([]);
  });
});
