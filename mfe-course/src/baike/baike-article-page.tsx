import { Card, Muted, Spinner, useT } from '@simbiz/ui';
import { Link, useParams } from '@simbiz/web-kit';
import { baikeLink, isBaikeArticleId } from '@simbiz/web-kit/src/baike-link';
import styled from 'styled-components';
import { BAIKE_ARTICLES } from './baike-articles';
import { useBaikeTexts } from './use-baike-texts';

const Formula = styled.pre`
  margin: 0;
  padding: 0.8rem 0.9rem;
  border-radius: 6px;
  background: ${({ theme }) => theme.variants.tertiary.soft};
  color: ${({ theme }) => theme.text};
  font-size: 0.9rem;
  line-height: 1.5;
  /* A formula wraps rather than widen a phone's page. */
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const Related = styled.ul`
  margin: 0;
  padding-left: 1.2rem;
  li {
    margin: 0.3rem 0;
  }
`;

/** One Simspedia article: its text, the engine's formula where there is one, and related articles. */
export function BaikeArticlePage() {
  const { t: course } = useT('course');
  const { t, ready, articleText } = useBaikeTexts();
  const { article } = useParams();
  if (!ready) return <Spinner label={course('loading')} />;
  const back = <Link to={baikeLink()}>← {t('back')}</Link>;
  if (!isBaikeArticleId(article))
    return (
      <div data-testid="baike-article">
        <h1>{t('title')}</h1>
        <p>{t('notFound')}</p>
        {back}
      </div>
    );
  const text = articleText(article);
  const formula = t(`articles.${article}.formula`, { defaultValue: '' });
  return (
    <article data-testid="baike-article">
      <p>{back}</p>
      <h1>{text.title}</h1>
      <Muted>{text.summary}</Muted>
      <Card>
        {text.body.split('\n\n').map((paragraph, i) => (
          <p key={i}>{paragraph}</p>
        ))}
      </Card>
      {formula && (
        <Card aria-labelledby="baike-formula">
          <h2 id="baike-formula">{t('formula')}</h2>
          <Formula>{formula}</Formula>
        </Card>
      )}
      <Card aria-labelledby="baike-related">
        <h2 id="baike-related">{t('related')}</h2>
        <Related>
          {BAIKE_ARTICLES[article].related.map((id) => (
            <li key={id}>
              <Link to={baikeLink(id)}>{t(`articles.${id}.title`)}</Link>
            </li>
          ))}
        </Related>
      </Card>
    </article>
  );
}
