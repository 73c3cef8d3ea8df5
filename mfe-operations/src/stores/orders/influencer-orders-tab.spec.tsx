/** @jest-environment jsdom */
import type { CompanyAnalyses, InfluencerLivestream, MarketEnvironment } from '@simbiz/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { showInShell } from '../../common/test-support/show-in-shell';
import { screenIsSmall } from '../../common/test-support/small-screen';
import type { Area } from '../../common/use-area';
import { InfluencerOrdersTab } from './influencer-orders-tab';
import { cells, ORDERS_AREA, ORDERS_MODELS, readsOf, sale, salesResults, storeOn } from './orders-test-world';

/** QuickBuy's influencers: Mia (fee $4,000, 10%) and Trail Joe (fee $6,000, 12%). */
const ENVIRONMENT = {
  platforms: [
    {
      id: 'quickbuy',
      influencers: [
        { id: 'mia', name: { en: 'Mia on campus' }, fee: 400_000, commissionRate: 0.1, followers: {} },
        { id: 'trailjoe', name: { en: 'Trail Joe' }, fee: 600_000, commissionRate: 0.12, followers: {} },
      ],
    },
  ],
} as unknown as MarketEnvironment;

const live = (livestreamId: string, round: number, influencerId: string, modelIds: string[], platformId = 'quickbuy'): InfluencerLivestream => ({
  version: 1,
  livestreamId,
  storeId: `store-${platformId}`,
  platformId,
  influencerId,
  productIds: modelIds.map((id) => `p-${id}`),
  modelIds,
  round,
});
/** Round 1: Mia shows Trail 1. Round 2: Mia shows Trail 1 and City 2, Trail Joe City 2; a ShopMall livestream is another store's. */
const LIVESTREAMS = [
  live('l1', 1, 'mia', ['m-trail']),
  live('l2', 2, 'mia', ['m-trail', 'm-city']),
  live('l3', 2, 'trailjoe', ['m-city']),
  live('l4', 2, 'mia', ['m-trail'], 'shopmall'),
];
// Round 1's results predate the engine's influencer commission per row.
const { influencerCommission: _dropped, ...OLD_ROW } = sale({
  platformId: 'quickbuy',
  segmentId: 'students',
  modelId: 'm-trail',
  price: 4_500,
  orders: { influencer: 7 },
  sessions: { influencer: 90.4 },
});
const ROUND_2 = [
  sale({
    platformId: 'quickbuy',
    segmentId: 'students',
    modelId: 'm-trail',
    price: 4_500,
    orders: { organic: 30, influencer: 20 },
    sessions: { influencer: 400 },
    influencerCommission: 9_000,
  }),
  sale({
    platformId: 'quickbuy',
    segmentId: 'commuters',
    modelId: 'm-trail',
    price: 4_500,
    orders: { influencer: 2 },
    sessions: { influencer: 50 },
    influencerCommission: 900,
  }),
  sale({
    platformId: 'quickbuy',
    segmentId: 'students',
    modelId: 'm-city',
    price: 6_000,
    orders: { influencer: 6 },
    sessions: { influencer: 100 },
    influencerCommission: 4_320,
  }),
  sale({ platformId: 'quickbuy', segmentId: 'students', modelId: 'm-trail', packageId: 'k1', price: 9_000, orders: { organic: 5 } }),
  sale({ platformId: 'shopmall', segmentId: 'students', modelId: 'm-trail', price: 4_500, orders: { influencer: 50 }, influencerCommission: 22_500 }),
];
const RESULTS = salesResults([
  { round: 1, sales: [OLD_ROW] },
  { round: 2, sales: ROUND_2 },
]);

function showTab({ results = RESULTS, area = ORDERS_AREA }: { results?: CompanyAnalyses; area?: Area } = {}) {
  const store = storeOn('quickbuy');
  const read = readsOf([
    [/\/analyses\/sales$/, results],
    [/\/influencer-livestreams$/, LIVESTREAMS],
    [/\/market-research\/environment$/, ENVIRONMENT],
  ]);
  return showInShell(
    <InfluencerOrdersTab area={area} stores={[store]} store={store} products={[]} models={ORDERS_MODELS} reloadProducts={() => undefined} />,
    read,
  );
}

beforeEach(() => screenIsSmall(false));

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the store’s influencer orders (stores/platform/influencer-orders)', () => {
  it('shows each influencer of the last round with fee, rate and what came through them, a model two of them showed counted apart', async () => {
    showTab();
    const table = await screen.findByTestId('influencer-orders-table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Influencer', 'Models shown', 'Fee', 'Commission rate', 'Sessions', 'Orders', 'Revenue', 'Commission paid']);
    expect(cells(table)).toEqual([
      ['Mia on campus', 'Trail 1 and City 2 (counted apart, below)', '$4,000.00', '10%', '450', '22', '$990.00', '$99.00'],
      ['Trail Joe', 'City 2 (counted apart, below)', '$6,000.00', '12%', '0', '0', '$0.00', '$0.00'],
    ]);
    const shared = screen.getByTestId('influencer-shared');
    expect(within(shared).getByText(/their orders cannot be told apart/)).toBeTruthy();
    expect(cells(within(shared).getByTestId('influencer-shared-table'))).toEqual([['City 2', 'Mia on campus and Trail Joe', '100', '6', '$360.00', '$43.20']]);
  });

  it('shows an earlier round chosen, with a dash for a commission its results did not record', async () => {
    showTab();
    await screen.findByTestId('influencer-orders-table');
    fireEvent.change(screen.getByLabelText('Round'), { target: { value: '1' } });
    expect(cells(screen.getByTestId('influencer-orders-table'))).toEqual([['Mia on campus', 'Trail 1', '$4,000.00', '10%', '90', '7', '$315.00', '—']]);
    expect(screen.queryByTestId('influencer-shared')).toBeNull();
  });

  it('says when the round had no influencer booked, and before any round is resolved that orders show after the first', async () => {
    showTab({ results: salesResults([{ round: 3, sales: [] }]) });
    expect(await screen.findByText('You booked no influencer on QuickBuy in round 3.')).toBeTruthy();
    document.body.innerHTML = '';
    showTab({ results: salesResults([]) });
    expect(await screen.findByText('Orders show here after the first round is resolved.')).toBeTruthy();
    expect(screen.queryByTestId('influencer-orders-table')).toBeNull();
  });

  it('shows the same figures to a manager reviewing the company, with no action anywhere', async () => {
    showTab({ area: { ...ORDERS_AREA, blockedBecause: 'manager', reviewing: 'Team Kestrel' } });
    expect(cells(await screen.findByTestId('influencer-orders-table'))).toHaveLength(2);
    expect(screen.queryAllByRole('button')).toEqual([]);
  });

  it('shows one card per influencer on a phone, headed by the name, no table', async () => {
    screenIsSmall(true);
    showTab();
    const list = await screen.findByTestId('influencer-orders-table');
    expect(screen.queryByRole('table')).toBeNull();
    const cards = within(list).getAllByRole('listitem');
    expect(cards.map((card) => card.querySelector('h2')?.textContent)).toEqual(['Mia on campus', 'Trail Joe']);
    expect(Array.from((cards[0] as HTMLElement).querySelectorAll('dt, dd'), (e) => e.textContent)).toEqual([
      'Models shown',
      'Trail 1 and City 2 (counted apart, below)',
      'Fee',
      '$4,000.00',
      'Commission rate',
      '10%',
      'Sessions',
      '450',
      'Orders',
      '22',
      'Revenue',
      '$990.00',
      'Commission paid',
      '$99.00',
    ]);
    const shared = within(screen.getByTestId('influencer-shared-table')).getAllByRole('listitem');
    expect(shared.map((card) => card.querySelector('h3')?.textContent)).toEqual(['City 2']);
  });
});
