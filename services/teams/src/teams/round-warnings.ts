import type { RoundWarning } from '@simbiz/contracts';
import type { Kysely, Transaction } from 'kysely';
import type { TeamsTables } from '../database/tables';

type Db = Kysely<TeamsTables> | Transaction<TeamsTables>;

/** A resolved round's warnings of one company replace what an earlier resolution of the round left. */
export async function keepRoundWarnings(
  tx: Transaction<TeamsTables>,
  worldId: string,
  companyId: string,
  round: number,
  warnings: readonly Omit<RoundWarning, 'round'>[],
): Promise<void> {
  await tx.deleteFrom('round_warning').where('world_id', '=', worldId).where('company_id', '=', companyId).where('round', '=', round).execute();
  if (warnings.length === 0) return;
  await tx
    .insertInto('round_warning')
    .values(warnings.map((w, seq) => ({ world_id: worldId, company_id: companyId, round, seq, area: w.area, code: w.code, params: JSON.stringify(w.params) })))
    .execute();
}

/** A company's warnings of a round, by default of the latest resolved round (none before the first). */
export async function listRoundWarnings(db: Db, worldId: string, companyId: string, round?: number): Promise<RoundWarning[]> {
  const latest = db.selectFrom('company').select('resolved_round').where('id', '=', companyId).where('world_id', '=', worldId);
  const rows = await db
    .selectFrom('round_warning')
    .selectAll()
    .where('world_id', '=', worldId)
    .where('company_id', '=', companyId)
    .where('round', '=', round ?? latest)
    .orderBy('seq')
    .execute();
  return rows.map((r) => ({ round: r.round, area: r.area, code: r.code, params: r.params }));
}
