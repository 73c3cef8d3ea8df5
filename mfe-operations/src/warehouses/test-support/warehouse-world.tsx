import type { ClearancePlan, InventoryRowView, MarketEnvironment, ProductionCosts, ProductionPlan, ReallocationPlan, Storage } from '@simbiz/contracts';
import type { WorldResources } from '@simbiz/web-kit';
import { decidingArea, testModel } from '../../common/test-support/decision-area';
import type { AnswerRead, Call } from '../../common/test-support/fake-gateway';
import { showInShell } from '../../common/test-support/show-in-shell';
import type { Area } from '../../common/use-area';
import { type WarehousesTab, WarehousesTabBody } from '../warehouses-page';

/**
 * A small world in round 3 whose round 2 is resolved: Central (the home warehouse, default
 * storage), North (rented in round 2, holding stock), South (rented this round), West (rented in
 * round 1, empty) and East (given up from round 3); two models, a transfer on its way to North,
 * this round's production into Central, a clearance sale and a reallocation.
 */
const name = (en: string) => ({ en });
const RESOURCES = {
  config: { baseCurrency: 'USD', daysPerRound: 30, tradingType: 1, rounds: 6 },
  resources: {
    markets: [{ id: 'home', name: name('Homeland'), currency: { code: 'USD', minorDigits: 2 } }],
    warehouses: ['Central', 'North', 'South', 'West', 'East'].map((w) => ({ id: w.toLowerCase(), name: name(w), marketId: 'home', capacityM3: 1_000 })),
    attributes: [],
    platforms: [],
    promotionChannels: [],
  },
} as unknown as WorldResources;

export const AREA: Area = decidingArea(RESOURCES);

export const MODELS = [testModel('m-trail', 'Trail 1'), testModel('m-city', 'City 2')];

const storage = (warehouseId: string, capacityM3: number, createdRound: number, releasedRound: number | null = null): Storage => ({
  version: 1,
  storageId: `s-${warehouseId}`,
  warehouseId,
  capacityM3,
  isDefault: warehouseId === 'central',
  createdRound,
  releasedRound,
});
const row = (over: Partial<InventoryRowView>): InventoryRowView => ({
  round: 2,
  modelId: 'm-trail',
  warehouseId: 'central',
  opening: 0,
  produced: 0,
  sold: 0,
  cleared: 0,
  transferIn: 0,
  transferOut: 0,
  closing: 0,
  inTransitOut: 0,
  unitCost: 0,
  openingUnitCost: 0,
  ...over,
});
const service = (
  id: string,
  from: string,
  to: MarketEnvironment['logisticsServices'][number]['to'],
  costPerKg: number,
  costPerM3: number,
  days: number,
  billPaymentDays: number,
) => ({
  id,
  name: name(id[0]?.toUpperCase() + id.slice(1)),
  fromWarehouseId: from,
  to,
  costPerKg,
  costPerM3,
  days,
  billPaymentDays,
});

export interface Replies {
  storages: Storage[];
  inventory: InventoryRowView[];
  clearance: ClearancePlan[];
  reallocation: ReallocationPlan[];
  productions: ProductionPlan[];
  costs: ProductionCosts;
  environment: MarketEnvironment;
}

export const REPLIES: Replies = {
  storages: [storage('central', 300, 0), storage('north', 200, 2), storage('south', 20, 3), storage('west', 100, 1), storage('east', 100, 1, 3)],
  inventory: [
    // 100 opened at $40.00, 300 made at $30.00: an average of $32.50; 100 left for North.
    row({ opening: 100, openingUnitCost: 4_000, produced: 300, sold: 150, transferOut: 100, inTransitOut: 100, closing: 150, unitCost: 3_250 }),
    row({ modelId: 'm-city', warehouseId: 'north', opening: 40, openingUnitCost: 5_000, sold: 10, closing: 30, unitCost: 5_000 }),
  ],
  clearance: [{ version: 1, planId: 'c-trail', round: 3, modelId: 'm-trail', warehouseId: 'central', quantity: 20 }],
  reallocation: [
    {
      version: 1,
      planId: 'r-old',
      round: 2,
      modelId: 'm-trail',
      fromWarehouseId: 'central',
      logisticsServiceId: 'truck',
      toWarehouseId: 'north',
      quantity: 100,
    },
    { version: 1, planId: 'r-city', round: 3, modelId: 'm-city', fromWarehouseId: 'north', logisticsServiceId: 'back', toWarehouseId: 'central', quantity: 10 },
  ],
  productions: [
    { version: 1, planId: 'p2', round: 2, modelId: 'm-trail', warehouseId: 'central', quantity: 300, produced: 300, unitCost: 3_000 },
    { version: 1, planId: 'p3', round: 3, modelId: 'm-trail', warehouseId: 'central', quantity: 500, produced: null, unitCost: null },
  ],
  costs: {
    capacityPerRound: 10_000,
    setupCost: 50_000,
    leadDays: 7,
    firstBatch: 1_000,
    learning: 0.15,
    models: [
      { modelId: 'm-trail', baseUnitCost: 3_000, cumulativeProduced: 300, unitVolumeM3: 0.25, unitWeightKg: 12 },
      { modelId: 'm-city', baseUnitCost: 5_000, cumulativeProduced: 0, unitVolumeM3: 0.5, unitWeightKg: 20 },
    ],
  },
  environment: {
    clearanceFraction: 0.4,
    warehouses: [
      { id: 'central', rentPerM3: 1_200, handlingPerUnit: 150 },
      { id: 'north', rentPerM3: 2_000, handlingPerUnit: 100 },
      { id: 'south', rentPerM3: 900, handlingPerUnit: 50 },
      { id: 'west', rentPerM3: 800, handlingPerUnit: 50 },
      { id: 'east', rentPerM3: 700, handlingPerUnit: 50 },
    ],
    logisticsServices: [
      service('truck', 'central', { kind: 'warehouse', warehouseId: 'north' }, 30, 2_000, 3, 45),
      service('barge', 'central', { kind: 'warehouse', warehouseId: 'south' }, 10, 1_000, 6, 30),
      service('rail', 'central', { kind: 'warehouse', warehouseId: 'east' }, 20, 1_500, 4, 30),
      service('back', 'north', { kind: 'warehouse', warehouseId: 'central' }, 20, 1_000, 2, 15),
      service('parcel', 'central', { kind: 'market', marketId: 'home' }, 10, 500, 2, 0),
    ],
  } as unknown as MarketEnvironment,
};

const READS: [RegExp, keyof Replies][] = [
  [/\/storages$/, 'storages'],
  [/\/inventory$/, 'inventory'],
  [/\/clearance-plans$/, 'clearance'],
  [/\/reallocation-plans$/, 'reallocation'],
  [/\/productions$/, 'productions'],
  [/\/production-costs$/, 'costs'],
  [/\/market-research\/environment$/, 'environment'],
];

/** Renders a tab of the section with the replies given (the world's by default); returns the writes it makes. */
export function showTab(tab: WarehousesTab, { area = AREA, replies = {} }: { area?: Area; replies?: Partial<Replies> } = {}): Call[] {
  const answers = { ...REPLIES, ...replies };
  const read: AnswerRead = (path, method) => {
    const reply = method === 'GET' ? READS.find(([pattern]) => pattern.test(path)) : undefined;
    return reply && { data: answers[reply[1]] };
  };
  return showInShell(<WarehousesTabBody tab={tab} area={area} models={MODELS} />, read);
}

/** The text of each cell of a table's body rows. */
export function cells(table: HTMLElement): string[][] {
  return [...table.querySelectorAll('tbody tr')].map((tr) => [...tr.querySelectorAll('th, td')].map((cell) => cell.textContent ?? ''));
}
