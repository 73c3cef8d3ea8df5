import type { financeMessages } from '@simbiz/contracts';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { FinanceTables } from './database/tables';

type Snapshot = z.input<typeof financeMessages.snapshot.reply>;

/** The loans asked for in the round, in the order asked, per company (or of `companyId` alone). */
export async function snapshotOf(tx: Kysely<FinanceTables>, worldId: string, round: number, companyId?: string): Promise<Snapshot> {
  const rows = await tx
    .selectFrom('loan')
    .select(['company_id', 'amount'])
    .where('world_id', '=', worldId)
    .where('round', '=', round)
    .$if(companyId !== undefined, (q) => q.where('company_id', '=', companyId ?? ''))
    .orderBy('seq')
    .execute();
  const companies: Record<string, { loans: { amount: number }[] }> = {};
  for (const r of rows) (companies[r.company_id] ??= { loans: [] }).loans.push({ amount: r.amount });
  return { companies };
}
