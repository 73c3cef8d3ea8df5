import { Card, Page, useT } from '@simbiz/ui';
import { type LicenseProblemFacts, licenseProblemText, Link } from '@simbiz/web-kit';

function StatusPage({ code, title, message }: { code: string; title: string; message: string }) {
  const { t } = useT('shell');
  return (
    <Page>
      <Card>
        <p style={{ fontSize: '2.5rem', fontWeight: 800, margin: 0 }} aria-hidden="true">
          {code}
        </p>
        <h1>{title}</h1>
        <p>{message}</p>
        <Link to="/">{t('pages.backHome')}</Link>
      </Card>
    </Page>
  );
}

/** Any unknown path, and the error-404 route a missing world leads to. */
export function NotFoundPage() {
  const { t } = useT('common');
  return <StatusPage code="404" title={t('pages.notFoundTitle')} message={t('pages.notFoundMessage')} />;
}

export function ForbiddenPage() {
  const { t } = useT('common');
  return <StatusPage code="403" title={t('pages.forbiddenTitle')} message={t('pages.forbiddenMessage')} />;
}

/** Startup got code -1 from the profile: nothing else is shown (section 8). */
export function LicenseInvalidPage({ problem }: { problem: LicenseProblemFacts }) {
  const { t, language } = useT('common');
  const detail = licenseProblemText(problem, t, language);
  return (
    <Page>
      <Card role="alert">
        <h1>{t('license.title')}</h1>
        <p>{t('license.message')}</p>
        {detail ? <p style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontWeight: 600 }}>{detail}</p> : null}
      </Card>
    </Page>
  );
}
