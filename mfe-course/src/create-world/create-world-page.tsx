import { API, type RouteReply } from '@simbiz/contracts';
import { Button, Card, FieldLabel, Muted, Select, Spinner, TextInput, useT } from '@simbiz/ui';
import { useApi, useSearchParams, useShell } from '@simbiz/web-kit';
import { useUnsavedChanges } from '@simbiz/web-kit/src/decision-kit';
import { type FormEvent, useEffect, useState } from 'react';
import { type CreateWorldForm, createWorldRequest, defaultStart } from './create-world-form';

type Screenplay = RouteReply<typeof API.worlds.screenplays>[number];

/** The screenplay chosen first: the one the address names (`?screenplay=`, from the admin console's import), else the starter. */
const FIRST_SCREENPLAY = 'starter';

/**
 * Create a world from a screenplay, shipped or imported (licensed users; the gateway refuses
 * others with 403).
 */
export function CreateWorldPage() {
  const { t, language } = useT('course');
  const { navigate } = useShell();
  const api = useApi();
  const lister = useApi();
  const [search] = useSearchParams();
  const [screenplays, setScreenplays] = useState<Screenplay[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [defaults, setDefaults] = useState<CreateWorldForm>(() => ({
    name: '',
    confirmName: '',
    screenplayId: search.get('screenplay') || FIRST_SCREENPLAY,
    startAt: defaultStart(new Date()),
    passcode: '',
    rounds: '',
    roundLengthHours: '168',
    teamMemberLimit: '6',
    botCompanies: '4',
    enabledDiscussions: true,
  }));
  const [form, setForm] = useState(defaults);
  // Once the world is created, `navigate` (not a link) leaves the page without asking.
  useUnsavedChanges(
    Object.entries(defaults).some(([field, value]) => form[field as keyof CreateWorldForm] !== value),
    t('unsaved'),
  );
  const set = (field: keyof CreateWorldForm) => (value: string) => setForm((f) => ({ ...f, [field]: value }));

  useEffect(() => {
    void lister.call({
      route: API.worlds.screenplays,
      data: {},
      success: (list) => {
        setScreenplays(list);
        // An address naming a screenplay there is not falls back to the starter, as if it named none.
        const first = list.find((s) => s.id === defaults.screenplayId) ?? list.find((s) => s.id === FIRST_SCREENPLAY) ?? list[0];
        if (!first || first.id === defaults.screenplayId) return;
        setDefaults((d) => ({ ...d, screenplayId: first.id }));
        setForm((f) => ({ ...f, screenplayId: first.id }));
      },
    });
    // Read once, when the page opens: the address's choice is only a starting point.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [lister]);

  const chosen = screenplays?.find((s) => s.id === form.screenplayId);
  const text = (localized: Screenplay['name']) => localized[language as keyof Screenplay['name']] ?? localized.en;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!event.currentTarget.checkValidity()) return;
    void api.call({
      route: API.worlds.create,
      data: createWorldRequest(form),
      start: () => setBusy(true),
      completed: () => setBusy(false),
      success: ({ worldId }) => navigate(`/worlds/${worldId}`),
    });
  };

  return (
    <Card>
      <h1>{t('create.title')}</h1>
      {screenplays === null ? <Spinner label={t('loading')} /> : null}
      <form onSubmit={submit} noValidate>
        <FieldLabel htmlFor="screenplay">{t('create.screenplay')}</FieldLabel>
        <Select id="screenplay" value={form.screenplayId} onChange={(e) => set('screenplayId')(e.target.value)}>
          {(screenplays ?? []).map((s) => (
            <option key={s.id} value={s.id}>
              {text(s.name)}
            </option>
          ))}
        </Select>
        {chosen ? <Muted>{text(chosen.description)}</Muted> : null}
        <TextInput label={t('create.name')} name="name" value={form.name} onValueChange={set('name')} rules={{ required: true, max: 80 }} />
        <TextInput
          label={t('create.confirmName')}
          name="confirmName"
          value={form.confirmName}
          onValueChange={set('confirmName')}
          rules={{ required: true, confirmed: form.name }}
        />
        <TextInput
          label={t('create.startAt')}
          name="startAt"
          type="datetime-local"
          value={form.startAt}
          onValueChange={set('startAt')}
          rules={{ required: true }}
        />
        <TextInput
          label={t('create.rounds', { max: chosen?.rounds ?? '…' })}
          name="rounds"
          inputMode="numeric"
          value={form.rounds}
          onValueChange={set('rounds')}
          rules={{ integer: true, between: [1, chosen?.rounds ?? 40] }}
          placeholder={String(chosen?.rounds ?? '')}
        />
        <TextInput
          label={t('create.roundLengthHours')}
          name="roundLengthHours"
          inputMode="numeric"
          value={form.roundLengthHours}
          onValueChange={set('roundLengthHours')}
          rules={{ required: true, integer: true, between: [1, 24 * 365] }}
        />
        <TextInput
          label={t('create.teamMemberLimit')}
          name="teamMemberLimit"
          inputMode="numeric"
          value={form.teamMemberLimit}
          onValueChange={set('teamMemberLimit')}
          rules={{ required: true, integer: true, between: [1, 50] }}
        />
        <TextInput
          label={t('create.botCompanies')}
          name="botCompanies"
          inputMode="numeric"
          value={form.botCompanies}
          onValueChange={set('botCompanies')}
          rules={{ required: true, integer: true, between: [0, 200] }}
        />
        <TextInput label={t('create.passcode')} name="passcode" value={form.passcode} onValueChange={set('passcode')} rules={{ max: 32 }} autoComplete="off" />
        <p>
          <label>
            <input type="checkbox" checked={form.enabledDiscussions} onChange={(e) => setForm((f) => ({ ...f, enabledDiscussions: e.target.checked }))} />{' '}
            {t('create.discussions')}
          </label>
        </p>
        <Button type="submit" disabled={busy}>
          {t('create.submit')}
        </Button>
      </form>
    </Card>
  );
}
