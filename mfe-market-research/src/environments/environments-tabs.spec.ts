import { type AreaWorldConfig, pageLanding, sectionTabPages } from '@simbiz/web-kit';
import { MARKET_RESEARCH_PAGES } from '../market-research-pages';

const config = (tradingType: 1 | 2): AreaWorldConfig => ({ tradingType, rounds: 8, daysPerRound: 30, baseCurrency: 'USD' });
const tabs = (section: string, tradingType: 1 | 2) => sectionTabPages(MARKET_RESEARCH_PAGES, section, config(tradingType)).map((p) => p.tab);
const page = (path: string) => {
  const found = MARKET_RESEARCH_PAGES.pages.find((p) => p.path === path);
  if (!found) throw new Error(`no page ${path}`);
  return found;
};

describe('the environment and sales channels tabs (section 2)', () => {
  it('lists the environment in the specification’s order, currency only where trade is international', () => {
    expect(tabs('environments', 2)).toEqual(['currency', 'taxation', 'loan', 'warehouses', 'logisticsService']);
    expect(tabs('environments', 1)).toEqual(['taxation', 'loan', 'warehouses', 'logisticsService']);
    expect(tabs('sales-channels', 1)).toEqual(['markets', 'influencer']);
  });

  it('opens the environment on currency in an international world, and leads the currency address to taxation in an internal one', () => {
    const redirect = MARKET_RESEARCH_PAGES.redirects.find((r) => r.from === 'environments');
    expect(redirect?.to).toBe('currency');
    expect(pageLanding(MARKET_RESEARCH_PAGES, page('environments/currency'), config(2))).toBe('environments/currency');
    expect(pageLanding(MARKET_RESEARCH_PAGES, page('environments/currency'), config(1))).toBe('environments/taxation');
  });

  it('opens the sales channels on the e-commerce markets', () => {
    expect(MARKET_RESEARCH_PAGES.redirects.find((r) => r.from === 'sales-channels')?.to).toBe('markets');
  });
});
