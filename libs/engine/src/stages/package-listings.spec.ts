import type { CompanyResult } from '../results/company-results.schema';
import { decide, launch } from '../test-support/decisions';
import { teamAmongBots } from '../test-support/worlds';

const sum = (xs: readonly number[]) => xs.reduce((s, x) => s + x, 0);

/** Units of a model that left the company's warehouses as sales this round, and those left at the close. */
const inventoryOf = (r: CompanyResult | undefined, modelId: string) => {
  const rows = (r?.inventory ?? []).filter((x) => x.modelId === modelId);
  return { produced: sum(rows.map((x) => x.produced)), sold: sum(rows.map((x) => x.sold)), closing: sum(rows.map((x) => x.closing)) };
};

describe('a package (bundle) in a played round', () => {
  // Model `m` (5,000 units) and a second model `n` of which only 300 were made, each sold alone and in package `k` on ShopMall, among bots.
  const base = launch(4_500, 5_000);
  const [first] = base.models;
  if (!first) throw new Error('launch() makes a model');
  const decisions = decide({
    ...base,
    models: [...base.models, { ...first, id: 'n', name: 'Twin' }],
    listings: [...base.listings, { platformId: 'shopmall', modelId: 'n', price: 4_500 }],
    production: [...base.production, { modelId: 'n', quantity: 300, warehouseId: 'central' }],
    packages: [{ id: 'k', platformId: 'shopmall', name: 'Kit', modelIds: ['m', 'n'], price: 7_000 }],
  });
  const r = teamAmongBots(decisions, 'package').results.companies.find((c) => c.companyId === 'c1');
  const packaged = (r?.sales ?? []).filter((row) => row.packageId === 'k');
  const alone = (modelId: string) => sum((r?.sales ?? []).filter((row) => !row.packageId && row.modelId === modelId).map((row) => row.units));
  const kits = sum(packaged.map((row) => row.units));

  it('sells the package, reporting its rows apart from its models’', () => {
    expect(kits).toBeGreaterThan(0);
    expect(packaged.every((row) => row.modelId === 'm' && row.price === 7_000)).toBe(true);
  });

  it('takes one unit of each of its models from stock for every package sold', () => {
    for (const modelId of ['m', 'n']) {
      const stock = inventoryOf(r, modelId);
      expect(stock.sold).toBe(alone(modelId) + kits);
      expect(stock.closing).toBe(stock.produced - stock.sold);
    }
  });

  it('sells no more packages than its scarcest model has left, sharing that model’s stock with its own listing', () => {
    const twin = inventoryOf(r, 'n');
    expect(twin.closing).toBe(0);
    expect(alone('n') + kits).toBe(300);
    expect(inventoryOf(r, 'm').closing).toBeGreaterThan(0);
    // Shoppers who wanted more of what ran out are counted, on the package's rows too.
    expect(
      sum(packaged.map((row) => row.lostOrders)) + sum((r?.sales ?? []).filter((row) => row.modelId === 'n').map((row) => row.lostOrders)),
    ).toBeGreaterThan(0);
  });
});
