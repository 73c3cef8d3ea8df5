import { type BaikeArticleId } from '@simbiz/web-kit/src/baike-link';

/** An article's texts in the reader's language. */
export interface BaikeArticleText {
  id: BaikeArticleId;
  title: string;
  summary: string;
  body: string;
}

/**
 * Text as search compares it: compatibility-decomposed (full-width Latin becomes ASCII), Latin
 * accents dropped, lower case, runs of white space as one. Thai marks are not accents and stay.
 */
export function searchForm(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ');
}

/**
 * The ids of the articles whose title, summary or body holds every word of the query, in the
 * order given; an empty query keeps them all. Thai and Chinese are written without spaces, so
 * their query is one word matched as a substring.
 */
export function searchArticles(articles: readonly BaikeArticleText[], query: string): BaikeArticleId[] {
  const words = searchForm(query).split(' ').filter(Boolean);
  if (words.length === 0) return articles.map((a) => a.id);
  return articles.filter((a) => words.every((word) => searchForm(`${a.title} ${a.summary} ${a.body}`).includes(word))).map((a) => a.id);
}
