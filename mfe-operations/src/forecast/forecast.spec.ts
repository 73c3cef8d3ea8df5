import { forecastListings, lastRoundDemand } from './forecast';

const input = (lastSales: Record<string, number>) =>
  ({
    world: { companies: [{ lastSales }] },
    decisions: {
      listings: [
        { platformId: 'shopmall', modelId: 'm1', price: 6_500, online: true },
        { platformId: 'quickbuy', modelId: 'm1', price: 6_900, online: false },
        { platformId: 'quickbuy', modelId: 'm2', price: 4_900, online: true },
      ],
      packages: [{ id: 'p1', platformId: 'shopmall', name: 'Duo', modelIds: ['m1', 'm2'], price: 9_900 }],
    },
  }) as never;

describe('the listings a forecast asks about', () => {
  it('are the models online and the packages, keyed as the engine keys its sales, with last round’s units', () => {
    const listings = forecastListings(input({ 'shopmall/m1': 812, 'quickbuy/m1': 40, 'shopmall/pkg:p1': 12 }));
    expect(listings.map((l) => [l.key, l.lastSold])).toEqual([
      ['shopmall/m1', 812],
      ['quickbuy/m2', 0],
      ['shopmall/pkg:p1', 12],
    ]);
    expect(listings[2]).toMatchObject({ modelId: null, packageName: 'Duo', price: 9_900 });
  });

  it('expect as last round: each listing sells what it sold then, a new one nothing', () => {
    expect(lastRoundDemand(forecastListings(input({ 'shopmall/m1': 812 })))).toEqual({ 'shopmall/m1': 812, 'quickbuy/m2': 0, 'shopmall/pkg:p1': 0 });
  });
});
