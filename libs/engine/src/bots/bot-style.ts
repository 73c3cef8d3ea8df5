/** How a computer-run company plays: what it charges, builds and spends, relative to the market. */
export const BOT_STYLES = ['budget', 'balanced', 'premium'] as const;
export type BotStyle = (typeof BOT_STYLES)[number];

export interface StyleSettings {
  /** Price as a multiple of the segment's reference price. */
  priceFactor: number;
  /** Grade relative to the segment's ideal: -1 below, 0 at, +1 above (capped by research). */
  gradeOffset: number;
  /** Shares of cash put into R&D, company promotion and ad auctions each round. */
  rndShare: number;
  promotionShare: number;
  adShare: number;
  /** Multiple of the cost-per-click floor it bids. */
  bidFactor: number;
  /** Stock it aims to hold, in rounds of expected sales. */
  stockCover: number;
  paidShowcase: boolean;
  livestreamHours: number;
  /** Share of the stock at a warehouse moved each round to one of its market that delivers faster (bot-stock.ts). */
  forwardShare: number;
}

export const STYLE_SETTINGS: Record<BotStyle, StyleSettings> = {
  budget: {
    priceFactor: 0.82,
    gradeOffset: -1,
    rndShare: 0.01,
    promotionShare: 0.01,
    adShare: 0.005,
    bidFactor: 1.2,
    stockCover: 1.4,
    paidShowcase: false,
    livestreamHours: 0,
    forwardShare: 0,
  },
  balanced: {
    priceFactor: 1.0,
    gradeOffset: 0,
    rndShare: 0.03,
    promotionShare: 0.025,
    adShare: 0.01,
    bidFactor: 1.6,
    stockCover: 1.5,
    paidShowcase: true,
    livestreamHours: 10,
    forwardShare: 0,
  },
  premium: {
    priceFactor: 1.25,
    gradeOffset: 1,
    rndShare: 0.1,
    promotionShare: 0.04,
    adShare: 0.015,
    bidFactor: 2.5,
    stockCover: 1.5,
    paidShowcase: true,
    livestreamHours: 20,
    forwardShare: 0.25,
  },
};
