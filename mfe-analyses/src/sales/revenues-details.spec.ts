import { analysesOf, inputOf, saleRow } from '../test-support/analyses-fixture';
import { revenueDetails } from './revenues-details';

describe('revenue details', () => {
  const data = analysesOf([
    {
      round: 1,
      result: {
        incomeStatement: { revenue: 50, commission: 5 } as never,
        sales: [saleRow({ platformId: 'p', segmentId: 's', brandId: 'b1', modelId: 'm1', units: 1, revenue: 50, commission: 5 })],
      },
    },
    {
      round: 2,
      result: {
        incomeStatement: { revenue: 1_300, commission: 130 } as never,
        sales: [
          saleRow({ platformId: 'p', segmentId: 's', brandId: 'b1', modelId: 'm1', price: 100, units: 3, revenueLocal: 300, revenue: 300, commission: 30 }),
          saleRow({
            platformId: 'th-mall',
            segmentId: 'th-s',
            brandId: 'b2',
            modelId: 'm3',
            price: 3_500,
            units: 10,
            revenueLocal: 35_000,
            revenue: 1_000,
            commission: 100,
          }),
          // Shoppers came but bought nothing: no revenue to detail.
          saleRow({ platformId: 'q', segmentId: 's', brandId: 'b1', modelId: 'm2', price: 90, directMarketing: 40, profit: -40 }),
        ],
      },
    },
  ]);

  it('shows a row per listing and segment that sold in the round, largest revenue first, prices in the platform’s currency', () => {
    const [table] = revenueDetails(inputOf(data)).tables;
    expect(table?.rows).toEqual([
      ['platform:th-mall', 'segment:th-s', 'brand:b2', 'model:m3', { minor: 3_500, currency: 'THB' }, 10, { minor: 35_000, currency: 'THB' }, 1_000, 100],
      ['platform:p', 'segment:s', 'brand:b1', 'model:m1', { minor: 100, currency: 'USD' }, 3, { minor: 300, currency: 'USD' }, 300, 30],
    ]);
  });

  it('totals revenue and commission to the income statement’s, leaving the local-currency columns blank', () => {
    const [table] = revenueDetails(inputOf(data)).tables;
    const statement = data.rounds[1]?.result.incomeStatement;
    expect(table?.totals).toEqual(['total', null, null, null, null, 13, null, statement?.revenue, statement?.commission]);
  });

  it('shows the round chosen', () => {
    const [table] = revenueDetails(inputOf(data, 1)).tables;
    expect(table?.totals?.slice(7)).toEqual([50, 5]);
  });

  it('names a package row as a package and says what its units count', () => {
    const packaged = analysesOf([
      {
        round: 1,
        result: { sales: [saleRow({ platformId: 'p', segmentId: 's', brandId: 'b1', modelId: 'm1', packageId: 'k', units: 2, revenue: 400, commission: 40 })] },
      },
    ]);
    const { tables, notes } = revenueDetails(inputOf(packaged));
    expect(tables[0]?.rows[0]?.[3]).toBe('revenue.package(model:m1)');
    expect(notes).toEqual(['revenue.commissionNote(1,USD 40,10%)', 'revenue.packageNote']);
  });

  it('shows no rows for a round without sales', () => {
    expect(revenueDetails(inputOf(analysesOf([{ round: 1, result: { sales: [] } }]))).tables[0]?.rows).toEqual([]);
  });
});
