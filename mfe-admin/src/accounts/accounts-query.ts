import type { ADMIN_ACCOUNTS_API, Role, RouteRequest } from '@simbiz/contracts';

/** The accounts list's filters as the form holds them ('' is "any"). */
export interface AccountFilters {
  q: string;
  role: '' | Role;
  disabled: '' | 'true' | 'false';
}

export const NO_ACCOUNT_FILTERS: AccountFilters = { q: '', role: '', disabled: '' };
export const ACCOUNTS_PAGE_SIZE = 20;

/** The list's query: only the filters that are set (an empty one would be sent as a value). */
export function accountsQuery(filters: AccountFilters, page: number): RouteRequest<typeof ADMIN_ACCOUNTS_API.list> {
  const q = filters.q.trim();
  return {
    page,
    pageSize: ACCOUNTS_PAGE_SIZE,
    ...(q ? { q } : {}),
    ...(filters.role ? { role: filters.role } : {}),
    ...(filters.disabled ? { disabled: filters.disabled } : {}),
  };
}

/** What an admin may do to an account from the list. */
export type AccountAction = 'grantAdmin' | 'revokeAdmin' | 'grantLicensed' | 'revokeLicensed' | 'disable' | 'enable';

/**
 * The actions an account offers: each role granted or taken away, disabled or enabled again. An
 * admin's own account offers neither taking its admin role nor disabling it (identity refuses
 * both: an installation always keeps an admin who can sign in).
 */
export function accountActions(account: { userId: string; roles: readonly string[]; disabled: boolean }, selfId: string): AccountAction[] {
  const self = account.userId === selfId;
  const admin = account.roles.includes('admin');
  return [
    ...(admin ? (self ? [] : (['revokeAdmin'] as const)) : (['grantAdmin'] as const)),
    account.roles.includes('licensed') ? ('revokeLicensed' as const) : ('grantLicensed' as const),
    ...(self ? [] : account.disabled ? (['enable'] as const) : (['disable'] as const)),
  ];
}
