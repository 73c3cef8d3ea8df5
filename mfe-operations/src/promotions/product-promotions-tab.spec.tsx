/** @jest-environment jsdom */
import type { ProductPromotion, StoreProduct } from '@simbiz/contracts';
import type { WorldResources } from '@simbiz/web-kit';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { decidingArea, testModel } from '../common/test-support/decision-area';
import type { AnswerRead, Call } from '../common/test-support/fake-gateway';
import { showInShell } from '../common/test-support/show-in-shell';
import { screenIsSmall } from '../common/test-support/small-screen';
import type { Area } from '../common/use-area';
import { ProductPromotionsTab } from './product-promotions-tab';

/** A world in round 3 with one platform in dollars; the team lists three models there, one of them offline. */
const RESOURCES = {
  config: { baseCurrency: 'USD', daysPerRound: 30, tradingType: 1, rounds: 6 },
  resources: {
    markets: [{ id: 'home', name: { en: 'Homeland' }, currency: { code: 'USD', minorDigits: 2 } }],
    platforms: [{ id: 'shopmall', name: { en: 'ShopMall' }, marketId: 'home' }],
    warehouses: [],
    attributes: [],
    promotionChannels: [],
  },
} as unknown as WorldResources;
const AREA: Area = decidingArea(RESOURCES);
const MODELS = [testModel('m-trail', 'Trail 1'), testModel('m-city', 'City 2'), testModel('m-peak', 'Peak 3')];

const product = (productId: string, modelId: string, price: number, online = true): StoreProduct => ({
  version: 1,
  productId,
  storeId: 'store-1',
  platformId: 'shopmall',
  modelId,
  price,
  online,
  createdRound: 1,
  lastUnitsSold: null,
  lastRevenue: null,
});
const PRODUCTS = [product('sp-trail', 'm-trail', 8_000), product('sp-city', 'm-city', 12_000), product('sp-peak', 'm-peak', 5_000, false)];
const promotion = (promotionId: string, discount: number, round: number): ProductPromotion => ({
  version: 1,
  promotionId,
  productId: 'sp-trail',
  platformId: 'shopmall',
  modelId: 'm-trail',
  discount,
  round,
});
const PROMOTIONS = [promotion('pp-now', 20, 3), promotion('pp-old', 10, 2)];

/** Renders the tab with the replies given (the world's by default); returns the writes it makes. */
function showTab({ area = AREA, products = PRODUCTS, promotions = PROMOTIONS } = {}): Call[] {
  const replies: [RegExp, unknown][] = [
    [/\/product-promotions$/, promotions],
    [/\/store-products$/, products],
    [/\/models$/, MODELS],
  ];
  const read: AnswerRead = (path, method) => {
    const reply = method === 'GET' ? replies.find(([pattern]) => pattern.test(path)) : undefined;
    return reply && { data: reply[1] };
  };
  return showInShell(<ProductPromotionsTab area={area} />, read);
}

function cells(table: HTMLElement): string[][] {
  return [...table.querySelectorAll('tbody tr')].map((tr) => [...tr.querySelectorAll('td')].map((cell) => cell.textContent ?? ''));
}

beforeEach(() => screenIsSmall(false));

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the product promotions (promotions/product/list)', () => {
  it('shows this round’s discount with the price and the price after it, and earlier rounds’ as they were', async () => {
    showTab();
    const table = await screen.findByTestId('product-promotions-table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Product', 'Round', 'Discount', 'Price', 'Price after discount', 'Actions']);
    expect(cells(table)).toEqual([
      ['Trail 1 on ShopMall', '3', '20%', '$80.00', '$64.00', 'Edit Delete'],
      ['Trail 1 on ShopMall', '2', '10%', '—', '—', ''],
    ]);
  });

  it('offers the online products without a discount this round, shows the price after the discount, then discounts one', async () => {
    const writes = showTab();
    const choice = (await screen.findByLabelText('Product')) as HTMLSelectElement;
    // Trail 1 has this round's discount already; Peak 3 is offline.
    expect([...choice.options].map((o) => o.textContent)).toEqual(['City 2 on ShopMall ($120.00)']);
    expect(screen.getByTestId('discount-preview').textContent).toBe('');
    fireEvent.change(screen.getByLabelText('Discount'), { target: { value: '15' } });
    expect(screen.getByTestId('discount-preview').textContent).toBe('This round City 2 on ShopMall sells at $102.00 instead of $120.00 (15% off).');
    fireEvent.click(screen.getByRole('button', { name: 'Discount the product' }));
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]).toMatchObject({ url: expect.stringMatching(/\/product-promotions$/), method: 'POST', body: { productId: 'sp-city', discount: 15 } });
  });

  it('refuses a discount over 60% or not whole before anything is sent', async () => {
    const writes = showTab();
    for (const value of ['61', '12.5', '0']) {
      fireEvent.change(await screen.findByLabelText('Discount'), { target: { value } });
      expect(screen.getByTestId('discount-preview').textContent).toBe('');
      fireEvent.click(screen.getByRole('button', { name: 'Discount the product' }));
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(writes).toHaveLength(0);
  });

  it('changes this round’s discount and takes it back', async () => {
    const writes = showTab();
    const row = within(await screen.findByTestId('product-promotions-table')).getAllByRole('row')[1] as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: 'Edit' }));
    expect(screen.getByText('Change the discount on Trail 1 on ShopMall')).toBeTruthy();
    expect((screen.getByLabelText('Product') as HTMLSelectElement).disabled).toBe(true);
    expect((screen.getByLabelText('Discount') as HTMLInputElement).value).toBe('20');
    fireEvent.change(screen.getByLabelText('Discount'), { target: { value: '25' } });
    expect(screen.getByTestId('discount-preview').textContent).toContain('sells at $60.00 instead of $80.00 (25% off)');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]).toMatchObject({ url: expect.stringMatching(/\/product-promotions\/pp-now$/), method: 'PATCH', body: { discount: 25 } });
    fireEvent.click(within(row).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(writes).toHaveLength(2));
    expect(writes[1]).toMatchObject({ url: expect.stringMatching(/\/product-promotions\/pp-now$/), method: 'DELETE' });
  });

  it('says when no product is online, or every online one has its discount', async () => {
    showTab({ products: [product('sp-peak', 'm-peak', 5_000, false)], promotions: [] });
    expect(await screen.findByText(/None of your products is online/)).toBeTruthy();
    document.body.innerHTML = '';
    showTab({ products: PRODUCTS.slice(0, 1) });
    expect(await screen.findByText('Every product of yours that is online has a discount this round.')).toBeTruthy();
  });

  it('hides the form and the actions from a team that cannot decide, and from a manager', async () => {
    showTab({ area: { ...AREA, blockedBecause: 'notRunning' } });
    expect(cells(await screen.findByTestId('product-promotions-table'))).toEqual([
      ['Trail 1 on ShopMall', '3', '20%', '$80.00', '$64.00'],
      ['Trail 1 on ShopMall', '2', '10%', '—', '—'],
    ]);
    expect(screen.queryByLabelText('Discount')).toBeNull();
    document.body.innerHTML = '';
    showTab({ area: { ...AREA, blockedBecause: 'manager' } });
    await screen.findByTestId('product-promotions-table');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows one card per promotion on a phone, headed by the product, with its actions', async () => {
    screenIsSmall(true);
    showTab();
    const list = await screen.findByTestId('product-promotions-table');
    expect(screen.queryByRole('table')).toBeNull();
    const cards = within(list).getAllByRole('listitem');
    expect(cards.map((card) => card.querySelector('h2')?.textContent)).toEqual(['Trail 1 on ShopMall', 'Trail 1 on ShopMall']);
    expect(Array.from((cards[0] as HTMLElement).querySelectorAll('dt, dd'), (e) => e.textContent)).toEqual([
      'Round',
      '3',
      'Discount',
      '20%',
      'Price',
      '$80.00',
      'Price after discount',
      '$64.00',
    ]);
    expect(within(cards[0] as HTMLElement).getByRole('button', { name: 'Edit' })).toBeTruthy();
    expect(within(cards[1] as HTMLElement).queryByRole('button')).toBeNull();
  });
});
