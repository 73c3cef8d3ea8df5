import { Card, useT } from '@simbiz/ui';

export function NotFound() {
  const { t } = useT('common');
  return (
    <Card>
      <h1>{t('pages.notFoundTitle')}</h1>
      <p>{t('pages.notFoundMessage')}</p>
    </Card>
  );
}
