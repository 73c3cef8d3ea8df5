import type { AdminAccount } from '@simbiz/contracts';
import { Badge, Button, useT } from '@simbiz/ui';
import { formatDate, formatDateTime } from '../common/format';
import { RecordTable } from '../common/record-table';
import { type AccountAction, accountActions } from './accounts-query';

const DANGEROUS: readonly AccountAction[] = ['revokeAdmin', 'revokeLicensed', 'disable'];

/** The accounts of the page: roles, state, when they joined and last signed in, and what may be done to each. */
export function AccountsTable({
  accounts,
  selfId,
  busy,
  act,
}: {
  accounts: readonly AdminAccount[];
  selfId: string;
  busy: boolean;
  act: (account: AdminAccount, action: AccountAction) => void;
}) {
  const { t, language } = useT('admin');
  return (
    <RecordTable
      testId="accounts"
      headingLevel={3}
      records={accounts}
      recordKey={(account) => account.userId}
      titleLabel={t('accounts.name')}
      title={(account) => (
        <>
          {account.displayName} {account.userId === selfId ? <Badge $variant="info">{t('accounts.you')}</Badge> : null}
        </>
      )}
      columns={[
        { key: 'email', label: t('accounts.email'), cell: (account) => account.email },
        {
          key: 'roles',
          label: t('accounts.roles'),
          cell: (account) =>
            account.roles.length === 0
              ? t('accounts.noRoles')
              : account.roles.map((role) => (
                  <Badge key={role} $variant={role === 'admin' ? 'primary' : 'success'} style={{ marginRight: '0.3rem' }}>
                    {t(`accounts.roleNames.${role}`)}
                  </Badge>
                )),
        },
        {
          key: 'state',
          label: t('accounts.state'),
          cell: (account) => (account.disabled ? <Badge $variant="danger">{t('accounts.disabled')}</Badge> : t('accounts.active')),
        },
        { key: 'created', label: t('accounts.created'), cell: (account) => formatDate(account.createdAt, language) },
        {
          key: 'lastLogin',
          label: t('accounts.lastLogin'),
          cell: (account) => (account.lastLoginAt ? formatDateTime(account.lastLoginAt, language) : t('accounts.never')),
        },
      ]}
      actionsLabel={t('common.actions')}
      actions={(account) =>
        accountActions(account, selfId).map((action) => (
          <Button
            key={action}
            size="sm"
            variant={DANGEROUS.includes(action) ? 'danger' : 'secondary'}
            outline
            disabled={busy}
            aria-label={t('common.actionFor', { action: t(`accounts.actions.${action}`), name: account.displayName })}
            onClick={() => act(account, action)}
          >
            {t(`accounts.actions.${action}`)}
          </Button>
        ))
      }
    />
  );
}
