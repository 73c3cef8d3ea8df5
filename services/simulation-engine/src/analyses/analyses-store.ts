import { ANALYSIS_VIEWS } from '@simbiz/contracts';
import type { RoundResults, WorldState } from '@simbiz/engine';
import type { Kysely } from 'kysely';
import type { Catalogue, EngineTables } from '../database/tables';
import { segmentBenchmarks } from './benchmarks';

/** A company's brands and models, with each model's rating, as the round left them. */
function catalogueOf(company: WorldState['companies'][number] | undefined): Catalogue {
  return {
    brands: (company?.brands ?? []).map(({ id, name }) => ({ id, name })),
    models: (company?.models ?? []).map(({ id, name, brandId, rating }) => ({ id, name, brandId, rating })),
  };
}

/** The parts of a company's results some analysis shows; the rest (the journal above all) stays in the resolution only. */
const SHOWN_PARTS: readonly string[] = ANALYSIS_VIEWS.all;

/** A company's results cut to the parts the analyses show. */
export function shownParts(result: RoundResults['companies'][number]): Record<string, unknown> {
  return Object.fromEntries(Object.entries(result).filter(([part]) => SHOWN_PARTS.includes(part)));
}

/**
 * Writes a resolved round into the analyses' read model: each company's results (the parts the
 * analyses show) with its catalogue, and the segments' benchmarks. Idempotent (a round stored again, or re-run, replaces
 * its rows), in one transaction, so a page never sees half a round.
 */
export async function storeAnalyses(
  db: Kysely<EngineTables>,
  worldId: string,
  round: number,
  { results, state }: { results: RoundResults; state: WorldState },
): Promise<void> {
  const companies = new Map(state.companies.map((c) => [c.id, c]));
  const rows = results.companies.map((result) => ({
    world_id: worldId,
    company_id: result.companyId,
    round,
    // A read detoasts a round's whole stored value to pick its view's parts: the journal alone was a fifth of it.
    result: JSON.stringify(shownParts(result)),
    catalogue: JSON.stringify(catalogueOf(companies.get(result.companyId))),
  }));
  await db.transaction().execute(async (tx) => {
    await tx.deleteFrom('company_round').where('world_id', '=', worldId).where('round', '=', round).execute();
    // Answers worked out before this round are stale (analyses-answers.ts); a round stored again replaces them too.
    await tx.deleteFrom('analyses_answer').where('world_id', '=', worldId).execute();
    // A few hundred rows per statement keeps each insert's parameters well under PostgreSQL's limit.
    for (let i = 0; i < rows.length; i += 500)
      await tx
        .insertInto('company_round')
        .values(rows.slice(i, i + 500))
        .execute();
    const benchmarks = JSON.stringify(segmentBenchmarks(results, state));
    await tx
      .insertInto('market_round')
      .values({ world_id: worldId, round, benchmarks })
      .onConflict((oc) => oc.columns(['world_id', 'round']).doUpdateSet({ benchmarks }))
      .execute();
  });
}
