import type { AnalysisRound, CompanyAnalyses, MarketEnvironment, Store, StoreProduct } from '@simbiz/contracts';
import type { WorldResources } from '@simbiz/web-kit';
import type { ComponentType } from 'react';
import { decidingArea, testModel } from '../../common/test-support/decision-area';
import type { AnswerRead, Call } from '../../common/test-support/fake-gateway';
import { showInShell } from '../../common/test-support/show-in-shell';
import type { Area } from '../../common/use-area';
import type { PlatformTabProps } from '../store-choice';

/**
 * The world the ad auction and livestream tabs' specs play in, in round 3 with rounds 1 and 2
 * resolved. The company's money is in dollars; ShopMall sells in euros to students and commuters
 * and runs an auction, merchant livestreams and two influencers; QuickBuy, at home, runs none of
 * them. The company has a store on each; ShopMall's lists Trail 1 and City 2 online and Peak 3 offline.
 */
const name = (en: string) => ({ en });
const RESOURCES = {
  config: { baseCurrency: 'USD', daysPerRound: 30, tradingType: 1, rounds: 6 },
  resources: {
    markets: [
      { id: 'home', name: name('Homeland'), currency: { code: 'USD', minorDigits: 2 } },
      { id: 'euro', name: name('Euroland'), currency: { code: 'EUR', minorDigits: 2 } },
    ],
    segments: [
      { id: 'locals', name: name('Locals'), marketId: 'home' },
      { id: 'students', name: name('Students'), marketId: 'euro' },
      { id: 'commuters', name: name('Commuters'), marketId: 'euro' },
    ],
    platforms: [
      { id: 'shopmall', name: name('ShopMall'), marketId: 'euro', openingFee: 0, commissionRate: 0.05 },
      { id: 'quickbuy', name: name('QuickBuy'), marketId: 'home', openingFee: 0, commissionRate: 0.05 },
    ],
    warehouses: [],
    attributes: [],
    promotionChannels: [],
  },
} as unknown as WorldResources;

export const AREA: Area = decidingArea(RESOURCES);

export const SHOP: Store = { storeId: 'store-shop', platformId: 'shopmall', openedRound: 1 };
export const QUICK: Store = { storeId: 'store-quick', platformId: 'quickbuy', openedRound: 1 };

const MODELS = [testModel('m-trail', 'Trail 1'), testModel('m-city', 'City 2'), testModel('m-peak', 'Peak 3')];

const product = (productId: string, store: Store, modelId: string, online = true): StoreProduct => ({
  version: 1,
  productId,
  storeId: store.storeId,
  platformId: store.platformId,
  modelId,
  price: 8_000,
  online,
  createdRound: 1,
  lastUnitsSold: null,
  lastRevenue: null,
});
const PRODUCTS = [
  product('sp-trail', SHOP, 'm-trail'),
  product('sp-city', SHOP, 'm-city'),
  product('sp-peak', SHOP, 'm-peak', false),
  product('qp-trail', QUICK, 'm-trail'),
];

const auction = (enabled: boolean) => ({ enabled, slots: 3, costPerClickMin: 10, costPerClickMax: 500, reservePrice: 20 });
/** Only what the tabs read of the market environment. */
export const ENVIRONMENT = {
  platforms: [
    {
      id: 'shopmall',
      marketId: 'euro',
      adAuction: auction(true),
      merchantLivestream: { costPerHour: 5_000, maxHoursPerRound: 20 },
      influencers: [
        // Followers in a segment of another market do not count: the livestream does not reach them.
        { id: 'ava', name: name('Ava Lee'), fee: 200_000, commissionRate: 0.12, followers: { students: 30_000, commuters: 12_000, locals: 999 } },
        { id: 'ben', name: name('Ben Park'), fee: 80_000, commissionRate: 0.08, followers: { students: 5_000 } },
      ],
    },
    { id: 'quickbuy', marketId: 'home', adAuction: auction(false), merchantLivestream: { costPerHour: 0, maxHoursPerRound: 0 }, influencers: [] },
  ],
} as unknown as MarketEnvironment;

/** The company's results of rounds 1 and 2: the parts of the given view (`result` of each round). */
export function resultsOf(results: AnalysisRound['result'][]): CompanyAnalyses {
  return {
    companyId: 'c',
    rounds: results.map((result, i) => ({ round: i + 1, result, ratings: {}, benchmarks: [] })),
    brands: [],
    models: [{ id: 'm-old', name: 'Old 0', brandId: 'b' }],
  };
}

/**
 * Renders a platform tab for `store` with the world's terms, products and models, answering the
 * reads whose path matches one of `replies`; returns the writes it makes.
 */
export function showPlatformTab(
  Tab: ComponentType<PlatformTabProps>,
  { area = AREA, store = SHOP, replies = [] }: { area?: Area; store?: Store; replies?: [RegExp, unknown][] },
): Call[] {
  const all: [RegExp, unknown][] = [[/\/market-research\/environment$/, ENVIRONMENT], ...replies];
  const read: AnswerRead = (path, method) => {
    const reply = method === 'GET' ? all.find(([pattern]) => pattern.test(path)) : undefined;
    return reply && { data: reply[1] };
  };
  return showInShell(<Tab area={area} stores={[SHOP, QUICK]} store={store} products={PRODUCTS} models={MODELS} reloadProducts={() => undefined} />, read);
}

/** The cells of a table's body, row by row. */
export function cells(table: HTMLElement): string[][] {
  return [...table.querySelectorAll('tbody tr')].map((tr) => [...tr.querySelectorAll('td')].map((cell) => cell.textContent ?? ''));
}

/** Each card's heading and its lines (header, value, …) in a list of cards on a phone. */
export function cardLines(card: HTMLElement): string[] {
  return [card.querySelector('h3')?.textContent ?? '', ...Array.from(card.querySelectorAll('dt, dd'), (e) => e.textContent ?? '')];
}
