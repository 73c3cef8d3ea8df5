/** @jest-environment jsdom */
import { screen } from '@testing-library/react';
import { AREA, cells, REPLIES, showTab } from './test-support/warehouse-world';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the inventory list (warehouses/inventory/list)', () => {
  it('sets the space the stock takes against the space rented, per warehouse', async () => {
    showTab('inventory');
    // Central: 150 × 0.25 m³; North: 30 × 0.5 m³; East was given up and holds nothing.
    expect(cells(await screen.findByTestId('inventory-space'))).toEqual([
      ['Central', '37.5 m³', '300 m³', '12.5%'],
      ['North', '15 m³', '200 m³', '7.5%'],
      ['South', '0 m³', '20 m³', '0%'],
      ['West', '0 m³', '100 m³', '0%'],
    ]);
  });

  it('says how far the stock runs over the space rented', async () => {
    showTab('inventory', { replies: { storages: REPLIES.storages.map((s) => (s.warehouseId === 'north' ? { ...s, capacityM3: 10 } : s)) } });
    expect(cells(await screen.findByTestId('inventory-space'))[1]).toEqual(['North', '15 m³', '10 m³', '5 m³ over']);
  });

  it('shows the round’s movements and the cost layers, with the stock’s value', async () => {
    showTab('inventory');
    expect(await screen.findByText('Stock movements in round 2')).toBeTruthy();
    expect(cells(screen.getByTestId('inventory-flow'))).toEqual([
      ['Trail 1', 'Central', '100', '300', '0', '150', '0', '100', '150'],
      ['City 2', 'North', '40', '0', '0', '10', '0', '0', '30'],
    ]);
    expect(cells(screen.getByTestId('inventory-layers'))).toEqual([
      ['Trail 1', 'Central', '100 × $40.00', '300 × $30.00', '—', '$32.50', '$4,875.00'],
      ['City 2', 'North', '40 × $50.00', '—', '—', '$50.00', '$1,500.00'],
    ]);
    expect(screen.getByTestId('inventory-value').textContent).toBe('$6,375.00');
  });

  it('lists what arrives when: last round’s transfer, this round’s production and reallocation', async () => {
    showTab('inventory');
    expect(cells(await screen.findByTestId('inventory-arrivals'))).toEqual([
      ['Start of round 3', 'Trail 1', '100', 'Central', 'North', 'Moved last round, on its way'],
      ['Start of round 3 (made in 7 days)', 'Trail 1', '500', 'Factory', 'Central', 'This round’s production plan'],
      ['Start of round 4', 'City 2', '10', 'North', 'Central', 'This round’s reallocation'],
    ]);
  });

  it('says plainly when no round is resolved yet', async () => {
    showTab('inventory', { area: { ...AREA, round: 1 }, replies: { inventory: [], reallocation: [], productions: [] } });
    expect((await screen.findByTestId('inventory-not-resolved')).textContent).toMatch(/^No round has been resolved yet/);
    expect(screen.queryByTestId('inventory-flow')).toBeNull();
    expect(screen.getByText(/Nothing is on its way/)).toBeTruthy();
  });
});
