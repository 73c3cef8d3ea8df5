import { sameOriginPath } from '@simbiz/contracts';

/** The signed-in person as the profile describes them (section 3 and 7). */
export interface ProfileFacts {
  isAuthenticated: boolean;
  claims: { userId: string; sid: string; roles: string | readonly string[] };
}

/** Roles come as an array or a single string (section 3). */
export function rolesOf(profile: ProfileFacts | null | undefined): string[] {
  if (!profile?.isAuthenticated) return [];
  const roles = profile.claims.roles;
  return typeof roles === 'string' ? (roles ? [roles] : []) : [...roles];
}

/** Section 6: passes when no role is required; otherwise signed in and holding the role. */
export function hasRole(profile: ProfileFacts | null | undefined, role?: string): boolean {
  if (!role) return true;
  return Boolean(profile?.isAuthenticated) && rolesOf(profile).includes(role);
}

export type TopNavItem = 'home' | 'worlds' | 'admin' | 'accountCenter' | 'baike';

/**
 * The top navigation's items (section 2): Admin Console and Account Center for admins, Simspedia
 * for anyone signed in. Account Center is always there for an admin: it opens the configured
 * external account center, else the console's own accounts page (`accountCenterTarget`).
 */
export function topNavigation(profile: ProfileFacts | null | undefined): TopNavItem[] {
  const admin = hasRole(profile, 'admin');
  return ['home', 'worlds', ...(admin ? (['admin', 'accountCenter'] as const) : []), ...(profile?.isAuthenticated ? (['baike'] as const) : [])];
}

/** The console's accounts page, where Account Center leads when no external one is configured. */
export const ADMIN_ACCOUNTS_PATH = '/admin/accounts';

/** Where Account Center leads: the configured external URL (in a new tab), else the console's accounts page. */
export function accountCenterTarget(accountCenterUrl?: string | null): { external: true; href: string } | { external: false; to: string } {
  const href = accountCenterUrl?.trim();
  return href ? { external: true, href } : { external: false, to: ADMIN_ACCOUNTS_PATH };
}

/** The language switch appears only when more than one locale is supported (section 1). */
export const showsLanguageSwitch = (supportedLocales: readonly string[]) => supportedLocales.length > 1;

/** Paths that need a signed-in visitor; others may look without signing in. */
export function requiresSignIn(pathname: string): boolean {
  return pathname === '/worlds' || pathname.startsWith('/worlds/') || pathname === '/baike' || pathname.startsWith('/admin');
}

/**
 * Section 7's browser redirects. The return address is written as the gateway will read it: a
 * same-origin path (the gateway's own rule), else `/`, so the shell never asks for a redirect the
 * gateway would refuse.
 */
export function loginAddress(returnUrl: string): string {
  return `/bff/login?returnUrl=${encodeURIComponent(sameOriginPath(returnUrl) ?? '/')}`;
}

export function logoutAddress(sid: string, returnUrl = '/'): string {
  return `/bff/logout?sid=${encodeURIComponent(sid)}&returnUrl=${encodeURIComponent(sameOriginPath(returnUrl) ?? '/')}`;
}
