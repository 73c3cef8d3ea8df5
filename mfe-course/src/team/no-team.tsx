import { API, type RouteReply } from '@simbiz/contracts';
import { Button, Card, Muted, Spinner, Table, TextInput, toasts, useT } from '@simbiz/ui';
import { useApi, useWorld, worldFlags } from '@simbiz/web-kit';
import { useUnsavedChanges } from '@simbiz/web-kit/src/decision-kit';
import { useEffect, useState } from 'react';

type TeamSummary = RouteReply<typeof API.teams.list>[number];
const EMPTY_NEW_TEAM = { teamName: '', companyName: '', passcode: '' };

/** Not on a team yet: the world's teams to join with their passcode, or a new team. */
export function NoTeam({ worldId, onJoined }: { worldId: string; onJoined: () => void }) {
  const { t } = useT('course');
  const api = useApi();
  const reader = useApi();
  const world = useWorld();
  const [teams, setTeams] = useState<TeamSummary[] | null>(null);
  const [joining, setJoining] = useState<{ teamId: string; passcode: string } | null>(null);
  const [created, setCreated] = useState(EMPTY_NEW_TEAM);
  const manager = world?.details ? worldFlags(world.details).canManageWorld : false;

  useEffect(() => {
    void reader.call({ route: API.teams.list, data: { worldId }, success: setTeams });
  }, [reader, worldId]);

  useUnsavedChanges(Boolean(joining?.passcode) || Object.values(created).some(Boolean), t('unsaved'));

  const joined = () => {
    setJoining(null);
    setCreated(EMPTY_NEW_TEAM);
    toasts.show({ text: t('team.joined') });
    onJoined();
  };

  return (
    <>
      <Card>
        <h2>{t('team.teams')}</h2>
        {teams === null ? (
          <Spinner label={t('loading')} />
        ) : teams.length === 0 ? (
          <Muted>{t('team.noTeams')}</Muted>
        ) : (
          <Table>
            <thead>
              <tr>
                <th scope="col">{t('team.teamName')}</th>
                <th scope="col">{t('team.companyName')}</th>
                <th scope="col">{t('team.memberCount')}</th>
                {manager ? null : <th scope="col">{t('team.join')}</th>}
              </tr>
            </thead>
            <tbody>
              {teams.map((team) => (
                <tr key={team.teamId}>
                  <td>{team.name}</td>
                  <td>{team.companyName}</td>
                  <td>{team.memberCount}</td>
                  {manager ? null : (
                    <td>
                      {joining?.teamId === team.teamId ? (
                        <form
                          noValidate
                          onSubmit={(e) => {
                            e.preventDefault();
                            void api.call({ route: API.teams.join, data: { worldId, teamId: team.teamId, passcode: joining.passcode }, success: joined });
                          }}
                        >
                          <TextInput
                            label={t('team.passcode')}
                            size="sm"
                            value={joining.passcode}
                            onValueChange={(passcode) => setJoining({ teamId: team.teamId, passcode })}
                            autoComplete="off"
                          />
                          <Button type="submit" size="sm">
                            {t('team.join')}
                          </Button>
                        </form>
                      ) : (
                        <Button size="sm" variant="tertiary" onClick={() => setJoining({ teamId: team.teamId, passcode: '' })}>
                          {t('team.join')}
                        </Button>
                      )}
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </Table>
        )}
      </Card>
      {manager ? null : (
        <Card>
          <h2>{t('team.create')}</h2>
          <form
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              if (e.currentTarget.checkValidity())
                void api.call({
                  route: API.teams.create,
                  data: { worldId, teamName: created.teamName, companyName: created.companyName, ...(created.passcode ? { passcode: created.passcode } : {}) },
                  success: joined,
                });
            }}
          >
            <TextInput
              label={t('team.teamName')}
              name="teamName"
              value={created.teamName}
              onValueChange={(teamName) => setCreated({ ...created, teamName })}
              rules={{ required: true, max: 60 }}
            />
            <TextInput
              label={t('team.companyName')}
              name="companyName"
              value={created.companyName}
              onValueChange={(companyName) => setCreated({ ...created, companyName })}
              rules={{ required: true, max: 60 }}
            />
            <TextInput
              label={t('team.choosePasscode')}
              name="teamPasscode"
              value={created.passcode}
              onValueChange={(passcode) => setCreated({ ...created, passcode })}
              rules={{ min: 4, max: 32 }}
              autoComplete="off"
            />
            <Button type="submit">{t('team.createSubmit')}</Button>
          </form>
        </Card>
      )}
    </>
  );
}
