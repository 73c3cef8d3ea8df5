/** Texts of the market research area (mfe-market-research). */
export const marketResearch = {
  loading: 'Loading…',
  title: 'Market research',
  newsFlash: {
    title: 'News flash',
    intro: 'What happened in the market, up to round {round}: news changes how many shoppers come and how much price matters to them.',
    notStarted: 'The simulation has not started yet: the first news arrives with round 1.',
    none: 'No news so far.',
    round: 'Round {round}',
  },
};

type Strings<T> = { [K in keyof T]: T[K] extends string ? string : Strings<T[K]> };
export type MarketResearchCatalog = Strings<typeof marketResearch>;
