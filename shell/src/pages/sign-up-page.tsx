import { IDENTITY_API, sameOriginPath } from '@simbiz/contracts';
import { Alert, Button, Card, Muted, Page, TextInput, useI18n, useT } from '@simbiz/ui';
import { loginAddress, useApi, useSearchParams } from '@simbiz/web-kit';
import { type FormEvent, useEffect, useState } from 'react';

/**
 * Signs in as the gateway's sign-in page does: a real form posted to /bff/login, so the session
 * cookie is set by the answer (HttpOnly, never seen by script) under the gateway's limits, and the
 * browser follows its redirect to the return address. A refusal leaves the visitor on that page.
 */
function signInThroughGateway(fields: { email: string; password: string; returnUrl: string; lang: string }): void {
  const form = document.createElement('form');
  form.method = 'post';
  form.action = '/bff/login';
  form.hidden = true;
  for (const [name, value] of Object.entries(fields)) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  document.body.append(form);
  form.submit();
}

/** Create an account, then be signed in with it and go on to the return address (the worlds list by default). */
export function SignUpPage() {
  const { t, language } = useT('signUp');
  const i18n = useI18n();
  // The page's texts come with the page (the shell registers the namespace on demand).
  useEffect(() => {
    void i18n.loadNamespaces('signUp');
  }, [i18n]);
  const api = useApi();
  const [params] = useSearchParams();
  const returnUrl = sameOriginPath(params.get('returnUrl'), '/worlds') ?? '/worlds';
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
        signInThroughGateway({ email: form.email, password: form.password, returnUrl, lang: language });
      },
    });
  };

  return (
    <Page style={{ maxWidth: '32rem' }}>
      <Card>
        <h1>{t('title')}</h1>
        {done ? <Alert variant="success">{t('signingIn')}</Alert> : null}
        <form onSubmit={submit} noValidate>
          <TextInput
            label={t('name')}
            name="displayName"
            autoComplete="name"
            value={form.displayName}
            onValueChange={set('displayName')}
            rules={{ required: true, max: 80 }}
          />
          <TextInput
            label={t('email')}
            name="email"
            type="email"
            autoComplete="email"
            value={form.email}
            onValueChange={set('email')}
            rules={{ required: true, email: true }}
          />
          <TextInput
            label={t('password')}
            name="password"
            type="password"
            autoComplete="new-password"
            value={form.password}
            onValueChange={set('password')}
            rules={{ required: true, min: 8, max: 200 }}
          />
          <TextInput
            label={t('confirm')}
            name="confirm"
            type="password"
            autoComplete="new-password"
            value={form.confirm}
            onValueChange={set('confirm')}
            rules={{ required: true, confirmed: form.password }}
          />
          <Button type="submit" disabled={busy || done}>
            {t('submit')}
          </Button>
        </form>
        <Muted style={{ marginTop: '1.25rem' }}>
          {t('haveAccount')}
          {/* Chinese sets no space after its full-width question mark. */}
          {language === 'zh-Hans' ? '' : ' '}
          <a href={loginAddress(returnUrl)}>{t('signIn')}</a>
        </Muted>
      </Card>
    </Page>
  );
}
