import { after, expected, type TeamLedger } from './ledger';
import { missingFromSnapshot, type StoresSnapshot } from './snapshot-check';

function ledger(): TeamLedger {
  return {
    companyId: 'c1',
    listing: { productId: 'p1', platformId: 'shopmall', modelId: 'm1', price: expected(6_000) },
    promotions: [{ promotionId: 'x1', channelId: 'social', brandId: 'b1', budget: expected(100_000) }],
    bids: [{ bidId: 'a1', platformId: 'shopmall', segmentId: 'students', modelId: 'm1', terms: expected({ costPerClick: 50, dailyBudget: 9_000 }) }],
    recharges: [
      { platformId: 'shopmall', amount: 1_000 },
      { platformId: 'shopmall', amount: 1_000 },
    ],
  };
}

function snapshot(): StoresSnapshot {
  return {
    companies: {
      c1: {
        listings: [{ platformId: 'shopmall', modelId: 'm1', price: 6_000, online: true }],
        companyPromotions: [{ channelId: 'social', brandId: 'b1', budget: 100_000 }],
        adBids: [{ platformId: 'shopmall', segmentId: 'students', modelId: 'm1', costPerClick: 50, dailyBudget: 9_000 }],
        recharges: [
          { platformId: 'shopmall', amount: 1_000 },
          { platformId: 'shopmall', amount: 1_000 },
        ],
      },
    },
  };
}

describe('checking accepted writes against the round’s snapshot', () => {
  it('finds nothing missing when the snapshot holds every accepted write', () => {
    expect(missingFromSnapshot([ledger()], snapshot())).toEqual({ missing: 0, examples: [] });
  });

  it('counts a listing whose price is not the last accepted one', () => {
    const team = ledger();
    team.listing.price = after(team.listing.price, 6_500, 'accepted');
    expect(missingFromSnapshot([team], snapshot()).missing).toBe(1);
  });

  it('ignores refused writes and allows a later write whose outcome is unknown', () => {
    const team = ledger();
    team.listing.price = after(after(team.listing.price, 6_100, 'refused'), 7_000, 'unknown');
    expect(missingFromSnapshot([team], snapshot()).missing).toBe(0);
    const committed = snapshot();
    const listing = committed.companies['c1']?.listings?.[0];
    if (listing) listing.price = 7_000;
    expect(missingFromSnapshot([team], committed).missing).toBe(0);
  });

  it('counts a promotion at an older budget, a missing bid and each missing recharge', () => {
    const team = ledger();
    const promotion = team.promotions[0];
    if (promotion) promotion.budget = after(promotion.budget, 120_000, 'accepted');
    const partial = snapshot();
    const section = partial.companies['c1'];
    if (section) {
      section.adBids = [];
      section.recharges = [{ platformId: 'shopmall', amount: 1_000 }];
    }
    expect(missingFromSnapshot([team], partial).missing).toBe(3);
  });

  it('counts everything of a company the snapshot does not name', () => {
    expect(missingFromSnapshot([{ ...ledger(), companyId: 'c2' }], snapshot()).missing).toBe(5);
  });
});
