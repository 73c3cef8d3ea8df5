import { analysesOf, inputOf, saleRow } from '../test-support/analyses-fixture';
import { trafficOrders } from './traffic-orders';
import { trafficSources } from './traffic-sources';

const sources = (organic: number, auction: number) => ({ organic, auction, trafficPackage: 0, merchantLive: 0, influencer: 0 });

describe('traffic and orders', () => {
  const data = analysesOf([
    {
      round: 1,
      result: {
        sales: [
          saleRow({
            platformId: 'p',
            segmentId: 's',
            brandId: 'b1',
            modelId: 'm1',
            price: 6_000,
            units: 30,
            revenueLocal: 180_000,
            revenue: 180_000,
            sessions: sources(900, 100),
            orders: sources(20, 10),
            lostOrders: 25,
          }),
          saleRow({
            platformId: 'p',
            segmentId: 't',
            brandId: 'b1',
            modelId: 'm1',
            price: 6_000,
            units: 10,
            revenueLocal: 60_000,
            revenue: 60_000,
            sessions: sources(500, 0),
            orders: sources(10, 0),
            lostOrders: 5,
          }),
          saleRow({ platformId: 'p', segmentId: 's', brandId: 'b2', modelId: 'm3', price: 3_000, units: 0, sessions: sources(0, 0), orders: sources(0, 0) }),
        ],
        inventory: [
          {
            modelId: 'm1',
            warehouseId: 'w',
            opening: 0,
            produced: 40,
            transferIn: 0,
            sold: 40,
            cleared: 0,
            transferOut: 0,
            closing: 0,
            inTransitOut: 0,
            unitCost: 1_000,
          },
        ],
      },
      ratings: { m1: 3.2 },
      benchmarks: [
        { segmentId: 's', averagePrice: 4_000, averageRating: 4.1, orders: 500 },
        { segmentId: 't', averagePrice: 5_800, averageRating: 3.3, orders: 90 },
      ],
    },
  ]);
  const { tables, notes, chart } = trafficOrders(inputOf(data));
  const [funnel, segment] = tables;

  it('adds up each listing’s funnel over its segments, with the orders it lost by selling out, and leaves out listings nobody visited', () => {
    expect(funnel?.rows).toEqual([['platform:p', 'model:m1', 1_500, 40, 30, 40 / 1_500, { minor: 6_000, currency: 'USD' }, 240_000]]);
    expect(funnel?.totals).toEqual(['total', null, 1_500, 40, 30, 40 / 1_500, null, 240_000]);
  });

  it('holds each model’s price and rating against its segment’s averages', () => {
    expect(segment?.rows[0]).toEqual(['model:m1', 'segment:s', 30, { minor: 6_000, currency: 'USD' }, { minor: 4_000, currency: 'USD' }, 0.5, 3.2, 4.1]);
  });

  it('says why in plain words: a price far above the segment’s, a rating below it, stock that ran out and the orders lost with it', () => {
    expect(notes).toEqual([
      'traffic.notes.priceAbove(model:m1,segment:s,USD 6000,USD 4000,50%)',
      'traffic.notes.ratingBelow(model:m1,segment:s,3.2,4.1)',
      'traffic.notes.soldOut(model:m1,warehouse:w,40)',
      'traffic.notes.lost(model:m1,platform:p,30)',
    ]);
  });

  it('charts conversion by source', () => {
    expect(chart?.series[0]?.data.slice(0, 2)).toEqual([30 / 1_400, 10 / 100]);
    expect(chart?.series[0]?.data[2]).toBeNull();
  });

  it('shows sessions, orders and conversion by source for every round, orders adding up to the units sold', () => {
    const [sessions, orders, conversion] = trafficSources(inputOf(data)).tables;
    expect(sessions?.rows[0]).toEqual(['sources.organic', 1_400]);
    expect(orders?.totals).toEqual(['total', 40]);
    expect(conversion?.rows[1]).toEqual(['sources.auction', 0.1]);
  });
});
