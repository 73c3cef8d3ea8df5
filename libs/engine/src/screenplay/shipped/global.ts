import type { Localized } from '../localized';
import type { ScreenplayInput } from '../screenplay.schema';
import { backpackCatalogue } from './backpacks';
import { starterScreenplay } from './starter';
import { t } from './text';

type Segment = ScreenplayInput['segments'][number];
type Platform = ScreenplayInput['platforms'][number];

interface MarketPlan {
  id: string;
  name: Localized;
  currency: { code: string; symbol: string; minorDigits: number };
  /** USD per unit of this currency, per round. */
  exchangeRates: number[];
  /** Local prices relative to the home market after conversion (purchasing power). */
  priceLevel: number;
  sizeFactor: number;
  /**
   * Segment sizes relative to the home market's mix, by starter segment id (1 when absent): premium outdoor gear is a
   * far smaller share of spending where incomes are lower, students a larger one (docs/engine.md, calibration).
   */
  mix: Record<string, number>;
  taxRate: number;
}

const MARKETS: MarketPlan[] = [
  {
    id: 'home',
    name: t('Home market', '本土市场', 'ตลาดในประเทศ'),
    currency: { code: 'USD', symbol: '$', minorDigits: 2 },
    exchangeRates: [1],
    priceLevel: 1,
    sizeFactor: 1,
    mix: {},
    taxRate: 0.21,
  },
  {
    id: 'sino',
    name: t('China', '中国', 'จีน'),
    currency: { code: 'CNY', symbol: '¥', minorDigits: 2 },
    exchangeRates: [0.14, 0.141, 0.139, 0.142, 0.14, 0.138, 0.141, 0.14],
    priceLevel: 0.75,
    sizeFactor: 2.5,
    mix: { students: 1.2, adventurers: 0.35 },
    taxRate: 0.25,
  },
  {
    id: 'siam',
    name: t('Thailand', '泰国', 'ประเทศไทย'),
    currency: { code: 'THB', symbol: '฿', minorDigits: 2 },
    exchangeRates: [0.028, 0.0282, 0.0279, 0.0281, 0.0283, 0.028, 0.0278, 0.0281],
    priceLevel: 0.6,
    sizeFactor: 0.8,
    mix: { students: 1.2, adventurers: 0.35 },
    taxRate: 0.2,
  },
];

const families: Segment = {
  id: 'families',
  name: t('Families', '家庭出游', 'ครอบครัว'),
  description: t('Pack for the whole family on holiday.', '全家度假需要大容量背包。', 'จัดกระเป๋าให้ทั้งครอบครัวไปเที่ยว'),
  marketId: 'home',
  categoryId: 'backpack',
  size: 420_000,
  growthPerRound: 0.02,
  demandVolatility: 0.1,
  visitsPerDay: 0.04,
  referencePrice: 10_000,
  priceSensitivity: 2.6,
  attributeIdeals: [
    { attributeId: 'capacity', ideal: 7, driftPerRound: 0.2, weight: 0.3 },
    { attributeId: 'wheels', ideal: 3, driftPerRound: 0.15, weight: 0.25 },
  ],
  valuePropositionWeights: { value: 0.6, durable: 0.5 },
  platformShares: { shopmall: 0.6, quickbuy: 0.4 },
  mediaReach: { social: 1.0, outdoor: 1.4, search: 1.2 },
  loyalty: 0.3,
  outsideUtility: 3.2,
};

/** Segments that buy a backpack as an everyday item: they compare less and buy more readily than trekkers and families. */
const EVERYDAY = new Set(['students', 'commuters']);

const local = (m: MarketPlan) => (id: string) => `${m.id}-${id}`;
const named = (name: Localized, m: MarketPlan): Localized => ({
  en: `${name.en} (${m.name.en})`,
  'zh-Hans': `${name['zh-Hans']}（${m.name['zh-Hans']}）`,
  th: `${name.th} (${m.name.th})`,
});
/** A home price in US cents, as minor units of the market's currency. */
const price = (m: MarketPlan, cents: number) => Math.round((cents * m.priceLevel) / (m.exchangeRates[0] ?? 1));
const keyed = <V>(record: Record<string, V>, id: (k: string) => string) => Object.fromEntries(Object.entries(record).map(([k, v]) => [id(k), v]));

function segmentsOf(m: MarketPlan): Segment[] {
  const id = local(m);
  return [...starterScreenplay.segments, families].map((s) => ({
    ...s,
    id: id(s.id),
    name: named(s.name, m),
    marketId: m.id,
    // Half the starter's shoppers per market: three markets and four segments are a prize of about 2.9 starters for a
    // company with 2.5 times the capital. The market's mix shifts sizes further: where incomes are lower, fewer shoppers
    // pay for premium trekking gear and more are students. Shoppers visit less often than the starter's and buy more
    // readily when they do (docs/engine.md, calibration: conversion 2-4% of sessions), everyday buyers most readily.
    size: Math.round(s.size * m.sizeFactor * (m.mix[s.id] ?? 1) * 0.5),
    visitsPerDay: s.visitsPerDay * 0.7,
    outsideUtility: s.outsideUtility - 0.55 - (EVERYDAY.has(s.id) ? 0.6 : 0),
    referencePrice: price(m, s.referencePrice),
    platformShares: keyed(s.platformShares, id),
    mediaReach: keyed(s.mediaReach, id),
  }));
}

function platformsOf(m: MarketPlan): Platform[] {
  const id = local(m);
  return starterScreenplay.platforms.map((p) => ({
    ...p,
    id: id(p.id),
    name: named(p.name, m),
    marketId: m.id,
    openingFee: price(m, p.openingFee),
    adAuction: {
      ...p.adAuction,
      reservePrice: price(m, p.adAuction.reservePrice),
      costPerClickMin: price(m, p.adAuction.costPerClickMin),
      costPerClickMax: price(m, p.adAuction.costPerClickMax),
    },
    trafficPackages: p.trafficPackages.map((tp) => ({ ...tp, price: price(m, tp.price) })),
    showcaseDesigns: p.showcaseDesigns.map((d) => ({ ...d, cost: price(m, d.cost) })),
    merchantLivestream: { ...p.merchantLivestream, costPerHour: price(m, p.merchantLivestream.costPerHour) },
    influencers: p.influencers.map((inf) => ({ ...inf, fee: price(m, inf.fee), followers: keyed(inf.followers, id) })),
  }));
}

/** The benchmark's reference: three markets with their currencies, 12 segments, 6 platforms, 8 rounds. */
export const globalScreenplay: ScreenplayInput = {
  schemaVersion: 1,
  id: 'global',
  name: t('Backpacks: going global', '背包：走向全球', 'กระเป๋าเป้: ก้าวสู่ตลาดโลก'),
  description: t(
    'Compete in three markets with their own currencies, shoppers and platforms.',
    '在三个拥有各自货币、消费者与平台的市场中竞争。',
    'แข่งขันในสามตลาดที่มีสกุลเงิน ผู้ซื้อ และแพลตฟอร์มของตนเอง',
  ),
  rounds: 8,
  daysPerRound: 30,
  tradingType: 2,
  baseCurrency: 'USD',
  ...backpackCatalogue,
  markets: MARKETS.map((m) => ({ id: m.id, name: m.name, currency: m.currency, exchangeRates: m.exchangeRates, incomeTaxRate: m.taxRate })),
  segments: MARKETS.flatMap(segmentsOf),
  platforms: MARKETS.flatMap(platformsOf),
  promotionChannels: MARKETS.flatMap((m) =>
    starterScreenplay.promotionChannels.map((c) => ({ ...c, id: local(m)(c.id), name: named(c.name, m), marketId: m.id })),
  ),
  warehouses: MARKETS.flatMap((m) => starterScreenplay.warehouses.map((w) => ({ ...w, id: local(m)(w.id), name: named(w.name, m), marketId: m.id }))),
  logisticsServices: [
    ...MARKETS.flatMap((m) =>
      starterScreenplay.logisticsServices.map((l) => ({
        ...l,
        id: local(m)(l.id),
        name: named(l.name, m),
        fromWarehouseId: local(m)(l.fromWarehouseId),
        to: l.to.kind === 'market' ? { kind: 'market' as const, marketId: m.id } : { kind: 'warehouse' as const, warehouseId: local(m)(l.to.warehouseId) },
      })),
    ),
    ...['sino', 'siam'].map((to) => ({
      id: `export-${to}`,
      name: t(
        `Export freight to ${to === 'sino' ? 'China' : 'Thailand'}`,
        `出口货运至${to === 'sino' ? '中国' : '泰国'}`,
        `ขนส่งส่งออกไป${to === 'sino' ? 'จีน' : 'ไทย'}`,
      ),
      fromWarehouseId: 'home-central',
      to: { kind: 'warehouse' as const, warehouseId: `${to}-central` },
      costPerKg: 60,
      costPerM3: 2_500,
      days: 12,
      billPaymentDays: 45,
    })),
  ],
  finance: {
    ...starterScreenplay.finance,
    initialCapital: 150_000_000,
    smeLoan: { ...starterScreenplay.finance.smeLoan, maxAmount: 80_000_000 },
    // Three markets need a larger head office than one: $140,000 a round plus 4% of revenue.
    overheads: { fixedPerRound: 14_000_000, shareOfRevenue: 0.04 },
  },
  news: [
    ...starterScreenplay.news.map((n) => ({
      ...n,
      effects: (n.effects ?? []).map((e) => ({ ...e, segmentId: `home-${e.segmentId}` })),
    })),
    {
      round: 6,
      title: t('Festival shopping in China', '中国购物节', 'เทศกาลช้อปปิ้งในจีน'),
      body: t('Singles Day brings a rush of shoppers.', '双十一带来大批消费者。', 'วันคนโสดดึงผู้ซื้อจำนวนมาก'),
      effects: [
        { kind: 'segmentSize', segmentId: 'sino-students', factor: 1.4 },
        { kind: 'segmentSize', segmentId: 'sino-commuters', factor: 1.3 },
      ],
    },
  ],
};
