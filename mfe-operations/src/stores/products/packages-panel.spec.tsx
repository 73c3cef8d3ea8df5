/** @jest-environment jsdom */
import type { MarketEnvironment, Store, StorePackage, StoreProduct } from '@simbiz/contracts';
import type { WorldResources } from '@simbiz/web-kit';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { decidingArea, testModel } from '../../common/test-support/decision-area';
import type { AnswerRead, Call } from '../../common/test-support/fake-gateway';
import { showInShell } from '../../common/test-support/show-in-shell';
import { screenIsSmall } from '../../common/test-support/small-screen';
import type { Area } from '../../common/use-area';
import { PackagesPanel } from './packages-panel';
import { PlatformProducts } from './platform-products';
import type { PlatformTabProps } from '../store-choice';

/** A world in round 3 with a store on ShopMall (dollars) listing five models, and one on another platform. */
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
const STORES: Store[] = [
  { storeId: 'store-1', platformId: 'shopmall', openedRound: 1 },
  { storeId: 'store-2', platformId: 'bazaar', openedRound: 2 },
];
const MODELS = [
  testModel('m-trail', 'Trail 1'),
  testModel('m-city', 'City 2'),
  testModel('m-peak', 'Peak 3'),
  testModel('m-dune', 'Dune 4'),
  testModel('m-reef', 'Reef 5'),
];

const product = (productId: string, modelId: string, price: number, storeId = 'store-1'): StoreProduct => ({
  version: 1,
  productId,
  storeId,
  platformId: storeId === 'store-1' ? 'shopmall' : 'bazaar',
  modelId,
  price,
  online: true,
  createdRound: 1,
  lastUnitsSold: null,
  lastRevenue: null,
});
const PRODUCTS = [
  product('sp-trail', 'm-trail', 8_000),
  product('sp-city', 'm-city', 12_000),
  product('sp-peak', 'm-peak', 5_000),
  product('sp-dune', 'm-dune', 9_000),
  product('sp-reef', 'm-reef', 7_000),
  product('bz-trail', 'm-trail', 7_500, 'store-2'),
];
const pack = (packageId: string, name: string, productIds: string[], price: number, createdRound: number, storeId = 'store-1'): StorePackage => ({
  // A teammate changed each package twice already: the page must send the version it shows.
  version: 3,
  packageId,
  storeId,
  platformId: storeId === 'store-1' ? 'shopmall' : 'bazaar',
  name,
  productIds,
  modelIds: productIds.map((id) => PRODUCTS.find((p) => p.productId === id)?.modelId ?? ''),
  price,
  createdRound,
});
const PACKAGES = [
  pack('pk-now', 'Trail & City', ['sp-trail', 'sp-city'], 18_000, 3),
  pack('pk-old', 'Trio', ['sp-trail', 'sp-city', 'sp-peak'], 20_000, 2),
  pack('pk-bazaar', 'Elsewhere', ['bz-trail', 'bz-trail'], 10_000, 3, 'store-2'),
];

/** Renders `page` against the packages, traffic purchases and market environment given; returns the writes it makes. */
function show(page: ComponentType<PlatformTabProps>, { area = AREA, products = PRODUCTS, packages = PACKAGES } = {}): Call[] {
  const replies: [RegExp, unknown][] = [
    [/\/store-packages$/, packages],
    [/\/traffic-purchases$/, []],
    [/\/market-research\/environment$/, { platforms: [{ id: 'shopmall', trafficPackages: [], showcaseDesigns: [] }] } as unknown as MarketEnvironment],
  ];
  const read: AnswerRead = (path, method) => {
    const reply = method === 'GET' ? replies.find(([pattern]) => pattern.test(path)) : undefined;
    return reply && { data: reply[1] };
  };
  const Page = page;
  const store = STORES[0] as Store;
  return showInShell(<Page area={area} stores={STORES} store={store} products={products} models={MODELS} reloadProducts={() => undefined} />, read);
}

function cells(table: HTMLElement): string[][] {
  return [...table.querySelectorAll('tbody tr')].map((tr) => [...tr.querySelectorAll('td')].map((cell) => cell.textContent ?? ''));
}

const box = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;

beforeEach(() => screenIsSmall(false));

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the packages of a store (stores/platform/products)', () => {
  it('sits on the products tab below the single products, above the traffic packages', async () => {
    show(PlatformProducts);
    await screen.findByTestId('store-packages-table');
    const order = [screen.getByTestId('store-products-table'), screen.getByTestId('store-packages'), await screen.findByTestId('traffic-packages')];
    expect(order[0]?.compareDocumentPosition(order[1] as Node)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(order[1]?.compareDocumentPosition(order[2] as Node)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  });

  it('says what a package is and shows the store’s packages with their models and price, this round’s with actions', async () => {
    show(PackagesPanel);
    const table = await screen.findByTestId('store-packages-table');
    expect(screen.getByText(/A package sells several of the store’s models as one listing at one price/)).toBeTruthy();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Package name', 'Products', 'Price', 'Made in round', 'Actions']);
    expect(cells(table)).toEqual([
      ['Trail & City', 'Trail 1, City 2', '$180.00', '3', 'Edit Delete'],
      ['Trio', 'Trail 1, City 2, Peak 3', '$200.00', '2', ''],
    ]);
  });

  it('makes a package of the products ticked, with what they cost one by one beside its price', async () => {
    const writes = show(PackagesPanel);
    const make = await screen.findByRole('button', { name: 'Make the package' });
    expect((make as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('package-why').textContent).toBe('Choose at least 2 products to make the package.');
    fireEvent.change(screen.getByLabelText('Package name'), { target: { value: 'Weekend pair' } });
    fireEvent.click(box('Trail 1 ($80.00)'));
    fireEvent.click(box('Peak 3 ($50.00)'));
    expect(screen.getByTestId('package-yardstick').textContent).toBe('Bought one by one, these products cost $130.00.');
    fireEvent.change(screen.getByLabelText('Price'), { target: { value: '110' } });
    fireEvent.click(make);
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]).toEqual({
      url: expect.stringMatching(/\/store-packages$/),
      method: 'POST',
      body: { storeId: 'store-1', name: 'Weekend pair', productIds: ['sp-trail', 'sp-peak'], price: 11_000 },
    });
  });

  it('offers only the chosen store’s products and holds a fifth until one is unticked', async () => {
    show(PackagesPanel);
    await screen.findByRole('button', { name: 'Make the package' });
    expect(screen.getAllByRole('checkbox').map((c) => (c.parentElement as HTMLElement).textContent?.trim())).toEqual([
      'Trail 1 ($80.00)',
      'City 2 ($120.00)',
      'Peak 3 ($50.00)',
      'Dune 4 ($90.00)',
      'Reef 5 ($70.00)',
    ]);
    for (const name of ['Trail 1 ($80.00)', 'City 2 ($120.00)', 'Peak 3 ($50.00)', 'Dune 4 ($90.00)']) fireEvent.click(box(name));
    expect(box('Reef 5 ($70.00)').disabled).toBe(true);
    fireEvent.click(box('Peak 3 ($50.00)'));
    expect(box('Reef 5 ($70.00)').disabled).toBe(false);
  });

  it('refuses a package without a name or a price before anything is sent', async () => {
    const writes = show(PackagesPanel);
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Trail 1 ($80.00)' }));
    fireEvent.click(box('City 2 ($120.00)'));
    fireEvent.change(screen.getByLabelText('Price'), { target: { value: '150' } });
    fireEvent.click(screen.getByRole('button', { name: 'Make the package' }));
    fireEvent.change(screen.getByLabelText('Package name'), { target: { value: 'Pair' } });
    for (const value of ['', '0', '-5']) {
      fireEvent.change(screen.getByLabelText('Price'), { target: { value } });
      fireEvent.click(screen.getByRole('button', { name: 'Make the package' }));
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(writes).toHaveLength(0);
  });

  it('changes this round’s package and deletes it', async () => {
    const writes = show(PackagesPanel);
    const row = within(await screen.findByTestId('store-packages-table')).getAllByRole('row')[1] as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: 'Edit' }));
    expect(screen.getByText('Change the package “Trail & City”')).toBeTruthy();
    expect((screen.getByLabelText('Package name') as HTMLInputElement).value).toBe('Trail & City');
    expect(screen.getAllByRole('checkbox').filter((c) => (c as HTMLInputElement).checked)).toEqual([box('Trail 1 ($80.00)'), box('City 2 ($120.00)')]);
    expect((screen.getByLabelText('Price') as HTMLInputElement).value).toBe('180');
    fireEvent.click(box('City 2 ($120.00)'));
    fireEvent.click(box('Dune 4 ($90.00)'));
    fireEvent.change(screen.getByLabelText('Price'), { target: { value: '155.50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]).toEqual({
      url: expect.stringMatching(/\/store-packages\/pk-now$/),
      method: 'PATCH',
      body: { name: 'Trail & City', productIds: ['sp-trail', 'sp-dune'], price: 15_550, version: 3 },
    });
    fireEvent.click(within(row).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(writes).toHaveLength(2));
    expect(writes[1]).toMatchObject({ url: expect.stringMatching(/\/store-packages\/pk-now$/), method: 'DELETE', body: { version: 3 } });
  });

  it('says a package needs two products when the store lists one', async () => {
    show(PackagesPanel, { products: PRODUCTS.slice(0, 1), packages: [] });
    expect(await screen.findByText('A package needs at least 2 products in this store: list more models above first.')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows the packages read-only to a manager and when decisions are closed', async () => {
    for (const blockedBecause of ['manager', 'notRunning'] as const) {
      show(PackagesPanel, { area: { ...AREA, blockedBecause } });
      expect(cells(await screen.findByTestId('store-packages-table'))).toEqual([
        ['Trail & City', 'Trail 1, City 2', '$180.00', '3'],
        ['Trio', 'Trail 1, City 2, Peak 3', '$200.00', '2'],
      ]);
      expect(screen.queryByRole('button')).toBeNull();
      expect(screen.queryByRole('checkbox')).toBeNull();
      document.body.innerHTML = '';
    }
  });

  it('shows one card per package on a phone, headed by its name, with this round’s actions', async () => {
    screenIsSmall(true);
    show(PackagesPanel);
    const list = await screen.findByTestId('store-packages-table');
    expect(screen.queryByRole('table')).toBeNull();
    const cards = within(list).getAllByRole('listitem');
    expect(cards.map((card) => card.querySelector('h3')?.textContent)).toEqual(['Trail & City', 'Trio']);
    expect(Array.from((cards[1] as HTMLElement).querySelectorAll('dt, dd'), (e) => e.textContent)).toEqual([
      'Products',
      'Trail 1, City 2, Peak 3',
      'Price',
      '$200.00',
      'Made in round',
      '2',
    ]);
    expect(within(cards[0] as HTMLElement).getByRole('button', { name: 'Edit' })).toBeTruthy();
    expect(within(cards[1] as HTMLElement).queryByRole('button')).toBeNull();
  });
});
