import { accountActions, accountsQuery, NO_ACCOUNT_FILTERS } from './accounts-query';

const SELF = 'u-self';

describe('the accounts list', () => {
  it('sends only the filters that are set', () => {
    expect(accountsQuery(NO_ACCOUNT_FILTERS, 1)).toEqual({ page: 1, pageSize: 20 });
    expect(accountsQuery({ q: '  ann ', role: 'licensed', disabled: 'true' }, 3)).toEqual({
      page: 3,
      pageSize: 20,
      q: 'ann',
      role: 'licensed',
      disabled: 'true',
    });
  });

  it('offers granting the roles an account lacks and taking those it holds, and disabling or enabling it', () => {
    expect(accountActions({ userId: 'u1', roles: [], disabled: false }, SELF)).toEqual(['grantAdmin', 'grantLicensed', 'disable']);
    expect(accountActions({ userId: 'u1', roles: ['admin', 'licensed'], disabled: true }, SELF)).toEqual(['revokeAdmin', 'revokeLicensed', 'enable']);
  });

  it('never offers an admin to take their own admin role or disable their own account', () => {
    expect(accountActions({ userId: SELF, roles: ['admin', 'licensed'], disabled: false }, SELF)).toEqual(['revokeLicensed']);
  });
});
