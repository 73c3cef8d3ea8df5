/** @jest-environment jsdom */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AREA, cells, showTab } from './test-support/warehouse-world';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the clearance-sale plans (warehouses/inventory/clearance-sale-plans)', () => {
  it('shows this round’s sales with the cost of the units, and that a sale fetches only a fraction of it', async () => {
    showTab('clearance');
    // 20 units at the average cost of $32.50.
    expect(cells(await screen.findByTestId('clearance-table'))).toEqual([['Trail 1', 'Central', '20', '$650.00', '$260.00', 'Edit Delete']]);
    // The screenplay's clearance fraction, 40%, of the units' cost.
    expect(screen.getByText(/brings in 40% of the units’ cost/)).toBeTruthy();
  });

  it('offers the stock without a sale this round, with what is available after the round’s other plans', async () => {
    const writes = showTab('clearance');
    const stock = (await screen.findByLabelText('Stock')) as HTMLSelectElement;
    // Trail 1 at Central has its sale already; City 2 at North is 30, of which 10 are being moved.
    expect([...stock.options].map((o) => o.textContent)).toEqual(['City 2 at North (30 in stock)']);
    expect(screen.getByTestId('clearance-estimate').textContent).toContain('Available to plan: 20.');
    fireEvent.change(screen.getByLabelText('Quantity'), { target: { value: '5' } });
    expect(screen.getByTestId('clearance-estimate').textContent).toContain('These units cost $250.00; a clearance sale brings in $100.00 (40% of their cost).');
    fireEvent.click(screen.getByRole('button', { name: 'Plan a clearance sale' }));
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]).toMatchObject({ url: expect.stringMatching(/\/clearance-plans$/), body: { modelId: 'm-city', warehouseId: 'north', quantity: 5 } });
  });

  it('refuses more than is available before anything is sent', async () => {
    const writes = showTab('clearance');
    fireEvent.change(await screen.findByLabelText('Quantity'), { target: { value: '21' } });
    fireEvent.click(screen.getByRole('button', { name: 'Plan a clearance sale' }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(writes).toHaveLength(0);
  });

  it('changes the quantity of this round’s sale, its own units counted as available, and deletes it', async () => {
    const writes = showTab('clearance');
    const row = within(await screen.findByTestId('clearance-table')).getAllByRole('row')[1] as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: 'Edit' }));
    expect(screen.getByText('Change the clearance sale of Trail 1 at Central')).toBeTruthy();
    expect(screen.getByTestId('clearance-estimate').textContent).toContain('Available to plan: 150.');
    fireEvent.change(screen.getByLabelText('Quantity'), { target: { value: '120' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]).toMatchObject({ url: expect.stringMatching(/\/clearance-plans\/c-trail$/), method: 'PATCH', body: { quantity: 120 } });
    fireEvent.click(within(row).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(writes).toHaveLength(2));
    expect(writes[1]).toMatchObject({ url: expect.stringMatching(/\/clearance-plans\/c-trail$/), method: 'DELETE' });
  });

  it('hides the form and the actions from a team that cannot decide', async () => {
    showTab('clearance', { area: { ...AREA, blockedBecause: 'notRunning' } });
    expect(cells(await screen.findByTestId('clearance-table'))).toEqual([['Trail 1', 'Central', '20', '$650.00', '$260.00']]);
    expect(screen.queryByLabelText('Quantity')).toBeNull();
  });
});
