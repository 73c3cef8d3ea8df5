/** @jest-environment jsdom */
import type { AnalysisRound, MerchantLivestream } from '@simbiz/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { screenIsSmall } from '../../common/test-support/small-screen';
import { AREA, cardLines, cells, QUICK, resultsOf, showPlatformTab } from '../test-support/platform-tab-world';
import { MerchantLiveStreamingTab } from './merchant-live-streaming-tab';

const livestream = (livestreamId: string, hours: number, models: string[], round = 3, storeId = 'store-shop'): MerchantLivestream => ({
  version: 1,
  livestreamId,
  storeId,
  platformId: storeId === 'store-shop' ? 'shopmall' : 'quickbuy',
  hours,
  productIds: models.map((m) => `sp-${m}`),
  modelIds: models.map((m) => `m-${m}`),
  round,
});
/** 14 of ShopMall's 20 hours taken this round; last round's and the QuickBuy store's are not this tab's. */
const LIVESTREAMS = [
  livestream('ls-now', 4, ['trail']),
  livestream('ls-two', 10, ['trail', 'city']),
  livestream('ls-old', 20, ['city'], 2),
  livestream('ls-quick', 5, ['trail'], 3, 'store-quick'),
];

const bySource = (merchantLive: number) => ({ organic: 100, auction: 0, trafficPackage: 0, merchantLive, influencer: 0 });
type SalesRow = NonNullable<AnalysisRound['result']['sales']>[number];
/** A sales row whose merchant livestreams brought `sessions` visits and `orders` orders (the figures the tab reads; the rest are left out). */
const sale = ([sessions, orders]: [number, number], over: Partial<Pick<SalesRow, 'platformId' | 'segmentId' | 'modelId' | 'packageId'>> = {}): SalesRow =>
  ({
    platformId: 'shopmall',
    segmentId: 'students',
    brandId: 'b',
    modelId: 'm-trail',
    price: 8_000,
    units: 10,
    revenueLocal: 0,
    revenue: 0,
    commission: 0,
    costOfGoodsSold: 0,
    logistics: 0,
    directMarketing: 0,
    profit: 0,
    lostOrders: 0,
    sessions: bySource(sessions),
    orders: bySource(orders),
    ...over,
  }) as SalesRow;
/** Round 2: Trail 1 got livestream visits in two segments; City 2 none; a package and QuickBuy's rows are not counted. */
const RESULTS = resultsOf([
  { sales: [sale([40, 1])] },
  {
    sales: [
      sale([120.4, 7]),
      sale([30, 2], { segmentId: 'commuters' }),
      sale([0, 0], { modelId: 'm-city' }),
      sale([50, 5], { modelId: 'm-city', packageId: 'pk' }),
      sale([60, 6], { platformId: 'quickbuy', segmentId: 'locals' }),
    ],
  },
]);

function showTab({ area = AREA, store = undefined as typeof QUICK | undefined, livestreams = LIVESTREAMS } = {}) {
  return showPlatformTab(MerchantLiveStreamingTab, {
    area,
    store,
    replies: [
      [/\/merchant-livestreams$/, livestreams],
      [/\/analyses\/sales$/, RESULTS],
    ],
  });
}

beforeEach(() => screenIsSmall(false));

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the merchant livestreams tab (stores/platform/merchant-live-streaming)', () => {
  it('shows the platform’s terms and this round’s livestreams of the store with their cost', async () => {
    showTab();
    const table = await screen.findByTestId('livestreams-table');
    expect(
      screen.getByText('On ShopMall an hour of livestreaming costs €50.00. A store may stream up to 20 hours a round, all its livestreams together.'),
    ).toBeTruthy();
    expect(screen.getByTestId('help-livestreams')).toBeTruthy();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Products shown', 'Hours', 'Cost', 'Actions']);
    expect(cells(table)).toEqual([
      ['Trail 1', '4', '€200.00', 'Edit Delete'],
      ['Trail 1 and City 2', '10', '€500.00', 'Edit Delete'],
    ]);
    expect(screen.getByTestId('livestream-hours').textContent).toBe('This round: 14 of 20 hours, costing €700.00 in all.');
  });

  it('schedules a livestream within the hours left, showing its online products and its cost first', async () => {
    const writes = showTab();
    expect(await screen.findByText('Hours left this round: 6.')).toBeTruthy();
    // Peak 3 is offline.
    expect(screen.getAllByRole('checkbox').map((box) => box.parentElement?.textContent)).toEqual(['Trail 1', 'City 2']);
    const schedule = screen.getByRole('button', { name: 'Schedule the livestream' }) as HTMLButtonElement;
    expect(schedule.disabled).toBe(true);
    expect(screen.getByText('Tick at least one product to show.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Hours'), { target: { value: '3' } });
    expect(screen.getByTestId('livestream-cost').textContent).toBe('Cost: €150.00 (€50.00 an hour).');
    fireEvent.click(screen.getByLabelText('City 2'));
    expect(schedule.disabled).toBe(false);
    fireEvent.click(schedule);
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]).toMatchObject({
      url: expect.stringMatching(/\/merchant-livestreams$/),
      method: 'POST',
      body: { storeId: 'store-shop', hours: 3, productIds: ['sp-city'] },
    });
  });

  it('refuses more hours than are left, or part of an hour, before anything is sent', async () => {
    const writes = showTab();
    fireEvent.click(await screen.findByLabelText('Trail 1'));
    for (const value of ['7', '2.5', '0']) {
      fireEvent.change(screen.getByLabelText('Hours'), { target: { value } });
      expect(screen.getByTestId('livestream-cost').textContent).toBe('');
      fireEvent.click(screen.getByRole('button', { name: 'Schedule the livestream' }));
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(writes).toHaveLength(0);
  });

  it('changes this round’s livestream, its own hours free again, and deletes it', async () => {
    const writes = showTab();
    const row = within(await screen.findByTestId('livestreams-table')).getAllByRole('row')[1] as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: 'Edit' }));
    expect(screen.getByText('Change the livestream')).toBeTruthy();
    expect((screen.getByLabelText('Hours') as HTMLInputElement).value).toBe('4');
    expect((screen.getByLabelText('Trail 1') as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText('Hours left this round: 10.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Hours'), { target: { value: '10' } });
    fireEvent.click(screen.getByLabelText('City 2'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]).toMatchObject({
      url: expect.stringMatching(/\/merchant-livestreams\/ls-now$/),
      method: 'PATCH',
      body: { hours: 10, productIds: ['sp-trail', 'sp-city'] },
    });
    fireEvent.click(within(row).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(writes).toHaveLength(2));
    expect(writes[1]).toMatchObject({ url: expect.stringMatching(/\/merchant-livestreams\/ls-now$/), method: 'DELETE' });
  });

  it('says when this round’s livestreams use every hour', async () => {
    showTab({ livestreams: [livestream('ls-all', 20, ['trail'])] });
    expect(await screen.findByText('This round’s livestreams already use every hour the platform allows (20).')).toBeTruthy();
    expect(screen.queryByLabelText('Hours')).toBeNull();
  });

  it('shows the visits and orders livestreams brought each model in the last round, and in an earlier one chosen', async () => {
    showTab();
    const table = await screen.findByTestId('livestream-results-table');
    expect(cells(table)).toEqual([['Trail 1', '150', '9']]);
    fireEvent.change(screen.getByLabelText('Round'), { target: { value: '1' } });
    expect(cells(screen.getByTestId('livestream-results-table'))).toEqual([['Trail 1', '40', '1']]);
  });

  it('hides the form and the actions from a manager reviewing the team, and when decisions are closed', async () => {
    for (const blockedBecause of ['manager', 'notRunning'] as const) {
      showTab({ area: { ...AREA, blockedBecause, reviewing: blockedBecause === 'manager' ? 'Acme' : null } });
      expect(cells(await screen.findByTestId('livestreams-table'))).toEqual([
        ['Trail 1', '4', '€200.00'],
        ['Trail 1 and City 2', '10', '€500.00'],
      ]);
      expect(screen.queryByRole('button')).toBeNull();
      expect(screen.queryByRole('checkbox')).toBeNull();
      document.body.innerHTML = '';
    }
  });

  it('shows cards instead of tables on a phone', async () => {
    screenIsSmall(true);
    showTab();
    const list = await screen.findByTestId('livestreams-table');
    expect(screen.queryByRole('table')).toBeNull();
    const cards = within(list).getAllByRole('listitem') as HTMLElement[];
    expect(cards.map(cardLines)).toEqual([
      ['Trail 1', 'Hours', '4', 'Cost', '€200.00'],
      ['Trail 1 and City 2', 'Hours', '10', 'Cost', '€500.00'],
    ]);
    expect(within(cards[0] as HTMLElement).getByRole('button', { name: 'Delete' })).toBeTruthy();
    const results = within(screen.getByTestId('livestream-results-table')).getAllByRole('listitem') as HTMLElement[];
    expect(results.map(cardLines)).toEqual([['Trail 1', 'Visits', '150', 'Orders', '9']]);
  });

  it('says a platform without merchant livestreams has none, and nothing else', async () => {
    showTab({ store: QUICK });
    expect(await screen.findByText('QuickBuy offers no merchant livestreams.')).toBeTruthy();
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
