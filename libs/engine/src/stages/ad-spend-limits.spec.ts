import type { CompanyDecisions } from '../decisions/decisions.schema';
import { resolveRound } from '../round/resolve-round';
import { botRound, starter, starterWorld } from '../test-support/worlds';

const platform = (id: string) => {
  const found = starter.platforms.find((p) => p.id === id);
  if (!found) throw new Error(`no platform ${id}`);
  return found;
};

/**
 * The budget bot of seat 1 with two bids of its own for its students' model: a high one on
 * ShopMall with a daily budget that buys a few dozen clicks a day, and one on QuickBuy with a
 * large budget but a wallet of $200.
 */
function tightened(d: CompanyDecisions): CompanyDecisions {
  const modelId = d.listings.find((l) => l.platformId === 'shopmall' && l.modelId.startsWith('students-'))?.modelId;
  if (!modelId) throw new Error('the budget bot sells to students');
  return {
    ...d,
    adBids: [
      ...d.adBids.filter((b) => b.segmentId !== 'students'),
      { platformId: 'shopmall', segmentId: 'students', modelId, costPerClick: 300, dailyBudget: 3_000 },
      { platformId: 'quickbuy', segmentId: 'students', modelId, costPerClick: 200, dailyBudget: 1_000_000 },
    ],
    recharges: [...d.recharges.filter((r) => r.platformId !== 'quickbuy'), { platformId: 'quickbuy', amount: 20_000 }],
  };
}

describe('the ad auction in played rounds', () => {
  it('charges every company at most its bid per click, its daily budget times the days and its platform’s ad wallet', () => {
    const days = starter.daysPerRound;
    let state = starterWorld('ad-limits', 6);
    let budgetBound = 0;
    let walletBound = 0;
    let charged = 0;
    for (let round = 1; round <= 3; round++) {
      const { c1, ...bots } = botRound(starter, state);
      if (!c1) throw new Error('seat 1 is a bot');
      const decisions: Record<string, CompanyDecisions> = { ...bots, c1: tightened(c1) };
      const { state: next, results } = resolveRound(starter, state, decisions, `ad-limits#${round}`);
      const winners = results.market.platforms.flatMap((p) =>
        p.auctions.flatMap((a) => a.winners.map((w) => ({ ...w, platformId: p.platformId, segmentId: a.segmentId }))),
      );
      for (const r of results.companies) {
        const bids = decisions[r.companyId]?.adBids ?? [];
        // The last bid for a keyword and model counts (stages/auction-traffic).
        const bidFor = (platformId: string, segmentId: string, modelId: string) =>
          bids.filter((b) => b.platformId === platformId && b.segmentId === segmentId && b.modelId === modelId).at(-1);
        for (const ad of r.productAdvertising) {
          const bid = bidFor(ad.platformId, ad.segmentId, ad.modelId);
          if (ad.spend > 0) charged++;
          if (!bid) throw new Error(`${r.companyId} was charged for a keyword it did not bid on`);
          const ceiling = Math.min(bid.costPerClick, platform(ad.platformId).adAuction.costPerClickMax);
          // Starter money is the base currency: a click's price is charged as it is.
          expect(ad.spend).toBeLessThanOrEqual(ad.clicks * ceiling);
          expect(ad.spend).toBeLessThanOrEqual(bid.dailyBudget * days);
          const won = winners.find(
            (w) => w.companyId === r.companyId && w.platformId === ad.platformId && w.segmentId === ad.segmentId && w.modelId === ad.modelId,
          );
          expect(won?.pricePerClick).toBeLessThanOrEqual(ceiling);
          if (r.companyId === 'c1' && ad.platformId === 'shopmall' && ad.segmentId === 'students' && won) {
            // The daily budget stops the clicks: less than a click's price a day is left of it.
            expect(ad.spend).toBeGreaterThan((bid.dailyBudget - won.pricePerClick) * days);
            budgetBound++;
          }
        }
        const opening = state.companies.find((c) => c.id === r.companyId)?.adWallets ?? {};
        for (const { platformId, balance } of r.adWallets ?? []) {
          const recharged = (decisions[r.companyId]?.recharges ?? []).filter((x) => x.platformId === platformId).reduce((s, x) => s + x.amount, 0);
          const spent = r.productAdvertising.filter((a) => a.platformId === platformId).reduce((s, a) => s + a.spend, 0);
          const funds = (opening[platformId] ?? 0) + recharged;
          expect(spent).toBeLessThanOrEqual(funds);
          expect(balance).toBe(funds - spent);
          if (r.companyId === 'c1' && platformId === 'quickbuy' && spent > 0) {
            const price = winners.find((w) => w.companyId === 'c1' && w.platformId === 'quickbuy' && w.segmentId === 'students')?.pricePerClick ?? 0;
            // The wallet stops the clicks: less than a click's price is left in it.
            expect(balance).toBeLessThan(price);
            walletBound++;
          }
        }
      }
      state = next;
    }
    // Every bot bids on every keyword it serves: dozens of paid auction rows in three rounds.
    expect(charged).toBeGreaterThan(30);
    expect(budgetBound).toBe(3);
    expect(walletBound).toBe(3);
  });
});
