import { IDENTITY_API } from '@simbiz/contracts';
import { Alert, Button, Card, Page, TextInput, useT } from '@simbiz/ui';
import { loginAddress, useApi } from '@simbiz/web-kit';
import { type FormEvent, useState } from 'react';

/** Create an account, then sign in through the gateway's login page. */
export function SignUpPage() {
  const { t } = useT('shell');
  const api = useApi();
  const [form, setForm] = useState({ displayName: '', email: '', password: '', confirm: '' });
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const set = (field: keyof typeof form) => (value: string) => setForm({ ...form, [field]: value });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!event.currentTarget.checkValidity()) return;
    void api.call({
      route: IDENTITY_API.signUp,
      data: { displayName: form.displayName, email: form.email, password: form.password },
      start: () => setBusy(true),
      completed: () => setBusy(false),
      success: () => {
        setDone(true);
        window.location.assign(loginAddress('/worlds'));
      },
    });
  };

  return (
    <Page style={{ maxWidth: '32rem' }}>
      <Card>
        <h1>{t('signUp.title')}</h1>
        {done ? <Alert variant="success">{t('signUp.done')}</Alert> : null}
        <form onSubmit={submit} noValidate>
          <TextInput
            label={t('signUp.name')}
            name="displayName"
            autoComplete="name"
            value={form.displayName}
            onValueChange={set('displayName')}
            rules={{ required: true, max: 80 }}
          />
          <TextInput
            label={t('signUp.email')}
            name="email"
            type="email"
            autoComplete="email"
            value={form.email}
            onValueChange={set('email')}
            rules={{ required: true, email: true }}
          />
          <TextInput
            label={t('signUp.password')}
            name="password"
            type="password"
            autoComplete="new-password"
            value={form.password}
            onValueChange={set('password')}
            rules={{ required: true, min: 8, max: 200 }}
          />
          <TextInput
            label={t('signUp.confirm')}
            name="confirm"
            type="password"
            autoComplete="new-password"
            value={form.confirm}
            onValueChange={set('confirm')}
            rules={{ required: true, confirmed: form.password }}
          />
          <Button type="submit" disabled={busy}>
            {t('signUp.submit')}
          </Button>
        </form>
      </Card>
    </Page>
  );
}
