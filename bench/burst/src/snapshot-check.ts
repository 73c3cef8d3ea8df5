import type { storesMessages } from '@simbiz/contracts';
import type { z } from 'zod';
import { type BidTerms, holds, type TeamLedger } from './ledger';

type Section = z.output<typeof storesMessages.snapshot.reply>['companies'][string];
export type StoresSnapshot = { companies: Record<string, Partial<Pick<Section, 'listings' | 'companyPromotions' | 'adBids' | 'recharges'>>> };

const sameNumber = (a: number, b: number) => a === b;
const sameTerms = (a: BidTerms, b: BidTerms) => a.costPerClick === b.costPerClick && a.dailyBudget === b.dailyBudget;

/** Takes the first row `fits` accepts out of `rows` (so one row answers for one write); whether there was one. */
function take<R>(rows: R[], fits: (row: R) => boolean): boolean {
  const index = rows.findIndex(fits);
  if (index < 0) return false;
  rows.splice(index, 1);
  return true;
}

/**
 * What of the teams' accepted writes the round's stores snapshot lacks: each listing at its last
 * accepted price, each accepted company promotion at its last budget, each accepted ad bid with its
 * last terms, each accepted recharge. `missing` counts those items; `examples` names a few.
 */
export function missingFromSnapshot(ledgers: readonly TeamLedger[], snapshot: StoresSnapshot): { missing: number; examples: string[] } {
  const examples: string[] = [];
  let missing = 0;
  const lacks = (what: string) => {
    missing++;
    if (examples.length < 5) examples.push(what);
  };
  for (const team of ledgers) {
    const section = snapshot.companies[team.companyId] ?? {};
    const { listing } = team;
    const listed = (section.listings ?? []).find((l) => l.platformId === listing.platformId && l.modelId === listing.modelId);
    if (!listed || !holds(listing.price, listed.price, sameNumber))
      lacks(`${team.companyId}: listing at ${listing.price.last}, snapshot ${listed?.price ?? 'none'}`);
    const promotions = [...(section.companyPromotions ?? [])];
    for (const p of team.promotions)
      if (!take(promotions, (row) => row.channelId === p.channelId && row.brandId === p.brandId && holds(p.budget, row.budget, sameNumber)))
        lacks(`${team.companyId}: promotion ${p.channelId} at ${p.budget.last}`);
    const bids = [...(section.adBids ?? [])];
    for (const b of team.bids)
      if (!take(bids, (row) => row.platformId === b.platformId && row.segmentId === b.segmentId && row.modelId === b.modelId && holds(b.terms, row, sameTerms)))
        lacks(`${team.companyId}: ad bid ${b.segmentId} at ${b.terms.last.costPerClick}`);
    const recharges = [...(section.recharges ?? [])];
    for (const r of team.recharges)
      if (!take(recharges, (row) => row.platformId === r.platformId && row.amount === r.amount)) lacks(`${team.companyId}: recharge of ${r.amount}`);
  }
  return { missing, examples };
}
