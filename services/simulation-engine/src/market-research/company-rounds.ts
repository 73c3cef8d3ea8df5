import { type Kysely, sql } from 'kysely';
import type { EngineTables } from '../database/tables';
import type { CompanyRound } from './industry-report';

/**
 * What the industry report reads of a resolved round, and nothing more: each company's name and
 * its models' ratings from the state after the round, and its sales rows' segment, platform,
 * model, units and revenue from the round's results (PostgreSQL picks the fields out of the
 * stored JSON, so journals and statements never leave the database).
 */
export async function companyRounds(db: Kysely<EngineTables>, worldId: string, round: number): Promise<CompanyRound[]> {
  const { rows: names } = await sql<{ companyId: string; name: string; ratings: Record<string, number> }>`
    select c->>'id' as "companyId", c->>'name' as name,
      (select coalesce(jsonb_object_agg(m->>'id', m->'rating'), '{}'::jsonb) from jsonb_array_elements(c->'models') m) as ratings
    from resolution r, jsonb_array_elements(r.state->'companies') c
    where r.world_id = ${worldId} and r.round = ${round}`.execute(db);
  const { rows: sales } = await sql<{ companyId: string; sales: CompanyRound['sales'] }>`
    select c->>'companyId' as "companyId",
      (select coalesce(jsonb_agg(jsonb_build_object(
        'segmentId', s->'segmentId', 'platformId', s->'platformId', 'modelId', s->'modelId', 'units', s->'units', 'revenueLocal', s->'revenueLocal'
      )), '[]'::jsonb) from jsonb_array_elements(c->'sales') s) as sales
    from resolution r, jsonb_array_elements(r.results->'companies') c
    where r.world_id = ${worldId} and r.round = ${round}`.execute(db);
  const salesOf = new Map(sales.map((s) => [s.companyId, s.sales]));
  return names.map(({ companyId, name, ratings }) => ({ companyId, name, ratings, sales: salesOf.get(companyId) ?? [] }));
}
