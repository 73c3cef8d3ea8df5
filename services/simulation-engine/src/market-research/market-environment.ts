import type { MarketEnvironment } from '@simbiz/contracts';
import type { Screenplay } from '@simbiz/engine';

/**
 * The rate the engine converts a market's money at in a round (its round index's `exchangeRate`):
 * the screenplay's rate of that round, the last one repeating once the list runs out.
 */
export function exchangeRateIn(rates: readonly number[], round: number): number {
  return rates[Math.min(round - 1, rates.length - 1)] ?? rates[rates.length - 1] ?? 1;
}

/**
 * What the screenplay fixes of a world's markets and is public, for its `rounds`: each market's
 * currency, income tax and exchange rate per round; each platform's terms and what it sells
 * (ads, traffic, showcases, livestreams, influencers); warehouses' charges; logistics services.
 * The market model's hidden parameters are left out: click-through rates, impression shares,
 * search depth, utility lifts, livestream reach and influencers' visit rates.
 */
export function marketEnvironmentOf(screenplay: Screenplay, rounds: number, publishedThrough = rounds): MarketEnvironment {
  const [home] = screenplay.markets;
  return {
    tradingType: screenplay.tradingType,
    baseCurrency: screenplay.baseCurrency,
    rounds,
    markets: screenplay.markets.map((m) => ({
      id: m.id,
      currency: { code: m.currency.code, symbol: m.currency.symbol, minorDigits: m.currency.minorDigits },
      incomeTaxRate: m.incomeTaxRate,
      exchangeRates: Array.from({ length: Math.max(0, Math.min(rounds, publishedThrough)) }, (_, i) => ({
        round: i + 1,
        rate: exchangeRateIn(m.exchangeRates, i + 1),
      })),
    })),
    platforms: screenplay.platforms.map((p) => ({
      id: p.id,
      marketId: p.marketId,
      openingFee: p.openingFee,
      commissionRate: p.commissionRate,
      settlementDays: p.settlementDays,
      organicReach: p.organicReach,
      adAuction: {
        enabled: p.adAuction.enabled,
        slots: p.adAuction.slots,
        costPerClickMin: p.adAuction.costPerClickMin,
        costPerClickMax: p.adAuction.costPerClickMax,
        reservePrice: p.adAuction.reservePrice,
      },
      trafficPackages: p.trafficPackages.map(({ id, name, price, sessions }) => ({ id, name, price, sessions })),
      // The design's lift as what it does to a listing's odds of being chosen, all else equal (e^lift - 1 in the logit choice).
      showcaseDesigns: p.showcaseDesigns.map(({ id, name, cost, utilityLift }) => ({
        id,
        name,
        cost,
        conversionLift: Math.round((Math.exp(utilityLift) - 1) * 1000) / 1000,
      })),
      merchantLivestream: { costPerHour: p.merchantLivestream.costPerHour, maxHoursPerRound: p.merchantLivestream.maxHoursPerRound },
      influencers: p.influencers.map(({ id, name, fee, commissionRate, followers }) => ({ id, name, fee, commissionRate, followers })),
    })),
    clearanceFraction: screenplay.finance.clearanceFraction,
    warehouses: screenplay.warehouses.map(({ id, rentPerM3, handlingPerUnit }) => ({ id, rentPerM3, handlingPerUnit })),
    logisticsServices: screenplay.logisticsServices.map((l) => ({
      id: l.id,
      name: l.name,
      fromWarehouseId: l.fromWarehouseId,
      to: l.to.kind === 'market' ? { kind: 'market', marketId: l.to.marketId } : { kind: 'warehouse', warehouseId: l.to.warehouseId },
      costPerKg: l.costPerKg,
      costPerM3: l.costPerM3,
      days: l.days,
      billPaymentDays: l.billPaymentDays,
    })),
    tax: { homeMarketId: home?.id ?? '', rate: home?.incomeTaxRate ?? 0 },
  };
}
