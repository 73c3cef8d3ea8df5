/**
 * Simspedia's article ids and addresses: what other pages need to link a concept to its article
 * (the help icon beside a page's title, `HelpLink`). Simspedia itself is the course area's (/baike).
 */
export const BAIKE_ARTICLE_IDS = [
  'world',
  'rounds',
  'teams',
  'decisions',
  'segments',
  'choice',
  'technologyTrends',
  'personas',
  'valuePropositions',
  'attributes',
  'research',
  'production',
  'storages',
  'logistics',
  'reallocation',
  'clearance',
  'platforms',
  'stores',
  'packages',
  'trafficPackages',
  'adAuction',
  'showcase',
  'livestreams',
  'companyPromotions',
  'loans',
  'emergencyCredit',
  'bankruptcy',
  'incomeStatement',
  'balanceSheet',
  'cashFlow',
  'tax',
  'exchangeRates',
  'forecast',
  'results',
  'scores',
] as const;

export type BaikeArticleId = (typeof BAIKE_ARTICLE_IDS)[number];

/** The address of Simspedia, or of one of its articles. */
export function baikeLink(article?: BaikeArticleId): string {
  return article ? `/baike/${article}` : '/baike';
}

export function isBaikeArticleId(value: string | undefined): value is BaikeArticleId {
  return (BAIKE_ARTICLE_IDS as readonly string[]).includes(value ?? '');
}
