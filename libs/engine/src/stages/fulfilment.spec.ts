import type { CompanyResult, SalesRow } from '../results/company-results.schema';
import { companyResultSchema } from '../results/company-results.schema';
import { resolveRound } from '../round/resolve-round';
import { decide, launch } from '../test-support/decisions';
import { playRounds, starter, starterWorld } from '../test-support/worlds';

const days = new Map(starter.logisticsServices.map((s) => [s.id, s.days]));
const sum = (xs: readonly number[]) => xs.reduce((s, x) => s + x, 0);

/** A row's shipped units of each of its models (one entry, under the row's model, unless it is a package's). */
function shippedByModel(row: SalesRow): Map<string, number> {
  const out = new Map<string, number>();
  for (const s of row.shipments) out.set(s.modelId ?? row.modelId, (out.get(s.modelId ?? row.modelId) ?? 0) + s.units);
  return out;
}

/** Units shipped from each warehouse by each service, over the company's sales rows. */
function shippedByRoute(r: CompanyResult): Map<string, number> {
  const out = new Map<string, number>();
  for (const row of r.sales)
    for (const s of row.shipments) out.set(`${s.warehouseId}/${s.logisticsServiceId}`, (out.get(`${s.warehouseId}/${s.logisticsServiceId}`) ?? 0) + s.units);
  return out;
}

describe('stage 9: where each sales row shipped from', () => {
  // 60 units in the city centre (same-day) run out; the rest of the orders leave the central warehouse.
  const twoWarehouses = launch(4_500, 5_000, {
    storages: [{ warehouseId: 'city', capacityM3: 100 }],
    production: [
      { modelId: 'm', quantity: 5_000, warehouseId: 'central' },
      { modelId: 'm', quantity: 60, warehouseId: 'city' },
    ],
  });
  const r = resolveRound(starter, starterWorld('ship', 1), { c1: twoWarehouses }, 'ship#1').results.companies[0];
  const sold = r?.sales ?? [];

  it('ships every unit of a row, at its logistics service’s days', () => {
    expect(sum(sold.map((row) => row.units))).toBeGreaterThan(60);
    for (const row of sold) {
      expect(sum(row.shipments.map((s) => s.units))).toBe(row.units);
      for (const s of row.shipments) expect(s.days).toBe(days.get(s.logisticsServiceId));
    }
  });

  it('takes the same-day warehouse’s units first, and adds up to the round’s deliveries', () => {
    expect(sold[0]?.shipments[0]).toEqual({ warehouseId: 'city', logisticsServiceId: 'express', units: 60, days: 1 });
    const deliveries = new Map(r?.deliveries.map((d) => [`${d.warehouseId}/${d.logisticsServiceId}`, d.units]));
    expect(r ? shippedByRoute(r) : undefined).toEqual(deliveries);
    expect(deliveries.get('city/express')).toBe(60);
  });

  it('records what the influencer took of the row’s influencer orders', () => {
    const live = {
      stores: [{ platformId: 'quickbuy' }],
      listings: [{ platformId: 'quickbuy', modelId: 'm', price: 4_500 }],
      influencerLivestreams: [{ platformId: 'quickbuy', influencerId: 'mia', modelIds: ['m'] }],
    };
    const mine = resolveRound(starter, starterWorld('live', 1), { c1: launch(4_500, 5_000, live) }, 'live#1').results.companies[0];
    const rows = mine?.sales ?? [];
    const mia = starter.platforms.find((p) => p.id === 'quickbuy')?.influencers.find((i) => i.id === 'mia');
    expect(sum(rows.map((row) => row.orders.influencer))).toBeGreaterThan(0);
    for (const row of rows) expect(row.influencerCommission).toBe(Math.round(row.orders.influencer * row.price * (mia?.commissionRate ?? NaN)));
    const posted = mine?.journal.find((p) => p.memo === 'influencer commission quickbuy');
    expect(sum(rows.map((row) => row.influencerCommission))).toBe(posted?.debit);
  });

  it('ships each model of a package the row’s units, naming the model', () => {
    const base = launch(4_500, 5_000);
    const [first] = base.models;
    if (!first) throw new Error('launch() makes a model');
    const second = { ...first, id: 'n', name: 'Other' };
    const kit = decide({
      ...base,
      models: [...base.models, second],
      production: [...base.production, { modelId: 'n', quantity: 5_000, warehouseId: 'central' }],
      packages: [{ id: 'k', platformId: 'shopmall', name: 'Kit', modelIds: ['m', 'n'], price: 7_000 }],
    });
    const rows = resolveRound(starter, starterWorld('kit', 1), { c1: kit }, 'kit#1').results.companies[0]?.sales ?? [];
    const packaged = rows.filter((row) => row.packageId === 'k' && row.units > 0);
    expect(packaged.length).toBeGreaterThan(0);
    for (const row of packaged)
      expect(shippedByModel(row)).toEqual(
        new Map([
          ['m', row.units],
          ['n', row.units],
        ]),
      );
  });

  it('holds for bots over several rounds, and older results without the fields still parse', () => {
    for (const { results } of playRounds(starterWorld('ship-bots', 6), 3)) {
      for (const company of results.companies) {
        for (const row of company.sales) {
          expect([...shippedByModel(row).values()].every((units) => units === row.units) || row.units === 0).toBe(true);
          expect(row.shipments.every((s) => s.days === days.get(s.logisticsServiceId))).toBe(true);
        }
        expect(Object.fromEntries(shippedByRoute(company))).toEqual(
          Object.fromEntries(company.deliveries.map((d) => [`${d.warehouseId}/${d.logisticsServiceId}`, d.units])),
        );
      }
    }
    const old = { ...sold[0], shipments: undefined, influencerCommission: undefined };
    const parsed = r ? companyResultSchema.parse({ ...r, sales: [old] }).sales[0] : undefined;
    expect(parsed?.shipments).toEqual([]);
    expect(parsed?.influencerCommission).toBe(0);
  });
});
