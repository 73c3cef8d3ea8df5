import { industryReportSchema } from '@simbiz/contracts';
import { type CompanyRound, industryReportOf } from './industry-report';

const order = { segmentIds: ['students', 'pros'], platformIds: ['mall', 'bazaar'] };
const sale = (segmentId: string, platformId: string, modelId: string, units: number, revenueLocal: number) => ({
  segmentId,
  platformId,
  modelId,
  units,
  revenueLocal,
});

const companies: CompanyRound[] = [
  {
    companyId: 'a',
    name: 'Alpha',
    ratings: { a1: 4, a2: 2 },
    sales: [sale('students', 'mall', 'a1', 300, 1_200_000), sale('students', 'mall', 'a2', 100, 300_000)],
  },
  { companyId: 'b', name: 'Bot 1', ratings: { b1: 3.5 }, sales: [sale('students', 'mall', 'b1', 600, 3_000_000), sale('pros', 'bazaar', 'b1', 0, 0)] },
  { companyId: 'c', name: 'Idle', ratings: {}, sales: [] },
];

describe('the industry report of a round', () => {
  const report = industryReportOf(order, [1, 2], 2, companies);

  it('gives each company its share of the units sold in a segment on a platform, the most units first', () => {
    expect(report.rows).toHaveLength(1);
    const [row] = report.rows;
    expect(row).toMatchObject({ segmentId: 'students', platformId: 'mall', units: 1_000, averagePrice: 4_500 });
    expect(row?.companies.map((c) => [c.companyId, c.units, c.share])).toEqual([
      ['b', 600, 0.6],
      ['a', 400, 0.4],
    ]);
  });

  it('averages a company’s price over its units, and its models’ rating weighted by the units each sold', () => {
    const alpha = report.rows[0]?.companies.find((c) => c.companyId === 'a');
    expect(alpha).toEqual({ companyId: 'a', units: 400, share: 0.4, averagePrice: 3_750, rating: 3.5 });
  });

  it('names every company of the round, those that sold nothing too, and the rounds one may choose', () => {
    expect(report.companies).toEqual([
      { companyId: 'a', name: 'Alpha' },
      { companyId: 'b', name: 'Bot 1' },
      { companyId: 'c', name: 'Idle' },
    ]);
    expect(report).toMatchObject({ rounds: [1, 2], round: 2 });
  });

  it('is empty before any round is resolved, and fits its strict schema', () => {
    expect(industryReportOf(order, [], null, [])).toEqual({ rounds: [], round: null, companies: [], rows: [] });
    expect(industryReportSchema.safeParse(report).success).toBe(true);
  });
});
