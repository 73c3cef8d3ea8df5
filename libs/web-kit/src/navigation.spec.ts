import { accountCenterTarget, hasRole, loginAddress, logoutAddress, requiresSignIn, rolesOf, showsLanguageSwitch, topNavigation } from './navigation';

const signedIn = (roles: string | string[]) => ({ isAuthenticated: true, claims: { userId: 'u', sid: 's', roles } });
const nobody = { isAuthenticated: false, claims: { userId: '', sid: '', roles: [] } };

describe('the top navigation (sections 1, 2 and 6)', () => {
  it('reads roles given as an array or as a single string', () => {
    expect(rolesOf(signedIn('admin'))).toEqual(['admin']);
    expect(rolesOf(signedIn(['admin', 'licensed']))).toEqual(['admin', 'licensed']);
    expect(rolesOf(nobody)).toEqual([]);
  });

  it('passes a role check when no role is required, else needs a signed-in holder of the role', () => {
    expect(hasRole(nobody)).toBe(true);
    expect(hasRole(nobody, 'admin')).toBe(false);
    expect(hasRole(signedIn('licensed'), 'admin')).toBe(false);
    expect(hasRole(signedIn('admin'), 'admin')).toBe(true);
  });

  it('shows Home and My Simulations to everyone, Simspedia once signed in', () => {
    expect(topNavigation(nobody)).toEqual(['home', 'worlds']);
    expect(topNavigation(signedIn([]))).toEqual(['home', 'worlds', 'baike']);
  });

  it('shows Admin Console and Account Center to admins only', () => {
    expect(topNavigation(signedIn('admin'))).toEqual(['home', 'worlds', 'admin', 'accountCenter', 'baike']);
    expect(topNavigation(signedIn(['licensed']))).toEqual(['home', 'worlds', 'baike']);
    expect(topNavigation(nobody)).not.toContain('accountCenter');
  });

  it('leads Account Center to the configured external URL, else to the console’s accounts page', () => {
    expect(accountCenterTarget('https://accounts.example.org')).toEqual({ external: true, href: 'https://accounts.example.org' });
    expect(accountCenterTarget(null)).toEqual({ external: false, to: '/admin/accounts' });
    expect(accountCenterTarget('  ')).toEqual({ external: false, to: '/admin/accounts' });
    expect(accountCenterTarget(undefined)).toEqual({ external: false, to: '/admin/accounts' });
  });

  it('shows the language switch only with more than one supported locale', () => {
    expect(showsLanguageSwitch(['en'])).toBe(false);
    expect(showsLanguageSwitch(['en', 'th'])).toBe(true);
  });

  it('requires sign-in for the worlds, Simspedia and admin pages', () => {
    expect(requiresSignIn('/worlds')).toBe(true);
    expect(requiresSignIn('/worlds/abc/team')).toBe(true);
    expect(requiresSignIn('/admin')).toBe(true);
    expect(requiresSignIn('/admin/accounts')).toBe(true);
    expect(requiresSignIn('/')).toBe(false);
  });

  it('builds the browser redirects of section 7', () => {
    expect(loginAddress('/worlds?x=1')).toBe('/bff/login?returnUrl=%2Fworlds%3Fx%3D1');
    expect(logoutAddress('abc')).toBe('/bff/logout?sid=abc&returnUrl=%2F');
  });

  it('writes only same-origin return addresses, as the gateway reads them', () => {
    expect(loginAddress('/.//evil.example/x')).toBe('/bff/login?returnUrl=%2F');
    expect(logoutAddress('abc', '//evil.example')).toBe('/bff/logout?sid=abc&returnUrl=%2F');
    expect(logoutAddress('abc', loginAddress('/worlds'))).toBe(`/bff/logout?sid=abc&returnUrl=${encodeURIComponent('/bff/login?returnUrl=%2Fworlds')}`);
  });
});
