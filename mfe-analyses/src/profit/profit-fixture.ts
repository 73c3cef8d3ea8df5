import type { CompanyAnalyses } from '@simbiz/contracts';
import { analysesOf, saleRow } from '../test-support/analyses-fixture';

/**
 * Two rounds for the profit pages' tests. In round 2 the income statement's cost of goods sold
 * has 100 of clearance cost and its logistics 20 of transfers that no sales row carries; each
 * row's profit is its revenue less commission, cost of goods, logistics and direct marketing.
 */
export const profitData: CompanyAnalyses = analysesOf([
  {
    round: 1,
    result: {
      incomeStatement: { revenue: 100, commission: 10, costOfGoodsSold: 50, logistics: 10 } as never,
      sales: [
        saleRow({
          platformId: 'p',
          segmentId: 's',
          brandId: 'b1',
          modelId: 'm1',
          units: 1,
          revenue: 100,
          commission: 10,
          costOfGoodsSold: 50,
          logistics: 10,
          profit: 30,
        }),
      ],
    },
  },
  {
    round: 2,
    result: {
      incomeStatement: { revenue: 1_500, clearanceIncome: 60, commission: 150, costOfGoodsSold: 700, logistics: 120 } as never,
      sales: [
        saleRow({
          platformId: 'p',
          segmentId: 's',
          brandId: 'b1',
          modelId: 'm1',
          units: 5,
          revenue: 1_000,
          commission: 100,
          costOfGoodsSold: 400,
          logistics: 60,
          directMarketing: 50,
          profit: 390,
        }),
        saleRow({
          platformId: 'q',
          segmentId: 's',
          brandId: 'b1',
          modelId: 'm2',
          units: 1,
          revenue: 200,
          commission: 20,
          costOfGoodsSold: 100,
          logistics: 20,
          directMarketing: 100,
          profit: -40,
        }),
        saleRow({
          platformId: 'p',
          segmentId: 't',
          brandId: 'b2',
          modelId: 'm3',
          units: 2,
          revenue: 300,
          commission: 30,
          costOfGoodsSold: 100,
          logistics: 20,
          profit: 150,
        }),
        // Advertised, but nobody bought.
        saleRow({ platformId: 'q', segmentId: 't', brandId: 'b1', modelId: 'm2', directMarketing: 10, profit: -10 }),
      ],
    },
  },
]);
