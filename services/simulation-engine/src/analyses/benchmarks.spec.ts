import type { RoundResults, WorldState } from '@simbiz/engine';
import { segmentBenchmarks } from './benchmarks';

type Row = RoundResults['companies'][number]['sales'][number];
const row = (segmentId: string, modelId: string, units: number, revenueLocal: number) => ({ segmentId, modelId, units, revenueLocal }) as Row;
const company = (companyId: string, sales: Row[]) => ({ companyId, sales }) as RoundResults['companies'][number];
const models = (id: string, ratings: Record<string, number>) =>
  ({ id, models: Object.entries(ratings).map(([modelId, rating]) => ({ id: modelId, rating })) }) as WorldState['companies'][number];

describe('segment benchmarks', () => {
  const results = {
    companies: [
      company('a', [row('students', 'm1', 300, 1_200_000), row('pros', 'm1', 0, 0)]),
      company('b', [row('students', 'm1', 100, 600_000), row('pros', 'm2', 50, 1_000_000)]),
    ],
  };
  // Both companies call a model m1: ratings are looked up per company.
  const state = { companies: [models('a', { m1: 4 }), models('b', { m1: 2, m2: 5 })] };

  it('averages the price paid per unit over every company’s sales in a segment', () => {
    const students = segmentBenchmarks(results, state).find((b) => b.segmentId === 'students');
    expect(students).toMatchObject({ averagePrice: 4_500, orders: 400 });
  });

  it('weights each model’s rating by the units it sold, each company’s model its own', () => {
    const students = segmentBenchmarks(results, state).find((b) => b.segmentId === 'students');
    expect(students?.averageRating).toBe(3.5);
  });

  it('leaves out segments where nothing sold', () => {
    expect(segmentBenchmarks(results, state).map((b) => b.segmentId)).toEqual(['students', 'pros']);
    expect(segmentBenchmarks({ companies: [company('a', [row('pros', 'm1', 0, 0)])] }, state)).toEqual([]);
  });
});
