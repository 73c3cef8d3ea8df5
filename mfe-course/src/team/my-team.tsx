import { API } from '@simbiz/contracts';
import { Avatar, Button, Card, Muted, Row, TextInput, toasts, useT } from '@simbiz/ui';
import { useApi } from '@simbiz/web-kit';
import { useUnsavedChanges } from '@simbiz/web-kit/src/decision-kit';
import { useState } from 'react';
import type { MyTeamView } from './team-page';

/** One's own team: names, passcode, members, and the actions the world's team rules allow. */
export function MyTeam({ worldId, team, onChanged }: { worldId: string; team: MyTeamView; onChanged: () => void }) {
  const { t } = useT('course');
  const api = useApi();
  const [names, setNames] = useState({ teamName: team.name, companyName: team.companyName });
  // The names as last loaded or saved (the team's read after a save answers later).
  const [savedNames, setSavedNames] = useState(names);
  useUnsavedChanges(names.teamName !== savedNames.teamName || names.companyName !== savedNames.companyName, t('unsaved'));
  const done = () => {
    toasts.show({ text: t('team.saved') });
    onChanged();
  };
  return (
    <>
      <Card>
        <h2 data-testid="team-name">{team.name}</h2>
        <p>{t('team.company', { name: team.companyName })}</p>
        <p>
          {t('team.passcode')} <code data-testid="team-passcode">{team.passcode}</code>
        </p>
        {team.description ? <Muted>{team.description}</Muted> : null}
        <h3>{t('team.members')}</h3>
        <ul style={{ listStyle: 'none', padding: 0 }}>
          {team.memberNames.map((member) => (
            <li key={member.userId} style={{ display: 'flex', gap: '0.5rem', alignItems: 'center', marginBottom: '0.4rem' }}>
              <Avatar seed={member.userId} alt="" size="sm" />
              {member.displayName}
            </li>
          ))}
        </ul>
      </Card>
      <Card>
        <h2>{t('team.rename')}</h2>
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            if (e.currentTarget.checkValidity())
              void api.call({
                route: API.teams.rename,
                data: { worldId, ...names },
                success: () => {
                  setSavedNames(names);
                  done();
                },
              });
          }}
        >
          <TextInput
            label={t('team.teamName')}
            value={names.teamName}
            onValueChange={(teamName) => setNames({ ...names, teamName })}
            rules={{ required: true, max: 60 }}
          />
          <TextInput
            label={t('team.companyName')}
            value={names.companyName}
            onValueChange={(companyName) => setNames({ ...names, companyName })}
            rules={{ required: true, max: 60 }}
          />
          <Button type="submit">{t('common:messageBox.save')}</Button>
        </form>
      </Card>
      <Card>
        <Row>
          <Button variant="secondary" onClick={() => void api.call({ route: API.teams.resetPasscode, data: { worldId }, success: done })}>
            {t('team.resetPasscode')}
          </Button>
          <Button variant="danger" onClick={() => void api.call({ route: API.teams.leave, data: { worldId }, success: done })}>
            {t('team.leave')}
          </Button>
        </Row>
      </Card>
    </>
  );
}
