import { Card, useT } from '@simbiz/ui';

const ARTICLES = ['world', 'rounds', 'teams', 'decisions', 'results'] as const;

/** Simspedia: the concepts of the product explained, in the reader's language. */
export function BaikePage() {
  const { t } = useT('course');
  return (
    <div>
      <h1>{t('baike.title')}</h1>
      {ARTICLES.map((article) => (
        <Card key={article} aria-labelledby={`baike-${article}`}>
          <h2 id={`baike-${article}`}>{t(`baike.${article}.title`)}</h2>
          <p>{t(`baike.${article}.body`)}</p>
        </Card>
      ))}
    </div>
  );
}
