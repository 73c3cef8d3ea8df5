/** @jest-environment jsdom */
import { screen, within } from '@testing-library/react';
import { screenIsSmall } from '../common/test-support/small-screen';
import { cells, showTab } from './test-support/warehouse-world';

beforeEach(() => screenIsSmall(false));

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the logistics services (warehouses/logistics-services)', () => {
  it('shows each route’s prices, days and bill, whether the company can use it and what a unit of each model costs on it', async () => {
    showTab('logistics');
    const table = await screen.findByTestId('logistics-services');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Logistics service', 'Route', 'Price', 'Days', 'Can you use it?', 'One unit of each model']);
    expect(cells(table)).toEqual([
      // Trail 1: 12 kg × $0.30 + 0.25 m³ × $20.00; City 2: 20 kg × $0.30 + 0.5 m³ × $20.00.
      ['Truck', 'Central → North', '$0.30 per kg$20.00 per m³', '3 days on the roadBill paid 45 days after shipping', 'Yes', 'Trail 1: $8.60City 2: $16.00'],
      ['Barge', 'Central → South', '$0.10 per kg$10.00 per m³', '6 days on the roadBill paid 30 days after shipping', 'Yes', 'Trail 1: $3.70City 2: $7.00'],
      [
        'Rail',
        'Central → East',
        '$0.20 per kg$15.00 per m³',
        '4 days on the roadBill paid 30 days after shipping',
        'Rent space at East first',
        'Trail 1: $6.15City 2: $11.50',
      ],
      ['Back', 'North → Central', '$0.20 per kg$10.00 per m³', '2 days on the roadBill paid 15 days after shipping', 'Yes', 'Trail 1: $4.90City 2: $9.00'],
      // To shoppers, Central’s handling of $1.50 a unit is added.
      [
        'Parcel',
        'Central → Shoppers in Homeland',
        '$0.10 per kg$5.00 per m³',
        '2 days on the roadBill paid 0 days after shipping',
        'Yes',
        'Trail 1: $3.95City 2: $6.00',
      ],
    ]);
  });

  it('names every end still to rent space at', async () => {
    showTab('logistics', { replies: { storages: [] } });
    const rows = cells(await screen.findByTestId('logistics-services'));
    expect(rows[0]?.[4]).toBe('Rent space at Central and North first');
    expect(rows[4]?.[4]).toBe('Rent space at Central first');
  });

  it('shows one card per service on a phone, each with every fact the table has', async () => {
    screenIsSmall(true);
    showTab('logistics');
    const list = await screen.findByTestId('logistics-services');
    expect(screen.queryByRole('table')).toBeNull();
    const cards = within(list).getAllByRole('listitem');
    expect(cards.map((card) => card.querySelector('h3')?.textContent)).toEqual(['Truck', 'Barge', 'Rail', 'Back', 'Parcel']);
    expect(Array.from((cards[2] as HTMLElement).querySelectorAll('dt, dd'), (e) => e.textContent)).toEqual([
      'Route',
      'Central → East',
      'Price',
      '$0.20 per kg$15.00 per m³',
      'Days',
      '4 days on the roadBill paid 30 days after shipping',
      'Can you use it?',
      'Rent space at East first',
      'One unit of each model',
      'Trail 1: $6.15City 2: $11.50',
    ]);
  });
});
