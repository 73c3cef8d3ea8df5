import { API, ErrorCode } from '@simbiz/contracts';
import { Button, Card, Muted, TextInput, useT } from '@simbiz/ui';
import { useApi, useSearchParams, useShell } from '@simbiz/web-kit';
import { type FormEvent, useState } from 'react';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The world id a participant pasted: the id itself, or the join address containing it. */
export function worldIdFrom(text: string): string {
  const trimmed = text.trim();
  const fromLink = /[?&]world=([0-9a-f-]{36})/i.exec(trimmed)?.[1] ?? /\/worlds\/([0-9a-f-]{36})/i.exec(trimmed)?.[1];
  return fromLink ?? trimmed;
}

/** Join a world with its id (or join link) and passcode. */
export function JoinWorldPage() {
  const { t } = useT('course');
  const { navigate } = useShell();
  const api = useApi();
  const [params] = useSearchParams();
  const [world, setWorld] = useState(params.get('world') ?? '');
  const [passcode, setPasscode] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!event.currentTarget.checkValidity()) return;
    const worldId = worldIdFrom(world);
    void api.call({
      route: API.worlds.join,
      data: { worldId, ...(passcode ? { passcode } : {}) },
      start: () => setBusy(true),
      completed: () => setBusy(false),
      success: () => navigate(`/worlds/${worldId}/team`),
      // Already in that world: there is nothing to join, so go there rather than show a refusal.
      error: (outcome) => {
        if (outcome.kind !== 'answer' || outcome.envelope.code !== ErrorCode.alreadyJoined) return false;
        navigate(`/worlds/${worldId}`);
        return true;
      },
    });
  };

  return (
    <Card>
      <h1>{t('join.title')}</h1>
      <Muted>{t('join.lead')}</Muted>
      <form onSubmit={submit} noValidate>
        <TextInput
          label={t('join.world')}
          name="world"
          value={world}
          onValueChange={(v) => setWorld(worldIdFrom(v))}
          rules={{ required: true, regex: UUID }}
          autoComplete="off"
        />
        <TextInput label={t('join.passcode')} name="passcode" value={passcode} onValueChange={setPasscode} rules={{ max: 32 }} autoComplete="off" />
        <Button type="submit" disabled={busy}>
          {t('join.submit')}
        </Button>
      </form>
    </Card>
  );
}
