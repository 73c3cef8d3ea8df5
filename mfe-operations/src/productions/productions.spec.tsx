/** @jest-environment jsdom */
import type { ProductionCosts, Storage } from '@simbiz/contracts';
import type { WorldResources } from '@simbiz/web-kit';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { decidingArea, testModel } from '../common/test-support/decision-area';
import { showInShell } from '../common/test-support/show-in-shell';
import { FactoryCard } from './factory-card';
import { ProductionForm, type ProductionFormProps } from './production-form';

const RESOURCES = {
  config: { baseCurrency: 'USD' },
  resources: {
    markets: [{ currency: { code: 'USD', minorDigits: 2 } }],
    warehouses: [
      { id: 'central', name: { en: 'Central warehouse' } },
      { id: 'city', name: { en: 'City depot' } },
    ],
  },
} as unknown as WorldResources;
const AREA = decidingArea(RESOURCES);
const package_ = { unitVolumeM3: 0.03, unitWeightKg: 1.4 };
const COSTS: ProductionCosts = {
  capacityPerRound: 40_000,
  setupCost: 500_000,
  leadDays: 5,
  firstBatch: 2_000,
  learning: 0.15,
  models: [
    { modelId: 'm-trail', baseUnitCost: 1_000, cumulativeProduced: 6_000, ...package_ },
    { modelId: 'm-city', baseUnitCost: 2_000, cumulativeProduced: 0, ...package_ },
  ],
};
const storage = (warehouseId: string, capacityM3: number): Storage => ({
  version: 1,
  storageId: `s-${warehouseId}`,
  warehouseId,
  capacityM3,
  isDefault: warehouseId === 'central',
  createdRound: 1,
  releasedRound: null,
});
const FORM: ProductionFormProps = {
  area: AREA,
  models: [testModel('m-trail', 'Trail'), testModel('m-city', 'City')],
  storages: [storage('central', 400), storage('city', 100)],
  costs: COSTS,
  stock: [{ modelId: 'm-trail', warehouseId: 'central', units: 1_000 }],
  plans: [{ modelId: 'm-trail', warehouseId: 'central', quantity: 2_000 }],
  reload: () => undefined,
};

const text = (testId: string) => screen.getByTestId(testId).textContent ?? '';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the factory (productions)', () => {
  it('shows the capacity a round and what this round’s plans leave, the lead days, the set-up fee and the learning curve', () => {
    showInShell(<FactoryCard area={AREA} costs={COSTS} plans={[{ quantity: 2_000 }, { quantity: 500 }]} />);
    expect(text('factory-capacityPerRound')).toBe('Capacity per round40,000 units');
    expect(text('factory-capacityLeft')).toBe('Capacity left this round37,500 units');
    expect(text('factory-leadTime')).toBe('Lead timeMade in 5 days, in stock before the round’s sales begin');
    expect(text('factory-setupFee')).toBe('Set-up fee per plan$5,000.00');
    // 2^−0.15 = 0.901: each doubling takes about 10% off.
    expect(screen.getByText(/beyond the first 2,000 units, its unit cost falls by about 10%/)).toBeTruthy();
  });
});

describe('a new production plan (productions)', () => {
  const type = (quantity: string) => fireEvent.change(screen.getByLabelText('Quantity'), { target: { value: quantity } });

  it('estimates the batch on the learning curve from the output so far and this round’s earlier plans', () => {
    showInShell(<ProductionForm {...FORM} />);
    type('16,000');
    // 6,000 made and 2,000 planned before it: the batch's midpoint is 16,000, 8 times the first batch,
    // so a unit costs $10.00 × 8^−0.15 = $7.32; at 8,000 it costs $10.00 × 4^−0.15, after it (24,000) × 12^−0.15.
    expect(text('production-estimate')).toContain('Made so far: 6,000 units of Trail. This round’s earlier plans make 2,000 more of it first.');
    expect(text('estimate-batchUnitCost')).toBe('Unit cost of this batch$7.32');
    expect(text('estimate-total')).toBe('Batch total with the set-up fee$122,126.86');
    expect(text('estimate-costNow')).toBe('Unit cost at the output so far$8.12');
    expect(text('estimate-costAfter')).toBe('Unit cost once this batch is made$6.89');
    expect(text('production-estimate')).toContain('16,000 units at $7.32, plus the set-up fee of $5,000.00');
    const rows = within(screen.getByTestId('production-curve')).getAllByRole('row').slice(1);
    expect(rows.map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent))).toEqual([
      ['2,000 units (1× the first batch)', '$10.00'],
      ['4,000 units (2× the first batch)', '$9.01'],
      ['8,000 units (4× the first batch)', '$8.12'],
      ['16,000 units (8× the first batch)', '$7.32'],
    ]);
  });

  it('starts another model’s curve from its own output, at its base cost over the first batch', () => {
    showInShell(<ProductionForm {...FORM} />);
    fireEvent.change(screen.getByLabelText('Model'), { target: { value: 'm-city' } });
    type('1000');
    expect(text('production-estimate')).toContain('Made so far: 0 units of City.');
    expect(text('production-estimate')).not.toContain('earlier plans');
    expect(text('estimate-batchUnitCost')).toBe('Unit cost of this batch$20.00');
    expect(text('estimate-total')).toBe('Batch total with the set-up fee$25,000.00');
  });

  it('shows the target storage’s free space and what the batch takes, and warns when it does not fit', () => {
    showInShell(<ProductionForm {...FORM} />);
    type('16000');
    // 400 m³ less 1,000 units held and 2,000 planned at 0.03 m³: 310 m³, room for 10,333.
    expect(text('production-room')).toContain('Space at Central warehouse: 310 m³ free of 400 m³ rented');
    expect(text('production-room')).toContain('room for about 10,333 more units. This batch takes 480 m³.');
    expect(text('production-over-space')).toContain('Only 10,333 of these 16,000 units fit at Central warehouse');
    fireEvent.change(screen.getByLabelText('Warehouse'), { target: { value: 'city' } });
    expect(text('production-room')).toContain('Space at City depot: 100 m³ free of 100 m³ rented');
  });

  it('warns when the round’s plans would ask for more than the capacity', () => {
    showInShell(<ProductionForm {...FORM} />);
    type('38000');
    expect(screen.queryByText(/every line would be cut in proportion/)).toBeNull();
    type('38001');
    expect(screen.getByText(/would ask for 40,001, and every line would be cut in proportion/)).toBeTruthy();
  });

  it('estimates nothing until a whole number of units is typed', () => {
    showInShell(<ProductionForm {...FORM} />);
    expect(screen.queryByTestId('production-estimate')).toBeNull();
    type('0');
    expect(screen.queryByTestId('production-estimate')).toBeNull();
    type('2.5');
    expect(screen.queryByTestId('production-estimate')).toBeNull();
    expect(text('production-room')).not.toContain('This batch takes');
  });

  it('sends the plan with the model, the units and the warehouse chosen', async () => {
    const calls = showInShell(<ProductionForm {...FORM} />);
    fireEvent.change(screen.getByLabelText('Warehouse'), { target: { value: 'city' } });
    type('1,500');
    fireEvent.click(screen.getByRole('button', { name: 'Plan production' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.url).toMatch(new RegExp(`/worlds/${AREA.worldId}/productions$`));
    expect(calls[0]?.body).toEqual({ modelId: 'm-trail', quantity: 1_500, warehouseId: 'city' });
  });
});
