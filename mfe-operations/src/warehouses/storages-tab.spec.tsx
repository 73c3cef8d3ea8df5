/** @jest-environment jsdom */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AREA, cells, showTab } from './test-support/warehouse-world';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the storages (warehouses/storages)', () => {
  it('lists the space rented with its rent a round, the default and given-up ones marked', async () => {
    showTab('storages');
    expect(cells(await screen.findByTestId('storages-table'))).toEqual([
      ['Central', '300 m³', '$3,600.00', 'Default storage', ' '],
      // North holds City 2’s stock (and Trail 1 is on its way there): it cannot be given up.
      ['North', '200 m³', '$4,000.00', 'Rented in round 2', 'Holds stock '],
      ['South', '20 m³', '$180.00', 'Rented in round 3', ' Edit Delete'],
      ['West', '100 m³', '$800.00', 'Rented in round 1', 'Give up '],
      ['East', '100 m³', '—', 'Given up from round 3', ' '],
    ]);
  });

  it('gives up space of an earlier round, and changes or deletes space of this round', async () => {
    const writes = showTab('storages');
    const [, , south, west] = within(await screen.findByTestId('storages-table'))
      .getAllByRole('row')
      .slice(1) as HTMLElement[];
    fireEvent.click(within(west as HTMLElement).getByRole('button', { name: 'Give up' }));
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]).toMatchObject({ url: expect.stringMatching(/\/storages\/s-west\/release$/), method: 'POST' });
    fireEvent.click(within(south as HTMLElement).getByRole('button', { name: 'Edit' }));
    expect(screen.getByText('Change the space at South')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Space'), { target: { value: '60' } });
    expect(screen.getByTestId('storage-estimate').textContent).toContain('Rent: $540.00 a round (60 m³ at $9.00 per m³).');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(writes).toHaveLength(2));
    expect(writes[1]).toMatchObject({ url: expect.stringMatching(/\/storages\/s-south$/), method: 'PATCH', body: { capacityM3: 60 } });
    fireEvent.click(within(south as HTMLElement).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(writes).toHaveLength(3));
    expect(writes[2]).toMatchObject({ url: expect.stringMatching(/\/storages\/s-south$/), method: 'DELETE' });
  });

  it('rents space where the company has none, with the limit and the rent shown first', async () => {
    const writes = showTab('storages');
    const warehouse = (await screen.findByLabelText('Warehouse')) as HTMLSelectElement;
    // Only East, given up from this round, has no space rented.
    expect([...warehouse.options].map((o) => o.textContent)).toEqual(['East']);
    fireEvent.change(screen.getByLabelText('Space'), { target: { value: '250' } });
    const estimate = screen.getByTestId('storage-estimate').textContent;
    expect(estimate).toContain('A company may rent up to 1,000 m³ at East.');
    expect(estimate).toContain('Rent: $1,750.00 a round (250 m³ at $7.00 per m³).');
    fireEvent.click(screen.getByRole('button', { name: 'Rent space' }));
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]).toMatchObject({ url: expect.stringMatching(/\/storages$/), body: { warehouseId: 'east', capacityM3: 250 } });
  });

  it('refuses more space than the warehouse lets one company rent before anything is sent', async () => {
    const writes = showTab('storages');
    fireEvent.change(await screen.findByLabelText('Space'), { target: { value: '1001' } });
    fireEvent.click(screen.getByRole('button', { name: 'Rent space' }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(writes).toHaveLength(0);
  });

  it('keeps the form and the actions from a team that cannot decide', async () => {
    showTab('storages', { area: { ...AREA, blockedBecause: 'blocked' } });
    expect(cells(await screen.findByTestId('storages-table'))[3]).toEqual(['West', '100 m³', '$800.00', 'Rented in round 1']);
    expect(screen.queryByRole('button', { name: 'Rent space' })).toBeNull();
  });
});
