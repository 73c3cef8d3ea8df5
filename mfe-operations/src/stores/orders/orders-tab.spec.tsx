/** @jest-environment jsdom */
import type { CompanyAnalyses } from '@simbiz/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { showInShell } from '../../common/test-support/show-in-shell';
import { screenIsSmall } from '../../common/test-support/small-screen';
import type { Area } from '../../common/use-area';
import { OrdersTab } from './orders-tab';
import { cells, ORDERS_AREA, ORDERS_MODELS, PACKAGES, readsOf, sale, salesResults, storeOn } from './orders-test-world';

/**
 * Round 1 sold a little; round 2, on ShopMall: Trail 1 to students from two warehouses, City 2 to
 * commuters, the Campus kit package to students, City 2 to students with sessions but no order,
 * and Trail 1 on QuickBuy (another store).
 */
const ROUND_2 = [
  sale({
    platformId: 'shopmall',
    segmentId: 'students',
    modelId: 'm-trail',
    units: 55,
    orders: { organic: 40, auction: 10, influencer: 5 },
    shipments: [
      { warehouseId: 'city', logisticsServiceId: 'express', units: 30, days: 1 },
      { warehouseId: 'central', logisticsServiceId: 'standard', units: 25, days: 4 },
    ],
  }),
  sale({
    platformId: 'shopmall',
    segmentId: 'commuters',
    modelId: 'm-city',
    units: 12,
    orders: { organic: 12 },
    shipments: [{ warehouseId: 'central', logisticsServiceId: 'standard', units: 12, days: 4 }],
  }),
  sale({
    platformId: 'shopmall',
    segmentId: 'students',
    modelId: 'm-trail',
    packageId: 'k1',
    units: 4,
    orders: { organic: 4 },
    shipments: [
      { modelId: 'm-trail', warehouseId: 'central', logisticsServiceId: 'standard', units: 4, days: 4 },
      { modelId: 'm-city', warehouseId: 'central', logisticsServiceId: 'standard', units: 4, days: 4 },
    ],
  }),
  sale({ platformId: 'shopmall', segmentId: 'students', modelId: 'm-city', sessions: { organic: 80 } }),
  sale({ platformId: 'quickbuy', segmentId: 'students', modelId: 'm-trail', units: 99, orders: { organic: 99 } }),
];
// Stored before the engine recorded where a row shipped from.
const {
  shipments: _dropped,
  influencerCommission: _also,
  ...OLD_ROW
} = sale({
  platformId: 'shopmall',
  segmentId: 'adventurers',
  modelId: 'm-old',
  units: 3,
  orders: { merchantLive: 3 },
});
const RESULTS = salesResults([
  { round: 1, sales: [OLD_ROW] },
  { round: 2, sales: ROUND_2 },
]);

function showTab({ results = RESULTS, area = ORDERS_AREA, platformId = 'shopmall' }: { results?: CompanyAnalyses; area?: Area; platformId?: string } = {}) {
  const store = storeOn(platformId);
  const read = readsOf([
    [/\/analyses\/sales$/, results],
    [/\/store-packages$/, PACKAGES],
  ]);
  return showInShell(<OrdersTab area={area} stores={[store]} store={store} products={[]} models={ORDERS_MODELS} reloadProducts={() => undefined} />, read);
}

const totals = () =>
  Array.from(screen.getByTestId('orders-totals').querySelectorAll('dl > div'), (entry) => [
    entry.querySelector('dt')?.textContent,
    entry.querySelector('dd')?.textContent,
  ]);
const choose = (label: string, option: string) => {
  const select = screen.getByLabelText(label) as HTMLSelectElement;
  const value = [...select.options].find((o) => o.textContent === option)?.value;
  fireEvent.change(select, { target: { value } });
};

beforeEach(() => screenIsSmall(false));

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the store’s orders (stores/platform/orders)', () => {
  it('lists the last round’s orders on the store’s platform by listing, segment and source, with where they shipped from', async () => {
    showTab();
    const table = await screen.findByTestId('orders-table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Product', 'Segment', 'Source', 'Orders', 'Delivery']);
    expect(cells(table)).toEqual([
      [
        'Campus kit (package: Trail 1 and City 2)',
        'Students',
        'Organic search',
        '4',
        'Trail 1: 4 units from Central warehouse, delivered in 4 days' + 'City 2: 4 units from Central warehouse, delivered in 4 days',
      ],
      ['City 2', 'Commuters', 'Organic search', '12', '12 units from Central warehouse, delivered in 4 days'],
      ...['Organic search', 'Ad auction', 'Influencers'].map((source, i) => [
        'Trail 1',
        'Students',
        source,
        ['40', '10', '5'][i],
        '30 units from City fulfilment centre, delivered in 1 day' + '25 units from Central warehouse, delivered in 4 days',
      ]),
    ]);
    expect((screen.getByLabelText('Round') as HTMLSelectElement).value).toBe('2');
    expect(totals()).toEqual([
      ['Organic search', '56'],
      ['Ad auction', '10'],
      ['Traffic packages', '0'],
      ['Merchant livestreams', '0'],
      ['Influencers', '5'],
      ['Total', '71'],
    ]);
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('filters by product, source and segment; the totals follow the product and segment only', async () => {
    showTab();
    const table = await screen.findByTestId('orders-table');
    expect([...(screen.getByLabelText('Product') as HTMLSelectElement).options].map((o) => o.textContent)).toEqual([
      'All',
      'Campus kit (package: Trail 1 and City 2)',
      'City 2',
      'Trail 1',
    ]);
    choose('Product', 'Trail 1');
    expect(cells(table).map((row) => row[2])).toEqual(['Organic search', 'Ad auction', 'Influencers']);
    choose('Source', 'Ad auction');
    expect(cells(table).map((row) => row.slice(0, 4))).toEqual([['Trail 1', 'Students', 'Ad auction', '10']]);
    expect(totals().map(([, n]) => n)).toEqual(['40', '10', '0', '0', '5', '55']);
    choose('Product', 'All');
    choose('Source', 'All');
    choose('Segment', 'Commuters');
    expect(cells(table).map((row) => row[0])).toEqual(['City 2']);
    expect(totals().at(-1)).toEqual(['Total', '12']);
    choose('Source', 'Influencers');
    expect(screen.getByText('No orders match these filters.')).toBeTruthy();
  });

  it('shows 20 lines a page with the page count, and goes back to the first page when the round or a filter changes', async () => {
    const many = ['students', 'commuters', 'adventurers'].flatMap((segmentId) =>
      ['m-trail', 'm-city'].map((modelId) =>
        sale({ platformId: 'shopmall', segmentId, modelId, units: 15, orders: { organic: 1, auction: 2, trafficPackage: 3, merchantLive: 4, influencer: 5 } }),
      ),
    );
    showTab({
      results: salesResults([
        { round: 1, sales: many },
        { round: 2, sales: many },
      ]),
    });
    const table = await screen.findByTestId('orders-table');
    expect(cells(table)).toHaveLength(20);
    expect(screen.getByTestId('orders-page').textContent).toBe('Page 1 of 2');
    expect((screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(cells(table)).toHaveLength(10);
    expect(screen.getByTestId('orders-page').textContent).toBe('Page 2 of 2');
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
    expect(cells(table)[9]?.slice(0, 3)).toEqual(['Trail 1', 'Students', 'Influencers']);
    choose('Round', 'Round 1');
    expect(screen.getByTestId('orders-page').textContent).toBe('Page 1 of 2');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    choose('Source', 'Organic search');
    expect(cells(table)).toHaveLength(6);
    choose('Source', 'All');
    expect(screen.getByTestId('orders-page').textContent).toBe('Page 1 of 2');
    choose('Product', 'City 2');
    expect(cells(table)).toHaveLength(15);
    expect(screen.queryByTestId('orders-page')).toBeNull();
  });

  it('shows an earlier round chosen, a dash for a delivery its results did not record, and says when a round took no order', async () => {
    showTab();
    await screen.findByTestId('orders-table');
    choose('Round', 'Round 1');
    expect(cells(screen.getByTestId('orders-table'))).toEqual([['Old 0', 'Adventurers', 'Merchant livestreams', '3', '—']]);
    document.body.innerHTML = '';
    showTab({ platformId: 'quickbuy', results: salesResults([{ round: 2, sales: ROUND_2.filter((row) => row.platformId === 'shopmall') }]) });
    expect(await screen.findByText('Your store on QuickBuy took no orders in round 2.')).toBeTruthy();
    expect(screen.queryByTestId('orders-totals')).toBeNull();
  });

  it('says orders show after the first round before any round is resolved', async () => {
    showTab({ results: salesResults([]) });
    expect(await screen.findByText('Orders show here after the first round is resolved.')).toBeTruthy();
    expect(screen.queryByTestId('orders-table')).toBeNull();
  });

  it('shows the same orders to a manager reviewing the company, with no action anywhere', async () => {
    showTab({ area: { ...ORDERS_AREA, blockedBecause: 'manager', reviewing: 'Team Kestrel' } });
    expect(cells(await screen.findByTestId('orders-table'))).toHaveLength(5);
    expect(screen.queryAllByRole('button')).toEqual([]);
  });

  it('shows one card per line on a phone, headed by the product, no table', async () => {
    screenIsSmall(true);
    showTab();
    const list = await screen.findByTestId('orders-table');
    expect(screen.queryByRole('table')).toBeNull();
    const cards = within(list).getAllByRole('listitem');
    expect(cards.map((card) => card.querySelector('h2')?.textContent)).toEqual([
      'Campus kit (package: Trail 1 and City 2)',
      'City 2',
      'Trail 1',
      'Trail 1',
      'Trail 1',
    ]);
    expect(Array.from((cards[1] as HTMLElement).querySelectorAll('dt, dd'), (e) => e.textContent)).toEqual([
      'Segment',
      'Commuters',
      'Source',
      'Organic search',
      'Orders',
      '12',
      'Delivery',
      '12 units from Central warehouse, delivered in 4 days',
    ]);
  });
});
