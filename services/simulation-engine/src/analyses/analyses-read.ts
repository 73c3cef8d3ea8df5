import { ANALYSIS_VIEWS, type AnalysisView, type CompanyAnalyses, type SegmentBenchmark } from '@simbiz/contracts';
import { companyResultSchema, incomeStatementSchema } from '@simbiz/engine';
import type { ReadContext } from '@simbiz/service-kit';
import { type Kysely, sql } from 'kysely';
import type { Catalogue, EngineTables } from '../database/tables';

/** Views that compare a company's models with the market's, and so read ratings and benchmarks. */
const WITH_RATINGS: readonly AnalysisView[] = ['sales', 'perception', 'all'];
const WITH_BENCHMARKS: readonly AnalysisView[] = ['sales', 'all'];

/**
 * The parts of the results each view does not show, worked out once: removing them is cheaper for
 * PostgreSQL than picking the ones it does.
 */
const HIDDEN_PARTS = Object.fromEntries(
  Object.entries(ANALYSIS_VIEWS).map(([view, parts]) => [
    view,
    Object.keys(companyResultSchema.shape).filter((part) => !(parts as readonly string[]).includes(part)),
  ]),
) as Record<AnalysisView, string[]>;

type Row = { round: number; result: CompanyAnalyses['rounds'][number]['result']; catalogue: Catalogue; benchmarks: SegmentBenchmark[] | null };

/**
 * One view of a company's analyses over every resolved round, in one query: PostgreSQL picks the
 * view's parts out of each round's stored results (nothing else leaves the database), with the
 * company's catalogue and, where the view compares, the segments' benchmarks.
 */
export async function readAnalyses(db: Kysely<EngineTables>, reader: ReadContext, view: AnalysisView): Promise<CompanyAnalyses> {
  const others = HIDDEN_PARTS[view];
  const benchmarks = WITH_BENCHMARKS.includes(view);
  const { rows } = await sql<Row>`
    select c.round,
      c.result - ${others}::text[] as result,
      c.catalogue,
      ${benchmarks ? sql`m.benchmarks` : sql`null`} as benchmarks
    from company_round c
      left join market_round m on m.world_id = c.world_id and m.round = c.round
    where c.world_id = ${reader.worldId} and c.company_id = ${reader.companyId}
    order by c.round`.execute(db);
  const brands = new Map<string, CompanyAnalyses['brands'][number]>();
  const models = new Map<string, CompanyAnalyses['models'][number]>();
  // The latest round names what it still holds; a brand or model gone since keeps its last name.
  for (const { catalogue } of rows) {
    for (const b of catalogue.brands) brands.set(b.id, b);
    for (const { id, name, brandId } of catalogue.models) models.set(id, { id, name, brandId });
  }
  const ratings = WITH_RATINGS.includes(view);
  return {
    companyId: reader.companyId,
    rounds: rows.map((r) => ({
      round: r.round,
      result: withCurrentLines(r.result),
      ratings: ratings ? Object.fromEntries(r.catalogue.models.map((m) => [m.id, m.rating])) : {},
      benchmarks: r.benchmarks ?? [],
    })),
    brands: [...brands.values()],
    models: [...models.values()],
  };
}

/**
 * Results stored before a line of the income statement, or a sales row's lost orders, shipments or
 * influencer commission, were counted read them as 0 (or none), as the engine's schema says.
 */
function withCurrentLines(result: Row['result']): Row['result'] {
  const current = { ...result };
  if (result.incomeStatement) current.incomeStatement = incomeStatementSchema.parse(result.incomeStatement);
  if (result.sales?.some((row) => row.lostOrders === undefined || row.shipments === undefined || row.influencerCommission === undefined))
    current.sales = result.sales.map((row) => ({
      ...row,
      lostOrders: row.lostOrders ?? 0,
      shipments: row.shipments ?? [],
      influencerCommission: row.influencerCommission ?? 0,
    }));
  return current;
}
