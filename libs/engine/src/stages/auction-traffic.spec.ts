import fc from 'fast-check';
import type { CompanyDecisionsInput } from '../decisions/decisions.schema';
import { initialState } from '../round/initial-state';
import { resolveRound } from '../round/resolve-round';
import { indexOf } from '../round/screenplay-index';
import type { Screenplay } from '../screenplay/screenplay.schema';
import { SHIPPED_SCREENPLAYS } from '../screenplay/shipped/index';
import { type WorldState, worldStateSchema } from '../state/state.schema';
import { decide, launch } from '../test-support/decisions';
import { starter, starterWorld } from '../test-support/worlds';

const global = SHIPPED_SCREENPLAYS.global;
const auctionOf = (screenplay: Screenplay, platformId: string) => {
  const platform = screenplay.platforms.find((p) => p.id === platformId);
  if (!platform) throw new Error(`no platform ${platformId}`);
  return platform.adAuction;
};
const shopmall = auctionOf(starter, 'shopmall');
const range = { min: shopmall.costPerClickMin, max: shopmall.costPerClickMax };

/** Starter companies that launch model `m` on both platforms, with `extra` decisions. */
function starterRound(extra: CompanyDecisionsInput, companies = 1) {
  const world = starterWorld('ads', companies);
  const both = {
    stores: [{ platformId: 'shopmall' }, { platformId: 'quickbuy' }],
    listings: [
      { platformId: 'shopmall', modelId: 'm', price: 4_500 },
      { platformId: 'quickbuy', modelId: 'm', price: 4_500 },
    ],
  };
  const decisions = Object.fromEntries(world.companies.map((c) => [c.id, launch(4_500, 5_000, { ...both, ...extra })]));
  return resolveRound(starter, world, decisions, 'ads#1');
}

/** Model `m` listed on the home and Thai ShopMall of the `global` screenplay, with `extra` decisions. */
function globalDecisions(extra: CompanyDecisionsInput) {
  return decide({
    brands: [{ id: 'b', name: 'Brand' }],
    models: [
      {
        id: 'm',
        brandId: 'b',
        name: 'Model',
        attributes: [
          { attributeId: 'sleeve', grade: 2 },
          { attributeId: 'capacity', grade: 3 },
        ],
        valuePropositionIds: ['value'],
      },
    ],
    stores: [{ platformId: 'home-shopmall' }, { platformId: 'siam-shopmall' }],
    listings: [
      { platformId: 'home-shopmall', modelId: 'm', price: 4_500 },
      { platformId: 'siam-shopmall', modelId: 'm', price: 100_000 },
    ],
    ...extra,
  });
}
const globalWorld = (screenplay: Screenplay, companies = 1) =>
  initialState(
    screenplay,
    Array.from({ length: companies }, (_, i) => ({ id: `c${i + 1}`, name: `Company ${i + 1}` })),
    'global-ads',
  );
const siamBid = (costPerClick: number, dailyBudget: number) => ({
  platformId: 'siam-shopmall',
  segmentId: 'siam-students',
  modelId: 'm',
  costPerClick,
  dailyBudget,
});
const adsOn = (rows: readonly { platformId: string; clicks: number; spend: number }[] | undefined, platformId: string) => {
  const mine = (rows ?? []).filter((r) => r.platformId === platformId);
  return { clicks: mine.reduce((s, r) => s + r.clicks, 0), spend: mine.reduce((s, r) => s + r.spend, 0) };
};

describe('ad bids outside the platform’s cost-per-click range', () => {
  it('keeps a bid below the minimum out of the auction, with a warning and no charge', () => {
    const { results } = starterRound({
      recharges: [{ platformId: 'shopmall', amount: 1_000_000 }],
      adBids: [{ platformId: 'shopmall', segmentId: 'students', modelId: 'm', costPerClick: range.min - 1, dailyBudget: 100_000 }],
    });
    const r = results.companies[0];
    expect(r?.productAdvertising).toEqual([]);
    expect(r?.incomeStatement.advertising).toBe(0);
    expect(r?.warnings).toContainEqual({ area: 'adBids', code: 'costPerClickOutOfRange', params: { platformId: 'shopmall', ...range } });
    expect(results.market.platforms.flatMap((p) => p.auctions)).toEqual([]);
  });

  it('clips a bid above the maximum to it, with a warning', () => {
    const { results } = starterRound(
      {
        recharges: [{ platformId: 'shopmall', amount: 1_000_000 }],
        adBids: [{ platformId: 'shopmall', segmentId: 'students', modelId: 'm', costPerClick: range.max + 100, dailyBudget: 100_000 }],
      },
      2,
    );
    const winners = results.market.platforms.flatMap((p) => p.auctions.flatMap((a) => a.winners));
    expect(winners).toHaveLength(2);
    expect(winners.every((w) => w.pricePerClick <= range.max)).toBe(true);
    expect(results.companies[0]?.warnings).toContainEqual({ area: 'adBids', code: 'costPerClickOutOfRange', params: { platformId: 'shopmall', ...range } });
  });

  it('never charges a click more than the bid, also after converting to the base currency (fast-check)', () => {
    const index = indexOf(global);
    const company = fc.record({
      home: fc.integer({ min: 1, max: 800 }),
      siam: fc.integer({ min: 1, max: 15_000 }),
      budget: fc.integer({ min: 0, max: 20_000 }),
      wallet: fc.integer({ min: 1, max: 300_000 }),
    });
    fc.assert(
      fc.property(fc.array(company, { minLength: 1, maxLength: 3 }), (bidders) => {
        const world = globalWorld(global, bidders.length);
        const decisions = Object.fromEntries(
          world.companies.map((c, i) => {
            const b = bidders[i] ?? { home: 1, siam: 1, budget: 0, wallet: 1 };
            return [
              c.id,
              globalDecisions({
                recharges: [
                  { platformId: 'home-shopmall', amount: b.wallet },
                  { platformId: 'siam-shopmall', amount: b.wallet },
                ],
                adBids: [
                  { platformId: 'home-shopmall', segmentId: 'home-students', modelId: 'm', costPerClick: b.home, dailyBudget: b.budget },
                  siamBid(b.siam, b.budget),
                ],
              }),
            ];
          }),
        );
        const { results } = resolveRound(global, world, decisions, 'bids#1');
        const bidOf = (companyId: string, platformId: string) => {
          const b = bidders[world.companies.findIndex((c) => c.id === companyId)];
          return platformId === 'home-shopmall' ? (b?.home ?? 0) : (b?.siam ?? 0);
        };
        const pricesWithinBids = results.market.platforms.every((p) =>
          p.auctions.every((a) => a.winners.every((w) => w.pricePerClick <= bidOf(w.companyId, p.platformId))),
        );
        const spendWithinBids = results.companies.every((r) =>
          r.productAdvertising.every((row) => {
            const rate = index.toBase(1, index.platforms.get(row.platformId)?.marketId ?? '', results.round);
            // A relative 1e-12 allows for the test's own floating-point product.
            return row.spend <= row.clicks * bidOf(r.companyId, row.platformId) * rate * (1 + 1e-12);
          }),
        );
        return pricesWithinBids && spendWithinBids;
      }),
      { numRuns: 60 },
    );
  });
});

describe('the daily ad budget', () => {
  it('is base-currency money: in a THB market it buys as many clicks as it pays for in USD', () => {
    const reserve = auctionOf(global, 'siam-shopmall').reservePrice;
    const priceInBase = indexOf(global).toBase(reserve, 'siam', 1); // one click at the reserve, in US cents
    const dailyBudget = Math.ceil(priceInBase * 40); // US cents: 40 clicks a day, about one click's worth in satang
    const { results } = resolveRound(
      global,
      globalWorld(global),
      { c1: globalDecisions({ recharges: [{ platformId: 'siam-shopmall', amount: 1_000_000 }], adBids: [siamBid(reserve * 2, dailyBudget)] }) },
      'budget#1',
    );
    const [winner] = results.market.platforms.flatMap((p) => p.auctions.flatMap((a) => a.winners));
    expect(winner?.pricePerClick).toBe(reserve);
    const { clicks, spend } = adsOn(results.companies[0]?.productAdvertising, 'siam-shopmall');
    expect(clicks).toBe(global.daysPerRound * Math.floor(dailyBudget / priceInBase));
    expect(spend).toBeLessThanOrEqual(dailyBudget * global.daysPerRound);
    expect(spend).toBeGreaterThan((dailyBudget - priceInBase) * global.daysPerRound);
  });
});

describe('the ad wallet of each platform', () => {
  const bid = (platformId: string) => ({
    platformId,
    segmentId: 'students',
    modelId: 'm',
    costPerClick: auctionOf(starter, platformId).costPerClickMin * 3,
    dailyBudget: 100_000,
  });

  it('pays only the clicks of the platform it was recharged on', () => {
    const { state, results } = starterRound({ recharges: [{ platformId: 'quickbuy', amount: 1_000_000 }], adBids: [bid('shopmall')] });
    const r = results.companies[0];
    expect(adsOn(r?.productAdvertising, 'shopmall')).toEqual({ clicks: 0, spend: 0 });
    expect(r?.incomeStatement.advertising).toBe(0);
    expect(state.companies[0]?.adWallets).toEqual({ quickbuy: 1_000_000 });
    expect(state.companies[0]?.balances.adWallet).toBe(1_000_000);
  });

  it('keeps each platform’s balance, adding up to the ledger’s ad wallet, and reports them', () => {
    const { state, results } = starterRound({
      recharges: [
        { platformId: 'shopmall', amount: 3_000 },
        { platformId: 'quickbuy', amount: 1_000_000 },
      ],
      adBids: [bid('shopmall'), bid('quickbuy')],
    });
    const r = results.companies[0];
    const shopmall = adsOn(r?.productAdvertising, 'shopmall');
    const quickbuy = adsOn(r?.productAdvertising, 'quickbuy');
    expect(shopmall.spend).toBeGreaterThan(2_000);
    expect(shopmall.spend).toBeLessThanOrEqual(3_000);
    expect(quickbuy.spend).toBeGreaterThan(3_000);
    const wallets = { shopmall: 3_000 - shopmall.spend, quickbuy: 1_000_000 - quickbuy.spend };
    expect(state.companies[0]?.adWallets).toEqual(wallets);
    expect(state.companies[0]?.balances.adWallet).toBe(wallets.shopmall + wallets.quickbuy);
    expect(r?.balanceSheet.adWallet).toBe(wallets.shopmall + wallets.quickbuy);
    expect(r?.adWallets).toEqual([
      { platformId: 'shopmall', balance: wallets.shopmall },
      { platformId: 'quickbuy', balance: wallets.quickbuy },
    ]);
  });

  it('gives the balance of a state stored before wallets were kept per platform to the company’s store', () => {
    const first = resolveRound(
      starter,
      starterWorld('ads', 1),
      { c1: launch(4_500, 5_000, { recharges: [{ platformId: 'shopmall', amount: 500_000 }] }) },
      'ads#1',
    );
    const stored = JSON.parse(JSON.stringify(first.state)) as { companies: Record<string, unknown>[] };
    stored.companies.forEach((c) => delete c['adWallets']);
    const parsed = worldStateSchema.parse(stored);
    expect(parsed.companies[0]?.adWallets).toEqual({});
    // The engine service reads stored states without parsing them: the field may be missing too.
    for (const old of [parsed, stored as unknown as WorldState]) {
      const round2 = decide({ listings: [{ platformId: 'shopmall', modelId: 'm', price: 4_500 }], adBids: [bid('shopmall')] });
      const next = resolveRound(starter, old, { c1: round2 }, 'ads#2');
      const spent = adsOn(next.results.companies[0]?.productAdvertising, 'shopmall').spend;
      expect(spent).toBeGreaterThan(0);
      expect(next.state.companies[0]?.adWallets).toEqual({ shopmall: 500_000 - spent });
      expect(next.state.companies[0]?.balances.adWallet).toBe(500_000 - spent);
    }
  });

  it('buys every click a wallet pays for exactly, despite floating-point error (400 satang × 0.028 = 11.2 cents)', () => {
    const exact: Screenplay = {
      ...global,
      markets: global.markets.map((m) => (m.id === 'siam' ? { ...m, exchangeRates: [0.028] } : m)),
      platforms: global.platforms.map((p) => (p.id === 'siam-shopmall' ? { ...p, adAuction: { ...p.adAuction, reservePrice: 400, costPerClickMin: 400 } } : p)),
    };
    const { state, results } = resolveRound(
      exact,
      globalWorld(exact),
      { c1: globalDecisions({ recharges: [{ platformId: 'siam-shopmall', amount: 11_200 }], adBids: [siamBid(1_000, 1_000_000)] }) },
      'exact#1',
    );
    expect(adsOn(results.companies[0]?.productAdvertising, 'siam-shopmall')).toEqual({ clicks: 1_000, spend: 11_200 });
    expect(state.companies[0]?.balances.adWallet).toBe(0);
  });
});
