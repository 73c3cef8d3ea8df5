import type { engineMessages } from '@simbiz/contracts';
import { type Kysely, sql } from 'kysely';
import type { z } from 'zod';
import type { EngineTables } from '../database/tables';

type Kpis = z.input<typeof engineMessages.kpis.reply>;
type Row = { round: number; companyId: string; name: string; status: number; kpis: Kpis[number]['companies'][number]['kpis'] };

/**
 * Every company's KPIs in every resolved round of a world, with its name and status after the
 * round (PostgreSQL picks them out of the stored results and state; nothing else leaves the database).
 */
export async function kpisOf(db: Kysely<EngineTables>, worldId: string): Promise<Kpis> {
  const { rows } = await sql<Row>`
    select r.round, c->>'companyId' as "companyId", s->>'name' as name, (s->>'status')::int as status, c->'kpis' as kpis
    from resolution r
      cross join lateral jsonb_array_elements(r.results->'companies') c
      join lateral jsonb_array_elements(r.state->'companies') s on s->>'id' = c->>'companyId'
    where r.world_id = ${worldId}
    order by r.round, (s->>'seat')::int`.execute(db);
  const rounds = new Map<number, Kpis[number]>();
  for (const { round, ...company } of rows) {
    const entry = rounds.get(round) ?? { round, companies: [] };
    entry.companies.push(company);
    rounds.set(round, entry);
  }
  return [...rounds.values()];
}
