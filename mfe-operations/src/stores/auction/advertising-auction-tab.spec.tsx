/** @jest-environment jsdom */
import type { AdBid, AnalysisRound, Recharge } from '@simbiz/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { screenIsSmall } from '../../common/test-support/small-screen';
import { AdvertisingAuctionTab } from './advertising-auction-tab';
import { AREA, cardLines, cells, QUICK, resultsOf, showPlatformTab } from '../test-support/platform-tab-world';

type AdRow = NonNullable<AnalysisRound['result']['productAdvertising']>[number];

const bid = (bidId: string, productId: string, modelId: string, segmentId: string, round: number): AdBid => ({
  version: 1,
  bidId,
  productId,
  platformId: productId.startsWith('qp') ? 'quickbuy' : 'shopmall',
  modelId,
  segmentId,
  costPerClick: 35,
  dailyBudget: 5_000,
  round,
});
/** This round's bid for Trail 1 on students; last round's; and one of the QuickBuy store's (not this tab's). */
const BIDS = [
  bid('bid-now', 'sp-trail', 'm-trail', 'students', 3),
  bid('bid-old', 'sp-city', 'm-city', 'commuters', 2),
  bid('bid-quick', 'qp-trail', 'm-trail', 'locals', 3),
];
const recharge = (rechargeId: string, storeId: string, amount: number, round: number): Recharge => ({
  version: 1,
  rechargeId,
  storeId,
  platformId: storeId === 'store-shop' ? 'shopmall' : 'quickbuy',
  amount,
  round,
});
const RECHARGES = [recharge('rc-now', 'store-shop', 50_000, 3), recharge('rc-old', 'store-shop', 90_000, 2), recharge('rc-quick', 'store-quick', 1_000, 3)];
const ad = (
  segmentId: string,
  modelId: string,
  slot: number | null,
  impressions: number,
  clicks: number,
  spend: number,
  orders: number,
  platformId = 'shopmall',
): AdRow => ({
  platformId,
  segmentId,
  modelId,
  slot,
  impressions,
  clicks,
  spend,
  orders,
});
const RESULTS = resultsOf([
  { productAdvertising: [ad('students', 'm-trail', 1, 1_000, 40, 1_200, 3)], adWallets: [{ platformId: 'shopmall', balance: 3_000 }] },
  {
    productAdvertising: [
      ad('commuters', 'm-city', null, 0, 0, 0, 0),
      ad('students', 'm-trail', 0, 12_000, 300, 9_000, 21),
      ad('locals', 'm-trail', 0, 500, 10, 100, 1, 'quickbuy'),
    ],
    adWallets: [
      { platformId: 'quickbuy', balance: 5 },
      { platformId: 'shopmall', balance: 41_000 },
    ],
  },
]);

function showTab({ area = AREA, store = undefined as typeof QUICK | undefined, results = RESULTS } = {}) {
  return showPlatformTab(AdvertisingAuctionTab, {
    area,
    store,
    replies: [
      [/\/ad-bids$/, BIDS],
      [/\/ad-recharges$/, RECHARGES],
      [/\/analyses\/advertising$/, results],
    ],
  });
}

beforeEach(() => screenIsSmall(false));

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the ad auction tab (stores/platform/advertising-auction)', () => {
  it('shows the auction’s terms and its rule, with a link to the Simspedia article', async () => {
    showTab();
    const terms = await screen.findByTestId('auction-terms');
    expect(Array.from(terms.querySelectorAll('dt, dd'), (e) => e.textContent)).toEqual([
      'Sponsored slots per keyword',
      '3',
      'Cost per click',
      '€0.10 to €5.00',
      'Reserve price',
      '€0.20',
    ]);
    expect(screen.getByText(/each click costs you just enough to beat the next bid, never more than your bid/)).toBeTruthy();
    expect(screen.getByText(/Clicks stop when the daily budget or the ad wallet runs out/)).toBeTruthy();
    expect(screen.getByText('Costs per click are in the platform’s currency (EUR); daily budgets, recharges and spend in your company’s (USD).')).toBeTruthy();
    expect(screen.getByTestId('help-adAuction').getAttribute('href')).toBe('/baike/adAuction');
  });

  it('lists this round’s bids of the store’s products only, cost per click in the platform’s currency and budget in the company’s', async () => {
    showTab();
    const table = await screen.findByTestId('ad-bids-table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Product', 'Keyword', 'Cost per click', 'Daily budget', 'Actions']);
    expect(cells(table)).toEqual([['Trail 1', 'Students', '€0.35', '$50.00', 'Edit Delete']]);
  });

  it('offers the keywords each online product has no bid on, warns below the reserve price, then places a bid', async () => {
    const writes = showTab();
    const product = (await screen.findByLabelText('Product')) as HTMLSelectElement;
    // Peak 3 is offline; Trail 1 has this round's bid on students, so only commuters is left to it.
    expect([...product.options].map((o) => o.textContent)).toEqual(['Trail 1', 'City 2']);
    const keywords = () => [...(screen.getByLabelText('Keyword') as HTMLSelectElement).options].map((o) => o.textContent);
    expect(keywords()).toEqual(['Commuters']);
    fireEvent.change(product, { target: { value: 'sp-city' } });
    expect(keywords()).toEqual(['Students', 'Commuters']);
    fireEvent.change(screen.getByLabelText('Cost per click'), { target: { value: '0.15' } });
    expect(screen.getByTestId('bid-reserve').textContent).toBe('Below the reserve price of €0.20, this bid wins no slot.');
    fireEvent.change(screen.getByLabelText('Cost per click'), { target: { value: '0.4' } });
    expect(screen.getByTestId('bid-reserve').textContent).toBe('');
    fireEvent.change(screen.getByLabelText('Daily budget'), { target: { value: '20' } });
    fireEvent.click(screen.getByRole('button', { name: 'Place the bid' }));
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]).toMatchObject({
      url: expect.stringMatching(/\/ad-bids$/),
      method: 'POST',
      body: { productId: 'sp-city', segmentId: 'students', costPerClick: 40, dailyBudget: 2_000 },
    });
  });

  it('refuses a cost per click outside the platform’s range before anything is sent', async () => {
    const writes = showTab();
    fireEvent.change(await screen.findByLabelText('Daily budget'), { target: { value: '20' } });
    for (const value of ['5.01', '0.05', '']) {
      fireEvent.change(screen.getByLabelText('Cost per click'), { target: { value } });
      fireEvent.click(screen.getByRole('button', { name: 'Place the bid' }));
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(writes).toHaveLength(0);
  });

  it('changes this round’s bid and takes it back', async () => {
    const writes = showTab();
    const row = within(await screen.findByTestId('ad-bids-table')).getAllByRole('row')[1] as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: 'Edit' }));
    expect(screen.getByText('Change the bid for Trail 1 on “Students”')).toBeTruthy();
    expect((screen.getByLabelText('Product') as HTMLSelectElement).disabled).toBe(true);
    expect((screen.getByLabelText('Keyword') as HTMLSelectElement).disabled).toBe(true);
    expect((screen.getByLabelText('Cost per click') as HTMLInputElement).value).toBe('0.35');
    expect((screen.getByLabelText('Daily budget') as HTMLInputElement).value).toBe('50');
    fireEvent.change(screen.getByLabelText('Cost per click'), { target: { value: '0.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]).toMatchObject({ url: expect.stringMatching(/\/ad-bids\/bid-now$/), method: 'PATCH', body: { costPerClick: 50, dailyBudget: 5_000 } });
    fireEvent.click(within(row).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(writes).toHaveLength(2));
    expect(writes[1]).toMatchObject({ url: expect.stringMatching(/\/ad-bids\/bid-now$/), method: 'DELETE' });
  });

  it('shows the wallet after the last round and with this round’s recharges, and recharges, changes and deletes', async () => {
    const writes = showTab();
    expect((await screen.findByTestId('wallet-balance')).textContent).toBe('Balance after round 2: $410.00');
    expect(screen.getByTestId('wallet-available').textContent).toBe('With this round’s recharges, the wallet holds $910.00 for this round’s clicks.');
    const table = screen.getByTestId('recharges-table');
    expect(cells(table)).toEqual([['$500.00', 'Edit Delete']]);
    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '250' } });
    fireEvent.click(screen.getByRole('button', { name: 'Recharge' }));
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]).toMatchObject({ url: expect.stringMatching(/\/ad-recharges$/), method: 'POST', body: { storeId: 'store-shop', amount: 25_000 } });
    fireEvent.click(within(table).getByRole('button', { name: 'Edit' }));
    expect((screen.getByLabelText('Amount') as HTMLInputElement).value).toBe('500');
    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '600' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(writes).toHaveLength(2));
    expect(writes[1]).toMatchObject({ url: expect.stringMatching(/\/ad-recharges\/rc-now$/), method: 'PATCH', body: { amount: 60_000 } });
    fireEvent.click(within(table).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(writes).toHaveLength(3));
    expect(writes[2]).toMatchObject({ url: expect.stringMatching(/\/ad-recharges\/rc-now$/), method: 'DELETE' });
  });

  it('shows what the bids won in the last round per keyword and product, and in an earlier round chosen', async () => {
    showTab();
    const table = await screen.findByTestId('auction-results-table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Keyword', 'Product', 'Slot won', 'Impressions', 'Clicks', 'Average price per click', 'Spend', 'Orders']);
    expect(cells(table)).toEqual([
      ['Students', 'Trail 1', 'Slot 1', '12,000', '300', '$0.30', '$90.00', '21'],
      ['Commuters', 'City 2', 'None', '0', '0', '—', '$0.00', '0'],
    ]);
    fireEvent.change(screen.getByLabelText('Round'), { target: { value: '1' } });
    expect(cells(screen.getByTestId('auction-results-table'))).toEqual([['Students', 'Trail 1', 'Slot 2', '1,000', '40', '$0.30', '$12.00', '3']]);
  });

  it('says when no round has closed yet', async () => {
    showTab({ results: resultsOf([]) });
    expect(await screen.findByText('No round has closed yet. The results of your bids show here once one has.')).toBeTruthy();
    expect(screen.getByTestId('wallet-balance').textContent).toBe('No round has closed yet, so the wallet holds only this round’s recharges.');
    expect(screen.getByTestId('wallet-available').textContent).toContain('$500.00');
  });

  it('hides the forms and the actions from a manager reviewing the team, and when decisions are closed', async () => {
    for (const blockedBecause of ['manager', 'notRunning'] as const) {
      showTab({ area: { ...AREA, blockedBecause, reviewing: blockedBecause === 'manager' ? 'Acme' : null } });
      expect(cells(await screen.findByTestId('ad-bids-table'))).toEqual([['Trail 1', 'Students', '€0.35', '$50.00']]);
      expect(cells(screen.getByTestId('recharges-table'))).toEqual([['$500.00']]);
      expect(screen.queryByRole('button')).toBeNull();
      expect(screen.queryByLabelText('Cost per click')).toBeNull();
      expect(screen.queryByLabelText('Amount')).toBeNull();
      document.body.innerHTML = '';
    }
  });

  it('shows cards instead of tables on a phone', async () => {
    screenIsSmall(true);
    showTab();
    const bids = await screen.findByTestId('ad-bids-table');
    expect(screen.queryByRole('table')).toBeNull();
    const [card] = within(bids).getAllByRole('listitem') as HTMLElement[];
    expect(cardLines(card as HTMLElement)).toEqual(['Trail 1', 'Keyword', 'Students', 'Cost per click', '€0.35', 'Daily budget', '$50.00']);
    expect(within(card as HTMLElement).getByRole('button', { name: 'Edit' })).toBeTruthy();
    const results = within(screen.getByTestId('auction-results-table')).getAllByRole('listitem') as HTMLElement[];
    expect(cardLines(results[0] as HTMLElement)).toEqual([
      'Students',
      'Product',
      'Trail 1',
      'Slot won',
      'Slot 1',
      'Impressions',
      '12,000',
      'Clicks',
      '300',
      'Average price per click',
      '$0.30',
      'Spend',
      '$90.00',
      'Orders',
      '21',
    ]);
  });

  it('says a platform without an auction has none, and nothing else', async () => {
    const writes = showTab({ store: QUICK });
    const note = await screen.findByTestId('no-auction');
    expect(note.textContent).toBe(
      'QuickBuy runs no ad auction, so no ads can be bought there. Shoppers find your products through search, traffic packages and livestreams.',
    );
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByTestId('ad-bids-table')).toBeNull();
    expect(writes).toHaveLength(0);
  });
});
