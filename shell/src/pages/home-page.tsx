import { Button, Card, Page, Row, useT } from '@simbiz/ui';
import { Link, loginAddress, useProfile, useShell } from '@simbiz/web-kit';

/** The front page: what the product is, and the way in. */
export function HomePage() {
  const { t } = useT('shell');
  const { settings } = useShell();
  const profile = useProfile();
  return (
    <Page>
      <Card>
        <h1>{t('home.title', { product: settings.product.name })}</h1>
        <p>{t('home.lead')}</p>
        <Row>
          {profile?.isAuthenticated ? (
            <Link to="/worlds">{t('home.toWorlds')}</Link>
          ) : (
            <>
              <Button href={loginAddress('/worlds')}>{t('nav.signIn')}</Button>
              <Link to="/sign-up">{t('home.signUp')}</Link>
            </>
          )}
        </Row>
      </Card>
      <Card>
        <h2>{t('home.howTitle')}</h2>
        <ol>
          <li>{t('home.how1')}</li>
          <li>{t('home.how2')}</li>
          <li>{t('home.how3')}</li>
        </ol>
      </Card>
    </Page>
  );
}
