import { RESOURCES, SUPPORTED_LOCALES } from '@simbiz/i18n';
import { BAIKE_ARTICLE_IDS, baikeLink, isBaikeArticleId } from './baike-link';

describe('links to Simspedia', () => {
  it('address Simspedia at /baike and every article at /baike/<id>', () => {
    expect(baikeLink()).toBe('/baike');
    for (const id of BAIKE_ARTICLE_IDS) expect(baikeLink(id)).toBe(`/baike/${id}`);
  });

  it('know an article id from anything else', () => {
    expect(BAIKE_ARTICLE_IDS.every(isBaikeArticleId)).toBe(true);
    expect(isBaikeArticleId('nonsense')).toBe(false);
    expect(isBaikeArticleId(undefined)).toBe(false);
  });

  it.each(SUPPORTED_LOCALES)('have a help icon name for every article in %s', (locale) => {
    const { topics } = RESOURCES[locale].help;
    expect(Object.keys(topics).sort()).toEqual([...BAIKE_ARTICLE_IDS].sort());
    expect(Object.values(topics).filter((topic) => topic.trim() === '')).toEqual([]);
  });
});
