import { marketEnvironmentSchema } from '@simbiz/contracts';
import { initialState, resolveRound, type Screenplay, SHIPPED_SCREENPLAYS } from '@simbiz/engine';
import { marketEnvironmentOf } from './market-environment';

const { starter, global } = SHIPPED_SCREENPLAYS;

/** The rate of each market in each round as the engine itself converted it (its results' environment). */
function ratesTheEngineUsed(screenplay: Screenplay): Record<string, number>[] {
  let state = initialState(screenplay, [], 'environment');
  const out: Record<string, number>[] = [];
  for (let round = 1; round <= screenplay.rounds; round++) {
    const outcome = resolveRound(screenplay, state, {}, `environment#${round}`);
    out.push(outcome.results.market.environment.exchangeRates);
    state = outcome.state;
  }
  return out;
}

describe('the market environment', () => {
  it('gives an internal-trade world its one market, in the base currency, at its tax rate', () => {
    const answer = marketEnvironmentOf(starter, starter.rounds);
    expect(marketEnvironmentSchema.parse(answer)).toEqual(answer);
    expect(answer).toMatchObject({ tradingType: 1, baseCurrency: 'USD', rounds: starter.rounds });
    expect(answer.markets).toHaveLength(1);
    expect(answer.markets[0]?.currency.code).toBe('USD');
    expect(answer.tax).toEqual({ homeMarketId: starter.markets[0]?.id, rate: starter.markets[0]?.incomeTaxRate });
  });

  it('gives every market of an international world its currency and the rate the engine converts at, round by round', () => {
    const answer = marketEnvironmentOf(global, global.rounds);
    expect(answer.tradingType).toBe(2);
    expect(new Set(answer.markets.map((m) => m.currency.code)).size).toBeGreaterThan(1);
    const used = ratesTheEngineUsed(global);
    for (const market of answer.markets) {
      expect(market.exchangeRates.map((r) => r.round)).toEqual(used.map((_, i) => i + 1));
      expect(market.exchangeRates.map((r) => r.rate)).toEqual(used.map((rates) => rates[market.id]));
    }
  });

  it('tells each showcase design’s lift as what it does to a listing’s odds of being chosen (e^lift - 1), not the utility itself', () => {
    const answer = marketEnvironmentOf(starter, starter.rounds);
    starter.platforms.forEach((platform, i) => {
      const designs = answer.platforms[i]?.showcaseDesigns ?? [];
      expect(designs.map((d) => d.id)).toEqual(platform.showcaseDesigns.map((d) => d.id));
      platform.showcaseDesigns.forEach((d, j) => expect(designs[j]?.conversionLift).toBeCloseTo(Math.exp(d.utilityLift) - 1, 3));
      for (const d of designs) expect(d).not.toHaveProperty('utilityLift');
    });
  });

  it('repeats a market’s last rate in rounds the screenplay gives none for, as the engine does', () => {
    const short: Screenplay = { ...global, markets: global.markets.map((m) => ({ ...m, exchangeRates: m.exchangeRates.slice(0, 3) })) };
    const used = ratesTheEngineUsed(short);
    const answer = marketEnvironmentOf(short, short.rounds);
    for (const market of answer.markets) expect(market.exchangeRates.map((r) => r.rate)).toEqual(used.map((rates) => rates[market.id]));
    const cny = answer.markets.find((m) => m.currency.code === 'CNY');
    expect(cny?.exchangeRates.at(-1)?.rate).toBe(cny?.exchangeRates[2]?.rate);
    // A world may run more rounds than its screenplay: the rates run on to its last round.
    expect(marketEnvironmentOf(short, 12).markets[0]?.exchangeRates).toHaveLength(12);
  });

  it('gives each platform its public terms and offers, and none of the market model’s hidden parameters', () => {
    const answer = marketEnvironmentOf(global, global.rounds);
    expect(answer.platforms.map((p) => p.id)).toEqual(global.platforms.map((p) => p.id));
    const [first] = global.platforms;
    const platform = answer.platforms[0];
    expect(platform).toMatchObject({
      marketId: first?.marketId,
      openingFee: first?.openingFee,
      commissionRate: first?.commissionRate,
      settlementDays: first?.settlementDays,
      organicReach: first?.organicReach,
      adAuction: { enabled: first?.adAuction.enabled, costPerClickMin: first?.adAuction.costPerClickMin, costPerClickMax: first?.adAuction.costPerClickMax },
    });
    expect(platform?.influencers.map((i) => i.name)).toEqual(first?.influencers.map((i) => i.name));
    const text = JSON.stringify(answer);
    for (const hidden of ['utilityLift', 'visitRate', 'reachPerHour', 'clickThroughRates', 'impressionShare', 'searchResults', 'ideal']) {
      expect(text).not.toContain(hidden);
    }
  });

  it('gives warehouses’ charges and every logistics service with where it goes, what it costs and when its bill is paid', () => {
    const answer = marketEnvironmentOf(global, global.rounds);
    expect(answer.warehouses).toEqual(global.warehouses.map(({ id, rentPerM3, handlingPerUnit }) => ({ id, rentPerM3, handlingPerUnit })));
    expect(answer.logisticsServices).toEqual(
      global.logisticsServices.map(({ id, name, fromWarehouseId, to, costPerKg, costPerM3, days, billPaymentDays }) => ({
        id,
        name,
        fromWarehouseId,
        to,
        costPerKg,
        costPerM3,
        days,
        billPaymentDays,
      })),
    );
  });

  it('publishes the rates up to the round being decided only, none before the start', () => {
    expect(marketEnvironmentOf(global, global.rounds, 3).markets.map((m) => m.exchangeRates.map((r) => r.round))).toEqual(global.markets.map(() => [1, 2, 3]));
    expect(marketEnvironmentOf(global, global.rounds, 0).markets.every((m) => m.exchangeRates.length === 0)).toBe(true);
  });
});
