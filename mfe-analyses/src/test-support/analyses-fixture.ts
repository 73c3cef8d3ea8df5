import type { AnalysisRound, CompanyAnalyses } from '@simbiz/contracts';
import type { Names, PageInput, Texts } from '../common/page-content';

type Result = AnalysisRound['result'];
type SalesRow = NonNullable<Result['sales']>[number];

/** A sales row with what a test names, the rest zero. */
export function saleRow(row: Partial<SalesRow> & Pick<SalesRow, 'platformId' | 'segmentId' | 'brandId' | 'modelId'>): SalesRow {
  const none = { organic: 0, auction: 0, trafficPackage: 0, merchantLive: 0, influencer: 0 };
  return {
    price: 0,
    units: 0,
    revenueLocal: 0,
    revenue: 0,
    commission: 0,
    costOfGoodsSold: 0,
    logistics: 0,
    directMarketing: 0,
    profit: 0,
    sessions: { ...none },
    orders: { ...none },
    lostOrders: 0,
    shipments: [],
    influencerCommission: 0,
    ...row,
  };
}

/** A company's analyses of the rounds given (ratings and benchmarks empty unless given). */
export function analysesOf(
  rounds: { round: number; result: Result; ratings?: Record<string, number>; benchmarks?: AnalysisRound['benchmarks'] }[],
): CompanyAnalyses {
  return {
    companyId: 'c1',
    rounds: rounds.map((r) => ({ ratings: {}, benchmarks: [], ...r })),
    brands: [
      { id: 'b1', name: 'Trail' },
      { id: 'b2', name: 'City' },
    ],
    models: [
      { id: 'm1', name: 'Trail One', brandId: 'b1' },
      { id: 'm2', name: 'Trail Two', brandId: 'b1' },
      { id: 'm3', name: 'City Pack', brandId: 'b2' },
    ],
  };
}

/** Texts that show their key and parameters, so a test sees which words went where. */
export const keyTexts: Texts = (key, params) => (params ? `${key}(${Object.values(params).join(',')})` : key);

/** Names that are the ids in capitals, THB for the platform `th-mall`, USD elsewhere. */
export const idNames: Names = {
  brand: (id) => `brand:${id}`,
  model: (id) => `model:${id}`,
  platform: (id) => `platform:${id}`,
  segment: (id) => `segment:${id}`,
  channel: (id) => `channel:${id}`,
  warehouse: (id) => `warehouse:${id}`,
  logistics: (id) => `logistics:${id}`,
  attribute: (id) => `attribute:${id}`,
  proposition: (id) => `proposition:${id}`,
  platformCurrency: (id) => (id === 'th-mall' ? 'THB' : 'USD'),
  segmentCurrency: (id) => (id.startsWith('th-') ? 'THB' : 'USD'),
};

/** A page's input over the analyses given, the last round chosen unless one is. */
export function inputOf(data: CompanyAnalyses, round = data.rounds.at(-1)?.round ?? 1): PageInput {
  return {
    data,
    names: idNames,
    t: keyTexts,
    baseCurrency: 'USD',
    round,
    money: (minor, currency = 'USD') => `${currency} ${minor}`,
    percent: (share) => `${Math.round(share * 1000) / 10}%`,
  };
}
