/** @jest-environment jsdom */
import { screen } from '@testing-library/react';
import { cells, showTab } from './test-support/warehouse-world';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the logistics services (warehouses/logistics-services)', () => {
  it('shows each route’s prices, days and bill, whether the company can use it and what a unit of each model costs on it', async () => {
    showTab('logistics');
    expect(cells(await screen.findByTestId('logistics-services'))).toEqual([
      // Trail 1: 12 kg × $0.30 + 0.25 m³ × $20.00; City 2: 20 kg × $0.30 + 0.5 m³ × $20.00.
      ['Truck', 'Central', 'North', '$0.30', '$20.00', '3 days', '45 days after shipping', 'Yes', 'Trail 1: $8.60City 2: $16.00'],
      ['Barge', 'Central', 'South', '$0.10', '$10.00', '6 days', '30 days after shipping', 'Yes', 'Trail 1: $3.70City 2: $7.00'],
      ['Rail', 'Central', 'East', '$0.20', '$15.00', '4 days', '30 days after shipping', 'Rent space at East first', 'Trail 1: $6.15City 2: $11.50'],
      ['Back', 'North', 'Central', '$0.20', '$10.00', '2 days', '15 days after shipping', 'Yes', 'Trail 1: $4.90City 2: $9.00'],
      // To shoppers, Central’s handling of $1.50 a unit is added.
      ['Parcel', 'Central', 'Shoppers in Homeland', '$0.10', '$5.00', '2 days', '0 days after shipping', 'Yes', 'Trail 1: $3.95City 2: $6.00'],
    ]);
  });

  it('names every end still to rent space at', async () => {
    showTab('logistics', { replies: { storages: [] } });
    const rows = cells(await screen.findByTestId('logistics-services'));
    expect(rows[0]?.[7]).toBe('Rent space at Central and North first');
    expect(rows[4]?.[7]).toBe('Rent space at Central first');
  });
});
