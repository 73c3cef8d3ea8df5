import { analysesOf, inputOf } from '../test-support/analyses-fixture';
import { channelsAdvertisingPerformance } from './channels-advertising';

const click = (spend: number) => ({ platformId: 'p', segmentId: 's', modelId: 'm1', slot: 0, impressions: 0, clicks: 0, spend, orders: 0 });

describe('advertising by channel', () => {
  const data = analysesOf([
    {
      round: 1,
      result: {
        channelAdvertising: [
          { source: 'organic', spend: 0, sessions: 1_000.4, orders: 30 },
          { source: 'auction', spend: 600, sessions: 100, orders: 6 },
          { source: 'trafficPackage', spend: 0, sessions: 200, orders: 4 },
        ],
        productAdvertising: [click(400), click(200)],
      },
    },
    {
      round: 2,
      result: {
        channelAdvertising: [
          { source: 'organic', spend: 0, sessions: 1_200, orders: 24 },
          { source: 'auction', spend: 900, sessions: 150, orders: 9 },
          { source: 'trafficPackage', spend: 0, sessions: 0, orders: 0 },
        ],
        productAdvertising: [click(900)],
      },
    },
  ]);
  const { tables, chart, notes } = channelsAdvertisingPerformance(inputOf(data));
  const byId = (id: string) => tables.find((t) => t.id === id);

  it('gives a table per measure with a row per source in the engine’s order and a column per round', () => {
    expect(byId('channels-sessions')?.rows).toEqual([
      ['sources.organic', 1_000, 1_200],
      ['sources.auction', 100, 150],
      ['sources.trafficPackage', 200, 0],
    ]);
    expect(byId('channels-conversion')?.rows).toEqual([
      ['sources.organic', 30 / 1_000.4, 0.02],
      ['sources.auction', 0.06, 0.06],
      ['sources.trafficPackage', 0.02, null],
    ]);
    expect(byId('channels-cost-per-order')?.rows).toEqual([
      ['sources.organic', null, null],
      ['sources.auction', 100, 100],
      ['sources.trafficPackage', null, null],
    ]);
  });

  it('totals spend to the auction clicks of product advertising, and orders and sessions over the sources', () => {
    const clicks = data.rounds.map((r) => (r.result.productAdvertising ?? []).reduce((s, a) => s + a.spend, 0));
    expect(byId('channels-spend')?.totals).toEqual(['total', ...clicks]);
    expect(byId('channels-orders')?.totals).toEqual(['total', 40, 33]);
    expect(byId('channels-sessions')?.totals).toEqual(['total', 1_300, 1_350]);
    expect(byId('channels-conversion')?.totals).toEqual(['total', 40 / 1_300.4, 33 / 1_350]);
    expect(byId('channels-cost-per-order')?.totals).toBeUndefined();
  });

  it('charts orders by source in stacked columns', () => {
    expect(chart).toMatchObject({ kind: 'column', unit: 'count', stacked: true, categories: ['round(1)', 'round(2)'] });
    expect(chart?.series).toEqual([
      { name: 'sources.organic', data: [30, 24] },
      { name: 'sources.auction', data: [6, 9] },
      { name: 'sources.trafficPackage', data: [4, 0] },
    ]);
  });

  it('says what spend covers and which source converted best in the last round', () => {
    expect(notes).toEqual(['promotion.channels.spendScope', 'promotion.channels.bestConversion(2,sources.auction,6%)']);
  });

  it('shows empty tables without traffic', () => {
    const empty = channelsAdvertisingPerformance(inputOf(analysesOf([{ round: 1, result: {} }])));
    expect(empty.tables.every((t) => t.rows.length === 0)).toBe(true);
    expect(empty.chart).toBeUndefined();
  });
});
