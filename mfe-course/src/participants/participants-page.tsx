import { API, type RouteReply, USER_IN_WORLD_TYPE, type UserInWorldType } from '@simbiz/contracts';
import { Alert, Button, Card, FieldLabel, Select, Spinner, Table, toasts, useT } from '@simbiz/ui';
import { useApi } from '@simbiz/web-kit';
import { useUnsavedChanges } from '@simbiz/web-kit/src/decision-kit';
import { useCallback, useEffect, useState } from 'react';
import { useCurrentWorld } from '../common/use-loaded-world';

type Participant = RouteReply<typeof API.worlds.listMembers>[number];

/** Emails typed one per line or separated by commas, semicolons or spaces. */
export function parseEmails(text: string): string[] {
  return [
    ...new Set(
      text
        .split(/[\s,;]+/)
        .map((e) => e.trim().toLowerCase())
        .filter(Boolean),
    ),
  ];
}

/** Participants (managers): who is in the world, add people by email, remove them. */
export function ParticipantsPage() {
  const current = useCurrentWorld();
  const { t, language } = useT('course');
  const api = useApi();
  const reader = useApi();
  const [people, setPeople] = useState<Participant[] | null>(null);
  const [emails, setEmails] = useState('');
  const [kind, setKind] = useState<UserInWorldType>(USER_IN_WORLD_TYPE.participant);
  const worldId = current?.worldId;
  const manager = current?.flags.canManageWorld;
  // The role alone adds nobody: only typed addresses are something to lose.
  useUnsavedChanges(emails.trim() !== '', t('unsaved'));

  const load = useCallback(() => {
    if (worldId && manager) void reader.call({ route: API.worlds.listMembers, data: { worldId }, success: setPeople });
  }, [reader, worldId, manager]);
  useEffect(load, [load]);

  if (!current) return <Spinner label={t('loading')} />;
  if (!current.flags.canManageWorld) return <Alert variant="warning">{t('managersOnly')}</Alert>;
  const changed = () => {
    toasts.show({ text: t('participants.saved') });
    load();
  };
  const date = new Intl.DateTimeFormat(language, { dateStyle: 'medium' });
  return (
    <div>
      <h1>{t('participants.title')}</h1>
      <Card>
        <h2>{t('participants.add')}</h2>
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            const list = parseEmails(emails);
            if (list.length)
              void api.call({
                route: API.worlds.addMembers,
                data: { worldId: current.worldId, emails: list, userInWorldType: kind },
                success: () => {
                  setEmails('');
                  changed();
                },
              });
          }}
        >
          <FieldLabel htmlFor="emails">{t('participants.emails')}</FieldLabel>
          <textarea
            id="emails"
            rows={3}
            value={emails}
            onChange={(e) => setEmails(e.target.value)}
            style={{ width: '100%', marginBottom: '0.8rem', font: 'inherit' }}
          />
          <FieldLabel htmlFor="kind">{t('participants.as')}</FieldLabel>
          <Select
            id="kind"
            value={kind}
            onChange={(e) => setKind(Number(e.target.value) === USER_IN_WORLD_TYPE.manager ? USER_IN_WORLD_TYPE.manager : USER_IN_WORLD_TYPE.participant)}
          >
            <option value={USER_IN_WORLD_TYPE.participant}>{t('participants.participant')}</option>
            <option value={USER_IN_WORLD_TYPE.manager}>{t('participants.manager')}</option>
          </Select>
          <Button type="submit">{t('participants.addSubmit')}</Button>
        </form>
      </Card>
      <Card>
        {people === null ? (
          <Spinner label={t('loading')} />
        ) : (
          <Table>
            <thead>
              <tr>
                <th scope="col">{t('participants.name')}</th>
                <th scope="col">{t('participants.email')}</th>
                <th scope="col">{t('participants.role')}</th>
                <th scope="col">{t('participants.joined')}</th>
                <th scope="col">{t('participants.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {people.map((person) => (
                <tr key={person.userId}>
                  <td>{person.displayName}</td>
                  <td>{person.email}</td>
                  <td>{t(person.userInWorldType === USER_IN_WORLD_TYPE.manager ? 'participants.manager' : 'participants.participant')}</td>
                  <td>{date.format(new Date(person.joinedAt))}</td>
                  <td>
                    <Button
                      size="sm"
                      variant="danger"
                      outline
                      onClick={() =>
                        void api.call({ route: API.worlds.removeMember, data: { worldId: current.worldId, userId: person.userId }, success: changed })
                      }
                    >
                      {t('participants.remove')}
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
      </Card>
    </div>
  );
}
