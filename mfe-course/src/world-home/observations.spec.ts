import type { AnalysisRound, CompanyAnalyses } from '@simbiz/contracts';
import { observationsOf } from './observations';

type Result = AnalysisRound['result'];
const none = { organic: 0, auction: 0, trafficPackage: 0, merchantLive: 0, influencer: 0 };
const sale = (modelId: string, segmentId: string, units: number, revenueLocal: number, lostOrders = 0) => ({
  platformId: 'mall',
  segmentId,
  brandId: 'b',
  modelId,
  price: 0,
  units,
  revenueLocal,
  revenue: revenueLocal,
  commission: 0,
  costOfGoodsSold: 0,
  logistics: 0,
  directMarketing: 0,
  profit: 0,
  sessions: none,
  orders: none,
  lostOrders,
  shipments: [],
  influencerCommission: 0,
});
const stock = (modelId: string, sold: number, closing: number) => ({
  modelId,
  warehouseId: 'central',
  opening: 0,
  produced: sold + closing,
  transferIn: 0,
  sold,
  cleared: 0,
  transferOut: 0,
  closing,
  inTransitOut: 0,
  unitCost: 1_000,
});
const analyses = (rounds: { result: Result; ratings?: Record<string, number>; benchmarks?: AnalysisRound['benchmarks'] }[]): CompanyAnalyses => ({
  companyId: 'c',
  rounds: rounds.map((r, i) => ({ round: i + 1, ratings: {}, benchmarks: [], ...r })),
  brands: [],
  models: [],
});

describe('what the world home says of the last round', () => {
  it('puts a stock-out first, then a price far from the segment’s, then a rating below it; never two of a kind; at most three', () => {
    const data = analyses([
      {
        result: {
          sales: [sale('trail', 'students', 1_200, 1_200 * 9_000), sale('city', 'students', 100, 100 * 5_000)],
          inventory: [stock('trail', 1_200, 0), stock('city', 100, 50)],
          incomeStatement: { revenue: 1, netProfit: 10 } as Result['incomeStatement'],
        },
        ratings: { trail: 3.0, city: 4.5 },
        benchmarks: [{ segmentId: 'students', averagePrice: 6_000, averageRating: 3.8, orders: 10_000 }],
      },
    ]);
    const found = observationsOf(data);
    expect(found.map((o) => o.key)).toEqual(['soldOut', 'priceAbove', 'ratingBelow']);
    expect(found[0]).toMatchObject({ ids: { model: 'trail', warehouse: 'central' }, figures: { units: 1_200 }, page: 'analyses/sales/product-traffic-orders' });
    expect(found[1]?.figures).toEqual({ gap: 50 });
  });

  it('counts the orders a sold-out model lost, the most lost first, and names one stock-out only', () => {
    const data = analyses([
      {
        result: {
          sales: [
            sale('trail', 'students', 300, 300 * 9_000, 1_150),
            sale('trail', 'hikers', 200, 200 * 9_000, 50),
            sale('city', 'students', 100, 100 * 5_000),
          ],
          inventory: [stock('city', 100, 0), stock('trail', 500, 0)],
        },
      },
    ]);
    const found = observationsOf(data);
    expect(found.map((o) => [o.key, o.ids.model, o.figures])).toEqual([['soldOutLost', 'trail', { units: 500, lost: 1_200 }]]);
    expect(found[0]?.page).toBe('analyses/sales/product-traffic-orders');
  });

  it('says when a round lost money, when revenue moved, and when stock is worth several rounds of sales', () => {
    const data = analyses([
      { result: { sales: [sale('trail', 'students', 100, 1_000_000)], incomeStatement: { revenue: 1_000_000, netProfit: 1 } as Result['incomeStatement'] } },
      {
        result: {
          sales: [sale('trail', 'students', 50, 500_000)],
          inventory: [stock('trail', 50, 400)],
          incomeStatement: { revenue: 500_000, netProfit: -200_000 } as Result['incomeStatement'],
        },
      },
    ]);
    expect(observationsOf(data).map((o) => [o.key, o.amount ?? null, o.figures])).toEqual([
      ['loss', 200_000, {}],
      ['unsold', null, { units: 400, rounds: 8 }],
      ['revenueDown', 500_000, { change: 50 }],
    ]);
  });

  it('has nothing to say before the first round, or of a quiet round', () => {
    expect(observationsOf(analyses([]))).toEqual([]);
    expect(
      observationsOf(analyses([{ result: { sales: [], inventory: [], incomeStatement: { revenue: 0, netProfit: 0 } as Result['incomeStatement'] } }])),
    ).toEqual([]);
  });
});
