import { RESOURCES, SUPPORTED_LOCALES } from '@simbiz/i18n';
import { BAIKE_ARTICLES, BAIKE_TOPICS } from './baike-articles';
import { BAIKE_ARTICLE_IDS, isBaikeArticleId } from '@simbiz/web-kit/src/baike-link';

describe('Simspedia’s articles', () => {
  it.each(SUPPORTED_LOCALES)('have a title, a summary and a body of paragraphs in %s, and no article without an id', (locale) => {
    const { articles } = RESOURCES[locale].baike;
    expect(Object.keys(articles).sort()).toEqual([...BAIKE_ARTICLE_IDS].sort());
    for (const id of BAIKE_ARTICLE_IDS) {
      const { title, summary, body } = articles[id];
      expect({ id, title: title.trim() !== '', summary: summary.trim() !== '', body: body.trim() !== '' }).toEqual({
        id,
        title: true,
        summary: true,
        body: true,
      });
      expect(body.split('\n\n').every((paragraph) => paragraph.trim() === paragraph && paragraph !== '')).toBe(true);
    }
  });

  it('give a formula in every language or in none', () => {
    for (const id of BAIKE_ARTICLE_IDS) {
      const has = SUPPORTED_LOCALES.map((locale) => 'formula' in RESOURCES[locale].baike.articles[id]);
      expect({ id, has }).toEqual({ id, has: has.map(() => has[0]) });
    }
  });

  it('sit under a known topic, every topic has articles, and every related article exists and is another', () => {
    for (const id of BAIKE_ARTICLE_IDS) {
      const { topic, related } = BAIKE_ARTICLES[id];
      expect(BAIKE_TOPICS).toContain(topic);
      expect(related.length).toBeGreaterThan(0);
      for (const other of related) expect({ id, other, exists: isBaikeArticleId(other) && other !== id }).toEqual({ id, other, exists: true });
    }
    for (const topic of BAIKE_TOPICS) expect(BAIKE_ARTICLE_IDS.some((id) => BAIKE_ARTICLES[id].topic === topic)).toBe(true);
  });
});
