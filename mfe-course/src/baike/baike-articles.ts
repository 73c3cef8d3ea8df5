import { type BaikeArticleId } from '@simbiz/web-kit/src/baike-link';

/** The topics of the table of contents, in the order shown. */
export const BAIKE_TOPICS = ['basics', 'market', 'product', 'operations', 'channels', 'promotion', 'finance', 'results'] as const;
export type BaikeTopic = (typeof BAIKE_TOPICS)[number];

export interface BaikeArticle {
  topic: BaikeTopic;
  /** Articles worth reading next. */
  related: readonly BaikeArticleId[];
}

/** Where each article sits and what it leads to; its texts are the `baike` namespace's `articles.<id>`. */
export const BAIKE_ARTICLES: Record<BaikeArticleId, BaikeArticle> = {
  world: { topic: 'basics', related: ['rounds', 'teams', 'scores'] },
  rounds: { topic: 'basics', related: ['decisions', 'results', 'world'] },
  teams: { topic: 'basics', related: ['world', 'bankruptcy'] },
  decisions: { topic: 'basics', related: ['rounds', 'forecast', 'results'] },
  segments: { topic: 'market', related: ['choice', 'attributes', 'valuePropositions', 'personas'] },
  choice: { topic: 'market', related: ['segments', 'attributes', 'companyPromotions', 'stores'] },
  technologyTrends: { topic: 'market', related: ['attributes', 'research', 'segments'] },
  personas: { topic: 'market', related: ['segments', 'attributes', 'choice'] },
  valuePropositions: { topic: 'product', related: ['segments', 'companyPromotions', 'production'] },
  attributes: { topic: 'product', related: ['technologyTrends', 'research', 'production'] },
  research: { topic: 'product', related: ['attributes', 'technologyTrends'] },
  production: { topic: 'product', related: ['attributes', 'storages', 'cashFlow'] },
  storages: { topic: 'operations', related: ['production', 'logistics', 'reallocation'] },
  logistics: { topic: 'operations', related: ['storages', 'reallocation', 'platforms'] },
  reallocation: { topic: 'operations', related: ['storages', 'logistics'] },
  clearance: { topic: 'operations', related: ['storages', 'incomeStatement'] },
  platforms: { topic: 'channels', related: ['stores', 'adAuction', 'cashFlow'] },
  stores: { topic: 'channels', related: ['platforms', 'showcase', 'packages', 'choice'] },
  packages: { topic: 'channels', related: ['stores', 'choice'] },
  trafficPackages: { topic: 'channels', related: ['adAuction', 'livestreams', 'stores'] },
  adAuction: { topic: 'channels', related: ['trafficPackages', 'platforms', 'choice'] },
  showcase: { topic: 'channels', related: ['stores', 'choice'] },
  livestreams: { topic: 'channels', related: ['trafficPackages', 'adAuction', 'choice'] },
  companyPromotions: { topic: 'promotion', related: ['choice', 'valuePropositions', 'scores'] },
  loans: { topic: 'finance', related: ['emergencyCredit', 'balanceSheet', 'cashFlow'] },
  emergencyCredit: { topic: 'finance', related: ['loans', 'bankruptcy', 'forecast'] },
  bankruptcy: { topic: 'finance', related: ['emergencyCredit', 'forecast', 'teams'] },
  incomeStatement: { topic: 'finance', related: ['balanceSheet', 'cashFlow', 'tax'] },
  balanceSheet: { topic: 'finance', related: ['incomeStatement', 'cashFlow', 'loans'] },
  cashFlow: { topic: 'finance', related: ['incomeStatement', 'balanceSheet', 'forecast'] },
  tax: { topic: 'finance', related: ['incomeStatement'] },
  exchangeRates: { topic: 'finance', related: ['platforms', 'incomeStatement', 'tax'] },
  forecast: { topic: 'finance', related: ['cashFlow', 'emergencyCredit', 'incomeStatement'] },
  results: { topic: 'results', related: ['scores', 'incomeStatement', 'rounds'] },
  scores: { topic: 'results', related: ['results', 'incomeStatement', 'companyPromotions'] },
};
