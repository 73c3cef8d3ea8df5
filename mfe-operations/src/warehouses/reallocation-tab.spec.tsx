/** @jest-environment jsdom */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { cells, showTab } from './test-support/warehouse-world';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the reallocation plans (warehouses/inventory/reallocation-plans)', () => {
  it('shows this round’s transfers with their freight, arrival and when the bill is paid', async () => {
    showTab('reallocation');
    // 10 × (20 kg × $0.20 + 0.5 m³ × $10.00); the bill, 15 days after shipping, falls in round 4.
    expect(cells(await screen.findByTestId('reallocation-table'))).toEqual([
      ['City 2', 'North', 'Back', 'Central', '10', '$90.00', 'Start of round 4', 'Round 4', 'Edit Delete'],
    ]);
  });

  it('offers the services from the stock’s warehouse to another, those without space at the end disabled', async () => {
    showTab('reallocation');
    const stock = (await screen.findByLabelText('Stock')) as HTMLSelectElement;
    expect([...stock.options].map((o) => o.textContent)).toEqual(['Trail 1 at Central (150 in stock)']);
    const service = screen.getByLabelText('Logistics service') as HTMLSelectElement;
    expect([...service.options].map((o) => [o.textContent, o.disabled])).toEqual([
      ['Truck to North', false],
      ['Barge to South', false],
      ['Rail to East: no space rented there', true],
    ]);
    // 150 at Central less this round’s clearance sale of 20.
    expect(screen.getByTestId('reallocation-available').textContent).toContain('Available to plan: 130.');
  });

  it('shows the freight, the days, the bill and the room at the destination before the plan is made', async () => {
    const writes = showTab('reallocation');
    fireEvent.change(await screen.findByLabelText('Quantity'), { target: { value: '40' } });
    const estimate = screen.getByTestId('reallocation-estimate').textContent;
    // A unit: 12 kg × $0.30 + 0.25 m³ × $20.00 = $8.60.
    expect(estimate).toContain('Freight: $344.00 (40 units at $8.60 each).');
    expect(estimate).toContain('3 days on the road; the units arrive at North at the start of round 4.');
    expect(estimate).toContain('The bill is paid in round 5, 45 days after shipping.');
    // North: 200 m³ less City 2’s 15 m³ and the 100 Trail 1 arriving this round (25 m³).
    expect(estimate).toContain('Space at North: 160 m³ free of 200 m³ rented');
    expect(estimate).toContain('Room for about 640 more units.');
    fireEvent.click(screen.getByRole('button', { name: 'Plan a reallocation' }));
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]).toMatchObject({
      url: expect.stringMatching(/\/reallocation-plans$/),
      body: { modelId: 'm-trail', fromWarehouseId: 'central', logisticsServiceId: 'truck', quantity: 40 },
    });
  });

  it('warns when the destination cannot hold them all', async () => {
    showTab('reallocation');
    fireEvent.change(await screen.findByLabelText('Logistics service'), { target: { value: 'barge' } });
    fireEvent.change(screen.getByLabelText('Quantity'), { target: { value: '100' } });
    // South rents 20 m³: 80 units of 0.25 m³.
    expect(screen.getByRole('alert').textContent).toBe(
      'Only 80 of these 100 units fit at South: the units that fit are moved and the rest stay where they are. Rent more space there first, or move fewer.',
    );
  });

  it('changes the quantity of this round’s transfer, keeping its service', async () => {
    const writes = showTab('reallocation');
    const row = within(await screen.findByTestId('reallocation-table')).getAllByRole('row')[1] as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: 'Edit' }));
    expect(screen.getByText('Change the reallocation of City 2 from North')).toBeTruthy();
    expect((screen.getByLabelText('Logistics service') as HTMLSelectElement).value).toBe('back');
    expect(screen.getByTestId('reallocation-available').textContent).toContain('Available to plan: 30.');
    fireEvent.change(screen.getByLabelText('Quantity'), { target: { value: '25' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]).toMatchObject({ url: expect.stringMatching(/\/reallocation-plans\/r-city$/), method: 'PATCH', body: { quantity: 25 } });
  });
});
