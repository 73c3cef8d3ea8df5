/** @jest-environment jsdom */
import type { MarketEnvironment, Store, StoreProduct, TrafficPurchase } from '@simbiz/contracts';
import type { WorldResources } from '@simbiz/web-kit';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { decidingArea, testModel } from '../../common/test-support/decision-area';
import type { AnswerRead, Call } from '../../common/test-support/fake-gateway';
import { showInShell } from '../../common/test-support/show-in-shell';
import { screenIsSmall } from '../../common/test-support/small-screen';
import type { Area } from '../../common/use-area';
import { TrafficPackagesPanel } from './traffic-packages-panel';

/** A world in round 3 whose ShopMall (dollars) sells two traffic packages; the store lists three models, one offline. */
const RESOURCES = {
  config: { baseCurrency: 'USD', daysPerRound: 30, tradingType: 1, rounds: 6 },
  resources: {
    markets: [{ id: 'home', name: { en: 'Homeland' }, currency: { code: 'USD', minorDigits: 2 } }],
    platforms: [
      { id: 'shopmall', name: { en: 'ShopMall' }, marketId: 'home' },
      { id: 'bazaar', name: { en: 'Bazaar' }, marketId: 'home' },
    ],
    warehouses: [],
    attributes: [],
    promotionChannels: [],
  },
} as unknown as WorldResources;
const AREA: Area = decidingArea(RESOURCES);
const STORE: Store = { storeId: 'store-1', platformId: 'shopmall', openedRound: 1 };
const MODELS = [testModel('m-trail', 'Trail 1'), testModel('m-city', 'City 2'), testModel('m-peak', 'Peak 3')];
const OFFERS = [
  { id: 'tp-s', name: { en: 'Boost S' }, price: 2_000, sessions: 500 },
  { id: 'tp-l', name: { en: 'Boost L' }, price: 7_500, sessions: 2_500 },
];
const environment = (offers = OFFERS) =>
  ({
    platforms: [
      { id: 'shopmall', marketId: 'home', trafficPackages: offers, showcaseDesigns: [] },
      { id: 'bazaar', marketId: 'home', trafficPackages: [{ id: 'tp-x', name: { en: 'Bazaar boost' }, price: 100, sessions: 10 }], showcaseDesigns: [] },
    ],
  }) as unknown as MarketEnvironment;

const product = (productId: string, modelId: string, online = true, storeId = 'store-1'): StoreProduct => ({
  version: 1,
  productId,
  storeId,
  platformId: storeId === 'store-1' ? 'shopmall' : 'bazaar',
  modelId,
  price: 8_000,
  online,
  createdRound: 1,
  lastUnitsSold: null,
  lastRevenue: null,
});
const PRODUCTS = [
  product('sp-trail', 'm-trail'),
  product('sp-city', 'm-city'),
  product('sp-peak', 'm-peak', false),
  product('bz-trail', 'm-trail', true, 'store-2'),
];
const purchase = (purchaseId: string, productId: string, trafficPackageId: string, round: number): TrafficPurchase => ({
  version: 1,
  purchaseId,
  productId,
  platformId: productId.startsWith('bz') ? 'bazaar' : 'shopmall',
  modelId: PRODUCTS.find((p) => p.productId === productId)?.modelId ?? '',
  trafficPackageId,
  round,
});
// This round Trail 1 has Boost S; City 2 had Boost L last round; the other store's product has one too.
const PURCHASES = [purchase('tr-now', 'sp-trail', 'tp-s', 3), purchase('tr-old', 'sp-city', 'tp-l', 2), purchase('tr-bazaar', 'bz-trail', 'tp-x', 3)];

/** Renders the panel with the replies given; returns the writes it makes. */
function showPanel({ area = AREA, products = PRODUCTS, purchases = PURCHASES, offers = OFFERS } = {}): Call[] {
  const replies: [RegExp, unknown][] = [
    [/\/traffic-purchases$/, purchases],
    [/\/market-research\/environment$/, environment(offers)],
  ];
  const read: AnswerRead = (path, method) => {
    const reply = method === 'GET' ? replies.find(([pattern]) => pattern.test(path)) : undefined;
    return reply && { data: reply[1] };
  };
  return showInShell(
    <TrafficPackagesPanel area={area} stores={[STORE]} store={STORE} products={products} models={MODELS} reloadProducts={() => undefined} />,
    read,
  );
}

function cells(table: HTMLElement): string[][] {
  return [...table.querySelectorAll('tbody tr')].map((tr) => [...tr.querySelectorAll('th, td')].map((cell) => cell.textContent ?? ''));
}

const options = (label: string) => [...(screen.getByLabelText(label) as HTMLSelectElement).options].map((o) => o.textContent);

beforeEach(() => screenIsSmall(false));

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the traffic packages of a store (stores/platform/products)', () => {
  it('shows what the platform sells, with price and extra visits, and this round’s purchases of the store', async () => {
    showPanel();
    expect(cells(await screen.findByTestId('traffic-offers'))).toEqual([
      ['Boost S', '$20.00', '500'],
      ['Boost L', '$75.00', '2,500'],
    ]);
    const bought = screen.getByTestId('traffic-purchases-table');
    expect(
      within(bought)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Product', 'Traffic package', 'Price', 'Extra visits', 'Actions']);
    expect(cells(bought)).toEqual([['Trail 1', 'Boost S', '$20.00', '500', 'Delete']]);
  });

  it('buys a package for an online product, offering only what the product lacks this round', async () => {
    const writes = showPanel();
    await screen.findByTestId('traffic-offers');
    expect(options('Product')).toEqual(['Trail 1', 'City 2']);
    expect(options('Traffic package')).toEqual(['Boost L: $75.00, 2,500 extra visits']);
    fireEvent.change(screen.getByLabelText('Product'), { target: { value: 'sp-city' } });
    expect(options('Traffic package')).toEqual(['Boost S: $20.00, 500 extra visits', 'Boost L: $75.00, 2,500 extra visits']);
    fireEvent.change(screen.getByLabelText('Traffic package'), { target: { value: 'tp-l' } });
    fireEvent.click(screen.getByRole('button', { name: 'Buy the traffic package' }));
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]).toEqual({ url: expect.stringMatching(/\/traffic-purchases$/), method: 'POST', body: { productId: 'sp-city', trafficPackageId: 'tp-l' } });
  });

  it('takes back this round’s purchase', async () => {
    const writes = showPanel();
    fireEvent.click(within(await screen.findByTestId('traffic-purchases-table')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]).toMatchObject({ url: expect.stringMatching(/\/traffic-purchases\/tr-now$/), method: 'DELETE' });
  });

  it('says when the product has every package this round, when nothing is online, and when the platform sells none', async () => {
    showPanel({ products: PRODUCTS.slice(0, 1), purchases: [...PURCHASES, purchase('tr-l', 'sp-trail', 'tp-l', 3)] });
    expect(await screen.findByText('Trail 1 has every traffic package this round.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Buy the traffic package' })).toBeNull();
    document.body.innerHTML = '';
    showPanel({ products: [product('sp-peak', 'm-peak', false)], purchases: [] });
    expect(await screen.findByText('None of this store’s products is online: take one online to buy it traffic.')).toBeTruthy();
    document.body.innerHTML = '';
    showPanel({ offers: [] });
    expect(await screen.findByText('This platform sells no traffic packages.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows the offers and purchases read-only to a manager and when decisions are closed', async () => {
    for (const blockedBecause of ['manager', 'notRunning'] as const) {
      showPanel({ area: { ...AREA, blockedBecause } });
      expect(cells(await screen.findByTestId('traffic-purchases-table'))).toEqual([['Trail 1', 'Boost S', '$20.00', '500']]);
      expect(screen.getByTestId('traffic-offers')).toBeTruthy();
      expect(screen.queryByRole('button')).toBeNull();
      expect(screen.queryByLabelText('Product')).toBeNull();
      document.body.innerHTML = '';
    }
  });

  it('shows this round’s purchases as cards on a phone, headed by the product, with the delete', async () => {
    screenIsSmall(true);
    showPanel();
    const list = await screen.findByTestId('traffic-purchases-table');
    expect(list.tagName).toBe('UL');
    const cards = within(list).getAllByRole('listitem');
    expect(cards.map((card) => card.querySelector('h3')?.textContent)).toEqual(['Trail 1']);
    expect(Array.from((cards[0] as HTMLElement).querySelectorAll('dt, dd'), (e) => e.textContent)).toEqual([
      'Traffic package',
      'Boost S',
      'Price',
      '$20.00',
      'Extra visits',
      '500',
    ]);
    expect(within(cards[0] as HTMLElement).getByRole('button', { name: 'Delete' })).toBeTruthy();
    // The offers stay a table of three short columns, which wrap rather than scroll.
    expect(within(screen.getByTestId('traffic-offers')).getAllByRole('columnheader')).toHaveLength(3);
  });
});
