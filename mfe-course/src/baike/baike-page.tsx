import { Card, Muted, Spinner, TextInput, useT } from '@simbiz/ui';
import { Link } from '@simbiz/web-kit';
import { BAIKE_ARTICLE_IDS, baikeLink } from '@simbiz/web-kit/src/baike-link';
import { useState } from 'react';
import styled from 'styled-components';
import { BAIKE_ARTICLES, BAIKE_TOPICS } from './baike-articles';
import { searchArticles } from './baike-search';
import { useBaikeTexts } from './use-baike-texts';

const Entries = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    padding: 0.45rem 0;
    border-bottom: 1px solid ${({ theme }) => theme.border};
    overflow-wrap: anywhere;
  }
  li:last-child {
    border-bottom: none;
  }
  span {
    display: block;
    color: ${({ theme }) => theme.textMuted};
    font-size: 0.9rem;
  }
`;

/** Simspedia's front page: a search over the articles in the reader's language and the contents by topic. */
export function BaikePage() {
  const { t: course } = useT('course');
  const { t, ready, articleText } = useBaikeTexts();
  const [query, setQuery] = useState('');
  if (!ready) return <Spinner label={course('loading')} />;
  const articles = BAIKE_ARTICLE_IDS.map(articleText);
  const found = new Set(searchArticles(articles, query));
  const searching = query.trim() !== '';
  return (
    <div data-testid="baike">
      <h1>{t('title')}</h1>
      <Muted>{t('intro')}</Muted>
      <div role="search">
        <TextInput type="search" label={t('search.label')} value={query} onValueChange={setQuery} name="baike-search" autoComplete="off" />
      </div>
      <p role="status" aria-live="polite">
        {searching ? (found.size ? t('search.found', { count: found.size }) : t('search.none', { query: query.trim() })) : ''}
      </p>
      {BAIKE_TOPICS.map((topic) => {
        const shown = articles.filter((a) => BAIKE_ARTICLES[a.id].topic === topic && found.has(a.id));
        if (shown.length === 0) return null;
        return (
          <Card key={topic} aria-labelledby={`baike-topic-${topic}`}>
            <h2 id={`baike-topic-${topic}`}>{t(`topics.${topic}`)}</h2>
            <Entries>
              {shown.map((a) => (
                <li key={a.id}>
                  <Link to={baikeLink(a.id)}>{a.title}</Link>
                  <span>{a.summary}</span>
                </li>
              ))}
            </Entries>
          </Card>
        );
      })}
    </div>
  );
}
