import type { AnalysisRound, CompanyAnalyses, Store, StorePackage } from '@simbiz/contracts';
import type { WorldResources } from '@simbiz/web-kit';
import { decidingArea, testModel } from '../../common/test-support/decision-area';
import type { AnswerRead } from '../../common/test-support/fake-gateway';
import type { Area } from '../../common/use-area';
import type { StoredSalesRow } from './orders-rows';

/** The world of the orders tabs' specs: two platforms in dollars, three segments, two warehouses. */
export const ORDERS_RESOURCES = {
  config: { baseCurrency: 'USD', daysPerRound: 30, tradingType: 1, rounds: 6 },
  resources: {
    markets: [{ id: 'home', name: { en: 'Homeland' }, currency: { code: 'USD', minorDigits: 2 } }],
    platforms: [
      { id: 'shopmall', name: { en: 'ShopMall' }, marketId: 'home' },
      { id: 'quickbuy', name: { en: 'QuickBuy' }, marketId: 'home' },
    ],
    segments: [
      { id: 'students', name: { en: 'Students' }, marketId: 'home' },
      { id: 'commuters', name: { en: 'Commuters' }, marketId: 'home' },
      { id: 'adventurers', name: { en: 'Adventurers' }, marketId: 'home' },
    ],
    warehouses: [
      { id: 'central', name: { en: 'Central warehouse' }, marketId: 'home' },
      { id: 'city', name: { en: 'City fulfilment centre' }, marketId: 'home' },
    ],
    attributes: [],
    promotionChannels: [],
  },
} as unknown as WorldResources;
export const ORDERS_AREA: Area = decidingArea(ORDERS_RESOURCES);
export const ORDERS_MODELS = [testModel('m-trail', 'Trail 1'), testModel('m-city', 'City 2')];

export const storeOn = (platformId: string): Store => ({ storeId: `store-${platformId}`, platformId, openedRound: 1 });

/** A sales row with what a test names, the rest zero (orders and sessions by source: only those given). */
type BySource = StoredSalesRow['orders'];
type SaleInput = Partial<Omit<StoredSalesRow, 'orders' | 'sessions'>> &
  Pick<StoredSalesRow, 'platformId' | 'segmentId' | 'modelId'> & { orders?: Partial<BySource>; sessions?: Partial<BySource> };

export function sale(row: SaleInput): StoredSalesRow {
  const none = { organic: 0, auction: 0, trafficPackage: 0, merchantLive: 0, influencer: 0 };
  return {
    brandId: 'b',
    price: 0,
    units: 0,
    revenueLocal: 0,
    revenue: 0,
    commission: 0,
    costOfGoodsSold: 0,
    logistics: 0,
    directMarketing: 0,
    profit: 0,
    lostOrders: 0,
    shipments: [],
    influencerCommission: 0,
    ...row,
    sessions: { ...none, ...row.sessions },
    orders: { ...none, ...row.orders },
  };
}

/** The company's sales view over the rounds given (rows as stored: some may lack the newer fields). */
export function salesResults(rounds: { round: number; sales: StoredSalesRow[] }[]): CompanyAnalyses {
  return {
    companyId: 'c1',
    rounds: rounds.map(({ round, sales }) => ({ round, result: { sales } as AnalysisRound['result'], ratings: {}, benchmarks: [] })),
    brands: [{ id: 'b', name: 'Brand' }],
    models: [
      { id: 'm-trail', name: 'Trail 1', brandId: 'b' },
      { id: 'm-city', name: 'City 2', brandId: 'b' },
      { id: 'm-old', name: 'Old 0', brandId: 'b' },
    ],
  };
}

export const PACKAGES: StorePackage[] = [
  {
    version: 1,
    packageId: 'k1',
    storeId: 'store-shopmall',
    platformId: 'shopmall',
    name: 'Campus kit',
    productIds: ['p1', 'p2'],
    modelIds: ['m-trail', 'm-city'],
    price: 9_000,
    createdRound: 1,
  },
];

/** Answers the tabs' reads (GET) from the replies given, by the end of the path. */
export function readsOf(replies: [RegExp, unknown][]): AnswerRead {
  return (path, method) => {
    const reply = method === 'GET' ? replies.find(([pattern]) => pattern.test(path)) : undefined;
    return reply && { data: reply[1] };
  };
}

/** The text of each cell of each body row of a table. */
export function cells(table: HTMLElement): string[][] {
  return [...table.querySelectorAll('tbody tr')].map((tr) => [...tr.querySelectorAll('td')].map((cell) => cell.textContent ?? ''));
}
