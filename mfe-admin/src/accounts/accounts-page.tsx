import { ADMIN_ACCOUNTS_API, type AdminAccount, IDENTITY_API } from '@simbiz/contracts';
import { Card, Muted, useT } from '@simbiz/ui';
import { useProfile } from '@simbiz/web-kit';
import { useState } from 'react';
import { formatCount } from '../common/format';
import { Loaded } from '../common/loaded';
import { PageHeader } from '../common/page-header';
import { Pager } from '../common/pager';
import { useAdminAction } from '../common/use-admin-action';
import { useAdminRead } from '../common/use-admin-read';
import { AccountsFilters } from './accounts-filters';
import { type AccountAction, accountsQuery, NO_ACCOUNT_FILTERS, type AccountFilters } from './accounts-query';
import { AccountsTable } from './accounts-table';
import { InvitationsCard } from './invitations-card';

/**
 * The accounts (issue 24's item 8, where Account Center leads without an external one): searched
 * and filtered on the server, each action asked first and followed by a toast; 9993 (no seat
 * left) and identity's other refusals are shown as every refusal is. Invitations below.
 */
export function AccountsPage() {
  const { t, language } = useT('admin');
  const profile = useProfile();
  const selfId = profile?.claims.userId ?? '';
  const [filters, setFilters] = useState<AccountFilters>(NO_ACCOUNT_FILTERS);
  const [page, setPage] = useState(1);
  const accounts = useAdminRead(ADMIN_ACCOUNTS_API.list, accountsQuery(filters, page));
  const { run, busy } = useAdminAction();

  const act = (account: AdminAccount, action: AccountAction) => {
    const params = { name: account.displayName, email: account.email };
    const asked = {
      confirm: { question: t(`accounts.confirm.${action}`, params), confirmText: t(`accounts.actions.${action}`) },
      done: t(`accounts.done.${action}`, params),
      then: accounts.reload,
    };
    const { userId } = account;
    // A role is granted by identity's own route, taken away by the console's.
    if (action === 'grantAdmin' || action === 'grantLicensed')
      return run({ route: IDENTITY_API.grantRole, data: { userId, role: action === 'grantAdmin' ? 'admin' : 'licensed' }, ...asked });
    if (action === 'revokeAdmin' || action === 'revokeLicensed')
      return run({ route: ADMIN_ACCOUNTS_API.revokeRole, data: { userId, role: action === 'revokeAdmin' ? 'admin' : 'licensed' }, ...asked });
    return run({ route: ADMIN_ACCOUNTS_API[action], data: { userId }, ...asked });
  };

  return (
    <div>
      <PageHeader title={t('accounts.title')} />
      <Card aria-labelledby="accounts-list">
        <h2 id="accounts-list" style={{ position: 'absolute', left: '-9999px' }}>
          {t('accounts.list')}
        </h2>
        <AccountsFilters
          filters={filters}
          apply={(next) => {
            setFilters(next);
            setPage(1);
          }}
        />
        <Loaded read={accounts}>
          {(list) =>
            list.items.length === 0 ? (
              <Muted>{t('accounts.empty')}</Muted>
            ) : (
              <>
                <Muted aria-live="polite" data-testid="accounts-total">
                  {t('accounts.total', { total: formatCount(list.total, language) })}
                </Muted>
                <AccountsTable accounts={list.items} selfId={selfId} busy={busy} act={act} />
                <Pager page={list.page} total={list.total} pageSize={list.pageSize} go={setPage} />
              </>
            )
          }
        </Loaded>
      </Card>
      <InvitationsCard />
    </div>
  );
}
