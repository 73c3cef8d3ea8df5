import { resolveRound } from '../round/resolve-round';
import { launch } from '../test-support/decisions';
import { starter, starterWorld } from '../test-support/worlds';

const run = (extra = {}, companies = 1) => {
  const world = starterWorld('traffic', companies);
  const decisions = Object.fromEntries(world.companies.map((c) => [c.id, launch(4_500, 5_000, extra)]));
  return resolveRound(starter, world, decisions, 'traffic#1');
};
const awarenessOf = (outcome: ReturnType<typeof run>) => outcome.state.companies[0]?.awareness['b']?.['students'] ?? 0;

describe('stage 5: company promotion', () => {
  it('raises awareness with diminishing returns to the budget', () => {
    const none = awarenessOf(run());
    const some = awarenessOf(run({ companyPromotions: [{ channelId: 'social', brandId: 'b', budget: 1_000_000 }] }));
    const twice = awarenessOf(run({ companyPromotions: [{ channelId: 'social', brandId: 'b', budget: 2_000_000 }] }));
    expect(none).toBe(0);
    expect(some).toBeGreaterThan(none);
    expect(twice - some).toBeLessThan(some - none);
  });

  it('books the promotion as advertising and reports its reach per segment', () => {
    const { results } = run({ companyPromotions: [{ channelId: 'social', brandId: 'b', budget: 1_000_000 }] });
    const r = results.companies[0];
    expect(r?.incomeStatement.advertising).toBe(1_000_000);
    expect(r?.companyAdvertising.map((a) => a.segmentId)).toEqual(['students', 'commuters', 'adventurers']);
  });
});

describe('stage 6: traffic and the ad auction', () => {
  const bids = (budget: number) => ({
    recharges: [{ platformId: 'shopmall', amount: budget }],
    adBids: [{ platformId: 'shopmall', segmentId: 'students', modelId: 'm', costPerClick: 100, dailyBudget: 100_000 }],
  });

  it('brings sessions through the auction, paid from the ad wallet', () => {
    const { results } = run(bids(5_000_000));
    const r = results.companies[0];
    const ad = r?.productAdvertising[0];
    expect(ad).toMatchObject({ platformId: 'shopmall', segmentId: 'students', slot: 0 });
    expect(ad?.clicks).toBeGreaterThan(0);
    expect(r?.balanceSheet.adWallet).toBe(5_000_000 - (ad?.spend ?? 0));
    const row = r?.sales.find((s) => s.segmentId === 'students' && s.platformId === 'shopmall');
    expect(row?.sessions.auction).toBe(ad?.clicks);
  });

  it('stops buying clicks when the wallet is empty', () => {
    const { results } = run(bids(2_000));
    const ad = results.companies[0]?.productAdvertising[0];
    expect(ad?.spend).toBeLessThanOrEqual(2_000);
    expect(results.companies[0]?.balanceSheet.adWallet).toBeGreaterThanOrEqual(0);
  });

  it('lets only one company book an influencer per round', () => {
    const live = {
      stores: [{ platformId: 'quickbuy' }],
      listings: [{ platformId: 'quickbuy', modelId: 'm', price: 4_500 }],
      influencerLivestreams: [{ platformId: 'quickbuy', influencerId: 'mia', modelIds: ['m'] }],
    };
    const { results } = run(live, 2);
    expect(results.companies[0]?.warnings.map((w) => w.code)).not.toContain('influencerBooked');
    expect(results.companies[1]?.warnings.map((w) => w.code)).toContain('influencerBooked');
    expect(results.companies[0]?.sales.some((s) => s.sessions.influencer > 0)).toBe(true);
  });
});
