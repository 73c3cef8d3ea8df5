/** @jest-environment jsdom */
import '@simbiz/web-kit/src/test-support/router-in-jsdom';
import type { LicenseInfo, LicenseUsage } from '@simbiz/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
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
import { LicensePage } from './license-page';

const DAY = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();

const license = (over: Partial<LicenseInfo> = {}): LicenseInfo => ({
  state: 'valid',
  licensee: 'Chulalongkorn University',
  seats: 50,
  simulations: 20,
  membersPerInstructor: 200,
  expiresAt: inDays(30),
  usedSeats: 18,
  detail: null,
  reason: null,
  ...over,
});
const usage = (over: Partial<LicenseInfo> = {}): LicenseUsage => ({ license: license(over), simulationsUsed: 7 });
const DOCUMENT = '{"licensee":"Mahidol University","seats":80,"signature":"c2ln"}';

function gateway(install: (call: ReceivedCall) => Answer, current = usage()) {
  return (call: ReceivedCall): Answer => {
    if (call.path === '/admin/license/usage') return ok(current);
    if (call.path === '/admin/license') return install(call);
    return refused(9991);
  };
}
const installs = () => ok(license({ licensee: 'Mahidol University' }));
const open = (install = installs, current?: LicenseUsage, options?: OpenOptions) =>
  openAdminPage('/admin/license', <LicensePage />, gateway(install, current), options);

beforeAll(() => stubScreen());
afterEach(closeOverlays);

describe('the license page', () => {
  it('shows the licensee, the state, seats and simulations used of those allowed, and the expiry with the days left', async () => {
    open();
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    const figures = (await screen.findByTestId('license')).querySelectorAll('dd');
    expect([...figures].map((d) => d.textContent)).toEqual([
      'Chulalongkorn University',
      'ValidThe license is in force.',
      '18of 50 allowed',
      '7of 20 allowed',
      '200',
      `${new Intl.DateTimeFormat('en', { dateStyle: 'medium' }).format(new Date(inDays(30)))}Expires in 30 days`,
    ]);
  });

  it('says when there is no license (community) and when one has expired, in words by identity’s reason', async () => {
    open(installs, usage({ state: 'community', licensee: null, expiresAt: null }));
    expect((await screen.findByTestId('license-detail')).textContent).toBe('No license is installed: the community limits apply.');
    expect(screen.getByTestId('license-expiry').textContent).toBe('Never');
    closeOverlays();
    const expiry = inDays(-3);
    open(installs, usage({ state: 'invalid', expiresAt: expiry, reason: 'expired', detail: `The license expired on ${expiry}.` }));
    const long = new Intl.DateTimeFormat('en', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(expiry));
    expect((await screen.findByTestId('license-detail')).textContent).toBe(`The license expired on ${long}.`);
    expect(screen.getByTestId('license-expiry').textContent).toMatch(/Expired 3 days ago$/);
  });

  it('installs pasted license text with PUT /admin/license, says so and reads the license again', async () => {
    const gw = open();
    await screen.findByTestId('license');
    fireEvent.change(screen.getByLabelText('Or paste the license text'), { target: { value: `  ${DOCUMENT}\n` } });
    fireEvent.click(screen.getByRole('button', { name: 'Install license' }));
    expect(await screen.findByText('The new license is installed.')).toBeTruthy();
    expect(gw.callsTo('/admin/license')).toEqual([expect.objectContaining({ method: 'PUT', body: { document: DOCUMENT } })]);
    await waitFor(() => expect(gw.callsTo('/admin/license/usage')).toHaveLength(2));
    expect((screen.getByLabelText('Or paste the license text') as HTMLTextAreaElement).value).toBe('');
  });

  it('reads a chosen .json file and installs what it holds', async () => {
    const gw = open();
    await screen.findByTestId('license');
    const file = new File([DOCUMENT], 'license.json', { type: 'application/json' });
    fireEvent.change(screen.getByLabelText('License file (.json)'), { target: { files: [file] } });
    await waitFor(() => expect((screen.getByLabelText('Or paste the license text') as HTMLTextAreaElement).value).toBe(DOCUMENT));
    fireEvent.click(screen.getByRole('button', { name: 'Install license' }));
    await screen.findByText('The new license is installed.');
    expect(gw.callsTo('/admin/license')[0]?.body).toEqual({ document: DOCUMENT });
  });

  it('shows why a license was refused (9001’s detail) beside the form, not in a message box', async () => {
    open(() =>
      refused(9001, { details: [{ path: ['document'], code: 'licenseInvalid', reason: 'signature', message: 'The license signature does not match.' }] }),
    );
    await screen.findByTestId('license');
    fireEvent.change(screen.getByLabelText('Or paste the license text'), { target: { value: DOCUMENT } });
    fireEvent.click(screen.getByRole('button', { name: 'Install license' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The license was not installed: The license signature does not match: the document was changed, or signed with another key.',
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByText('The new license is installed.')).toBeNull();
  });

  it('sends nothing until there is a license to install', async () => {
    const gw = open();
    await screen.findByTestId('license');
    fireEvent.click(screen.getByRole('button', { name: 'Install license' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Choose a license file or paste its text first.');
    expect(gw.callsTo('/admin/license')).toEqual([]);
  });

  it('writes the expiry in Thai for a Thai reader', async () => {
    open(installs, undefined, { locale: 'th' });
    expect((await screen.findByTestId('license-expiry')).textContent).toMatch(/หมดอายุในอีก 30 วัน$/);
    expect(screen.getByTestId('license-seats').textContent).toBe('18จากที่อนุญาต 50');
  });

  it('says in Thai why a tampered license was refused, not identity’s English', async () => {
    open(
      () => refused(9001, { details: [{ path: ['document'], code: 'licenseInvalid', reason: 'signature', message: 'The license signature does not match.' }] }),
      undefined,
      {
        locale: 'th',
      },
    );
    await screen.findByTestId('license');
    fireEvent.change(screen.getByLabelText('หรือวางข้อความของใบอนุญาต'), { target: { value: DOCUMENT } });
    fireEvent.click(screen.getByRole('button', { name: 'ติดตั้งใบอนุญาต' }));
    const alert = (await screen.findByRole('alert')).textContent ?? '';
    expect(alert).toContain('ลายเซ็นของใบอนุญาตไม่ตรงกัน');
    expect(alert).not.toMatch(/[A-Za-z]/);
  });

  it.each(['light', 'dark'] as const)('has no accessibility violations axe can see in jsdom, in the %s theme', async (theme) => {
    open(installs, undefined, { theme });
    await screen.findByTestId('license');
    expect(await axeViolations()).toEqual([]);
  });
});
