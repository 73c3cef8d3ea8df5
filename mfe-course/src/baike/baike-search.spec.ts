import { RESOURCES } from '@simbiz/i18n';
import { BAIKE_ARTICLE_IDS } from '@simbiz/web-kit/src/baike-link';
import { type BaikeArticleText, searchArticles, searchForm } from './baike-search';

const articlesIn = (locale: keyof typeof RESOURCES): BaikeArticleText[] => BAIKE_ARTICLE_IDS.map((id) => ({ id, ...RESOURCES[locale].baike.articles[id] }));

describe('searching Simspedia', () => {
  it('shows every article, in order, for an empty or blank query', () => {
    expect(searchArticles(articlesIn('en'), '')).toEqual([...BAIKE_ARTICLE_IDS]);
    expect(searchArticles(articlesIn('en'), '   ')).toEqual([...BAIKE_ARTICLE_IDS]);
  });

  it('finds English articles by title, summary or body, whatever the case', () => {
    expect(searchArticles(articlesIn('en'), 'LEARNING CURVE')).toContain('production');
    expect(searchArticles(articlesIn('en'), 'second-price')).toEqual(['adAuction']);
    expect(searchArticles(articlesIn('en'), 'liquidator')).toEqual(['clearance']);
  });

  it('ignores accents and full-width letters', () => {
    const articles: BaikeArticleText[] = [{ id: 'world', title: 'Café', summary: '', body: 'ＳＭＥ' }];
    expect(searchArticles(articles, 'cafe')).toEqual(['world']);
    expect(searchArticles(articles, 'CAFÉ')).toEqual(['world']);
    expect(searchArticles(articles, 'sme')).toEqual(['world']);
    expect(searchForm('Ｅｍｅｒｇｅｎｃｙ')).toBe('emergency');
  });

  it('needs every word of the query', () => {
    expect(searchArticles(articlesIn('en'), 'loan penalty')).toEqual(expect.arrayContaining(['emergencyCredit']));
    expect(searchArticles(articlesIn('en'), 'loan liquidator')).toEqual([]);
  });

  it('finds Chinese articles by a substring', () => {
    expect(searchArticles(articlesIn('zh-Hans'), '学习曲线')).toContain('production');
    expect(searchArticles(articlesIn('zh-Hans'), '亏损结转')).toContain('tax');
  });

  it('finds Thai articles by a substring, tone marks and all', () => {
    expect(searchArticles(articlesIn('th'), 'เส้นการเรียนรู้')).toContain('production');
    expect(searchArticles(articlesIn('th'), 'ผลขาดทุนยกไป')).toContain('tax');
  });

  it('finds nothing for a word no article holds', () => {
    for (const locale of ['en', 'zh-Hans', 'th'] as const) expect(searchArticles(articlesIn(locale), 'xylophone')).toEqual([]);
  });
});
