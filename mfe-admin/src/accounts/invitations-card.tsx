import { ADMIN_ACCOUNTS_API, IDENTITY_API } from '@simbiz/contracts';
import { Badge, Button, Card, Muted, Row, TextInput, useT } from '@simbiz/ui';
import { useState } from 'react';
import { formatDateTime } from '../common/format';
import { Loaded } from '../common/loaded';
import { Pager } from '../common/pager';
import { RecordTable } from '../common/record-table';
import { useAdminAction } from '../common/use-admin-action';
import { useAdminRead } from '../common/use-admin-read';

const PAGE_SIZE = 10;

/**
 * Invites an email (it may then sign up where sign-up is by invitation), and lists the invitations,
 * latest first, each with the name of the admin who invited.
 */
export function InvitationsCard() {
  const { t, language } = useT('admin');
  const [email, setEmail] = useState('');
  const [page, setPage] = useState(1);
  const invitations = useAdminRead(ADMIN_ACCOUNTS_API.invitations, { page, pageSize: PAGE_SIZE });
  const { run, busy } = useAdminAction();
  return (
    <Card aria-labelledby="accounts-invite">
      <h2 id="accounts-invite">{t('accounts.invite.title')}</h2>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const address = email.trim();
          if (!event.currentTarget.checkValidity() || !address) return;
          run({
            route: IDENTITY_API.invite,
            data: { email: address },
            done: t('accounts.invite.sent', { email: address }),
            then: () => {
              setEmail('');
              invitations.reload();
            },
          });
        }}
      >
        <div style={{ maxWidth: '28rem' }}>
          <TextInput
            label={t('accounts.invite.email')}
            name="email"
            type="email"
            autoComplete="off"
            value={email}
            onValueChange={setEmail}
            rules={{ required: true, email: true }}
          />
        </div>
        <Row>
          <Button type="submit" disabled={busy}>
            {t('accounts.invite.submit')}
          </Button>
        </Row>
      </form>
      <h3 style={{ fontSize: '1rem', margin: '1.2rem 0 0.5rem' }}>{t('accounts.invite.list')}</h3>
      <Loaded read={invitations}>
        {(list) =>
          list.items.length === 0 ? (
            <Muted>{t('accounts.invite.none')}</Muted>
          ) : (
            <>
              <RecordTable
                testId="invitations"
                headingLevel={4}
                records={list.items}
                recordKey={(invitation) => invitation.email}
                titleLabel={t('accounts.email')}
                title={(invitation) => invitation.email}
                columns={[
                  { key: 'invitedBy', label: t('accounts.invite.invitedBy'), cell: (invitation) => invitation.invitedByName ?? t('logs.exports.nameUnknown') },
                  { key: 'invitedAt', label: t('accounts.invite.invitedAt'), cell: (invitation) => formatDateTime(invitation.createdAt, language) },
                  {
                    key: 'state',
                    label: t('accounts.state'),
                    cell: (invitation) =>
                      invitation.usedAt ? (
                        <Badge $variant="success">{t('accounts.invite.used', { date: formatDateTime(invitation.usedAt, language) })}</Badge>
                      ) : (
                        <Badge>{t('accounts.invite.pending')}</Badge>
                      ),
                  },
                ]}
              />
              <Pager page={list.page} total={list.total} pageSize={list.pageSize} go={setPage} />
            </>
          )
        }
      </Loaded>
    </Card>
  );
}
