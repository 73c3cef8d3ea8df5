import type { AnalysisRound } from '@simbiz/contracts';
import { analysesOf, saleRow } from '../test-support/analyses-fixture';
import { tieOut } from './tie-out';

const statement = {
  revenue: 1_300,
  clearanceIncome: 50,
  commission: 130,
  costOfGoodsSold: 720,
  grossProfit: 500,
  logistics: 90,
  rent: 40,
  advertising: 100,
  livestreaming: 20,
  researchAndDevelopment: 0,
  productionSetup: 30,
  storeFees: 10,
  inventoryHolding: 5,
  inventoryWriteDown: 0,
  overheads: 55,
  operatingProfit: 150,
  interest: 0,
  profitBeforeTax: 150,
  tax: 30,
  netProfit: 120,
};
const organic = (n: number) => ({ organic: n, auction: 0, trafficPackage: 0, merchantLive: 0, influencer: 0 });

const [round] = analysesOf([
  {
    round: 3,
    result: {
      incomeStatement: statement,
      sales: [
        saleRow({
          platformId: 'p',
          segmentId: 's',
          brandId: 'b1',
          modelId: 'm1',
          price: 100,
          units: 3,
          revenueLocal: 300,
          revenue: 300,
          commission: 30,
          orders: organic(3),
        }),
        saleRow({
          platformId: 'th-mall',
          segmentId: 't',
          brandId: 'b2',
          modelId: 'm3',
          price: 3_500,
          units: 10,
          revenueLocal: 35_000,
          revenue: 800,
          commission: 80,
          orders: organic(10),
        }),
        saleRow({
          platformId: 'p',
          segmentId: 't',
          brandId: 'b1',
          modelId: 'm1',
          packageId: 'k',
          price: 200,
          units: 1,
          revenueLocal: 200,
          revenue: 200,
          commission: 20,
          orders: organic(1),
        }),
        saleRow({ platformId: 'q', segmentId: 's', brandId: 'b1', modelId: 'm2', price: 90, directMarketing: 15, profit: -15 }),
      ],
    },
  },
]).rounds as [AnalysisRound];

describe('tie-outs between the sales rows and the income statement', () => {
  const checks = tieOut(round);

  it('lists every check the pages rely on', () => {
    expect(checks.map((c) => c.check)).toEqual([
      'revenue by brand',
      'revenue by model',
      'revenue by channel',
      'revenue by segment',
      'revenue by product',
      'revenue details',
      'commission',
      'commission details',
      'gross profit',
      'operating profit',
      'local revenue',
      'orders',
    ]);
  });

  it('holds for a round whose books balance', () => {
    for (const c of checks) expect([c.check, c.actual]).toEqual([c.check, c.expected]);
  });

  it('catches a sales row the statement does not carry', () => {
    const extra = saleRow({ platformId: 'p', segmentId: 's', brandId: 'b2', modelId: 'm3', units: 1, revenue: 7, commission: 1, revenueLocal: 5, price: 5 });
    const broken = { ...round, result: { ...round.result, sales: [...(round.result.sales ?? []), extra] } };
    const failing = tieOut(broken).filter((c) => c.actual !== c.expected);
    expect(failing.map((c) => c.check)).toEqual([
      'revenue by brand',
      'revenue by model',
      'revenue by channel',
      'revenue by segment',
      'revenue by product',
      'revenue details',
      'commission',
      'commission details',
      'orders',
    ]);
  });

  it('has nothing to check without an income statement', () => {
    expect(tieOut({ ...round, result: { sales: round.result.sales ?? [] } })).toEqual([]);
  });
});
