import type { financeMessages } from '@simbiz/contracts';
import type { Transaction } from 'kysely';
import type { z } from 'zod';
import type { FinanceTables } from './database/tables';

type Snapshot = z.input<typeof financeMessages.snapshot.reply>;

/** The loans asked for in the round, in the order asked, per company. */
export async function snapshotOf(tx: Transaction<FinanceTables>, worldId: string, round: number): Promise<Snapshot> {
  const rows = await tx.selectFrom('loan').select(['company_id', 'amount']).where('world_id', '=', worldId).where('round', '=', round).orderBy('seq').execute();
  const companies: Record<string, { loans: { amount: number }[] }> = {};
  for (const r of rows) (companies[r.company_id] ??= { loans: [] }).loans.push({ amount: r.amount });
  return { companies };
}
