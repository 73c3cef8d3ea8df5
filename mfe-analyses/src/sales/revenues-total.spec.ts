import { analysesOf, inputOf, saleRow } from '../test-support/analyses-fixture';
import { revenuesTotal } from './revenues-total';

const traffic = (organic: number, auction: number) => ({ organic, auction, trafficPackage: 0, merchantLive: 0, influencer: 0 });

describe('revenues by round', () => {
  const data = analysesOf([
    {
      round: 1,
      result: {
        incomeStatement: { revenue: 800 } as never,
        sales: [
          saleRow({
            platformId: 'p',
            segmentId: 's',
            brandId: 'b1',
            modelId: 'm1',
            units: 3,
            revenue: 600,
            sessions: traffic(40, 10.4),
            orders: traffic(2, 1),
          }),
          saleRow({ platformId: 'q', segmentId: 's', brandId: 'b2', modelId: 'm3', units: 1, revenue: 200, sessions: traffic(10, 0), orders: traffic(1, 0) }),
        ],
      },
    },
    {
      round: 2,
      result: {
        incomeStatement: { revenue: 1_000 } as never,
        sales: [
          saleRow({ platformId: 'p', segmentId: 's', brandId: 'b1', modelId: 'm1', units: 4, revenue: 1_000, sessions: traffic(50, 0), orders: traffic(4, 0) }),
        ],
      },
    },
  ]);
  const { tables, chart, notes } = revenuesTotal(inputOf(data));
  const [table] = tables;

  it('shows each round’s revenue, units, orders, sessions, conversion and average selling price', () => {
    expect(table?.rows).toEqual([
      ['round(1)', 800, 4, 4, 60, 4 / 60.4, 200],
      ['round(2)', 1_000, 4, 4, 50, 4 / 50, 250],
    ]);
  });

  it('ties each round’s revenue to the income statement’s', () => {
    data.rounds.forEach((r, i) => expect(table?.rows[i]?.[1]).toBe(r.result.incomeStatement?.revenue));
  });

  it('totals the rounds, with the conversion and average price over them all', () => {
    expect(table?.totals).toEqual(['total', 1_800, 8, 8, 110, 8 / 110.4, 225]);
  });

  it('charts revenue by round in columns', () => {
    expect(chart).toMatchObject({
      kind: 'column',
      unit: 'money',
      categories: ['round(1)', 'round(2)'],
      series: [{ name: 'revenue.revenue', data: [800, 1_000] }],
    });
  });

  it('says how revenue moved and how shoppers converted in the last round', () => {
    expect(notes).toEqual(['revenue.rose(25%,1,2,USD 1000)', 'revenue.conversionNote(2,8%,USD 250)']);
  });

  it('shows no rows without rounds', () => {
    expect(revenuesTotal(inputOf(analysesOf([]))).tables[0]?.rows).toEqual([]);
  });
});
