import { API, type RouteReply } from '@simbiz/contracts';
import { Alert, Button, Card, parseNumber, Spinner, TextInput, toasts, useT } from '@simbiz/ui';
import { useApi } from '@simbiz/web-kit';
import { useUnsavedChanges } from '@simbiz/web-kit/src/decision-kit';
import { useEffect, useState } from 'react';
import { useCurrentWorld } from '../common/use-loaded-world';

type Settings = RouteReply<typeof API.worlds.settings>;
const TEAM_RULES = ['createTeam', 'joinTeam', 'leaveTeam', 'resetPasscode', 'teamSettings', 'rename'] as const;

/** The form's fields as the settings read show them. */
function textOf(settings: Settings) {
  return {
    name: settings.name,
    passcode: settings.passcode ?? '',
    memberLimit: String(settings.memberLimit),
    teamMemberLimit: String(settings.teamMemberLimit),
    teamLimit: String(settings.teamLimit),
    rounds: String(settings.rounds),
    botCompanies: String(settings.botCompanies),
  };
}

/** Settings (managers): name, passcode, limits, accepting members, discussions, team rules. */
export function SettingsPage() {
  const current = useCurrentWorld();
  const { t, language } = useT('course');
  const api = useApi();
  const reader = useApi();
  const [settings, setSettings] = useState<Settings | null>(null);
  const [text, setText] = useState({ name: '', passcode: '', memberLimit: '', teamMemberLimit: '', teamLimit: '', rounds: '', botCompanies: '' });
  const worldId = current?.worldId;
  const manager = current?.flags.canManageWorld;
  const loaded = settings ? textOf(settings) : null;
  useUnsavedChanges(loaded !== null && Object.entries(loaded).some(([name, value]) => text[name as keyof typeof text] !== value), t('unsaved'));

  const show = (next: Settings) => {
    setSettings(next);
    setText(textOf(next));
  };
  useEffect(() => {
    if (worldId && manager) void reader.call({ route: API.worlds.settings, data: { worldId }, success: show });
  }, [reader, worldId, manager]);

  if (!current) return <Spinner label={t('loading')} />;
  if (!current.flags.canManageWorld) return <Alert variant="warning">{t('managersOnly')}</Alert>;
  if (!settings) return <Spinner label={t('loading')} />;
  // The form's save shows every saved value; a switch's (`setSettings`) keeps what is typed in the form and not saved.
  const save = (change: Partial<Omit<Settings, 'teamRules'>> & { teamRules?: Partial<Settings['teamRules']> }, showSaved: (next: Settings) => void) =>
    void api.call({
      route: API.worlds.updateSettings,
      data: { worldId: current.worldId, ...change },
      success: (next) => {
        showSaved(next);
        toasts.show({ text: t('settings.saved') });
        void current.world.reload();
      },
    });
  const field = (name: keyof typeof text) => (value: string) => setText({ ...text, [name]: value });

  return (
    <div>
      <h1>{t('settings.title')}</h1>
      <Card>
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            // The fields' rules passed, so each is a whole number as the language writes it.
            const count = (typed: string) => parseNumber(typed, language) ?? 0;
            if (e.currentTarget.checkValidity())
              save(
                {
                  name: text.name,
                  passcode: text.passcode || null,
                  memberLimit: count(text.memberLimit),
                  teamMemberLimit: count(text.teamMemberLimit),
                  teamLimit: count(text.teamLimit),
                  ...(count(text.rounds) !== settings.rounds ? { rounds: count(text.rounds) } : {}),
                  ...(count(text.botCompanies) !== settings.botCompanies ? { botCompanies: count(text.botCompanies) } : {}),
                },
                show,
              );
          }}
        >
          <TextInput label={t('settings.name')} value={text.name} onValueChange={field('name')} rules={{ required: true, max: 80 }} />
          <TextInput label={t('settings.passcode')} value={text.passcode} onValueChange={field('passcode')} rules={{ max: 32 }} autoComplete="off" />
          <TextInput
            label={t('settings.memberLimit')}
            inputMode="numeric"
            value={text.memberLimit}
            onValueChange={field('memberLimit')}
            rules={{ required: true, integer: true, between: [1, 10000] }}
          />
          <TextInput
            label={t('settings.teamMemberLimit')}
            inputMode="numeric"
            value={text.teamMemberLimit}
            onValueChange={field('teamMemberLimit')}
            rules={{ required: true, integer: true, between: [1, 50] }}
          />
          <TextInput
            label={t('settings.teamLimit')}
            inputMode="numeric"
            value={text.teamLimit}
            onValueChange={field('teamLimit')}
            rules={{ required: true, integer: true, between: [1, 200] }}
          />
          <TextInput
            label={t('settings.rounds')}
            inputMode="numeric"
            value={text.rounds}
            onValueChange={field('rounds')}
            rules={{ required: true, integer: true, min_value: 1 }}
          />
          <TextInput
            label={t('settings.botCompanies')}
            inputMode="numeric"
            value={text.botCompanies}
            onValueChange={field('botCompanies')}
            rules={{ required: true, integer: true, between: [0, 200] }}
          />
          <Button type="submit">{t('common:messageBox.save')}</Button>
        </form>
      </Card>
      <Card>
        <h2>{t('settings.switches')}</h2>
        <p>
          <label>
            <input type="checkbox" checked={settings.acceptingMembers} onChange={(e) => save({ acceptingMembers: e.target.checked }, setSettings)} />{' '}
            {t('settings.acceptingMembers')}
          </label>
        </p>
        <p>
          <label>
            <input
              type="checkbox"
              checked={settings.enabledDiscussions}
              onChange={(e) => save({ enabledDiscussions: e.target.checked }, setSettings)}
              data-testid="discussions-switch"
            />{' '}
            {t('settings.discussions')}
          </label>
        </p>
        <h3>{t('settings.teamRules')}</h3>
        {TEAM_RULES.map((rule) => (
          <p key={rule} style={{ margin: '0.3rem 0' }}>
            <label>
              <input type="checkbox" checked={settings.teamRules[rule]} onChange={(e) => save({ teamRules: { [rule]: e.target.checked } }, setSettings)} />{' '}
              {t(`settings.rules.${rule}`)}
            </label>
          </p>
        ))}
      </Card>
    </div>
  );
}
