import { type AreaRegistry, Navigate } from '@simbiz/web-kit';
import { NewsFlashPage } from './news-flash/news-flash-page';
import { IndustryReportPage } from './industry-report/industry-report-page';
import { LoanPage } from './environments/loan-page';
import { WarehousesPage } from './environments/warehouses-page';
import { CurrencyPage } from './environments/currency-page';
import { TaxationPage } from './environments/taxation-page';
import { LogisticsServicePage } from './environments/logistics-service-page';
import { MarketsPage } from './sales-channels/markets-page';
import { InfluencerPage } from './sales-channels/influencer-page';
import { ConsumerDistributionPage } from './consumer/consumer-distribution-page';
import { ConsumerPreferencePage } from './consumer/consumer-preference-page';
import { ValuePropositionPage } from './consumer/value-proposition-page';
import { ProductDescriptionPage } from './product-technology/product-description-page';
import { PromotionChannelsPage } from './promotion-channels/promotion-channels-page';
import { TechnologyTrendsPage } from './product-technology/technology-trends-page';

/** A world whose trade is internal (one currency) has no currency page. */
const INTERNAL_TRADE = 1;

/**
 * The market research area (section 2), declared once: its routes, section links and tabs are
 * derived from here. A new page is one entry in `pages` (and its section, its redirects).
 */
export const MARKET_RESEARCH_PAGES: AreaRegistry = {
  namespace: 'marketResearch',
  base: '/worlds/:worldId/market-research',
  sections: [
    { path: 'news-flash', title: 'newsFlash.title' },
    { path: 'product-technology', title: 'productTechnology.title' },
    { path: 'consumer', title: 'consumer.title' },
    { path: 'promotion-channels', title: 'promotionChannels.title' },
    { path: 'sales-channels', title: 'salesChannels.title' },
    { path: 'environments', title: 'environments.title' },
    { path: 'industry-report', title: 'industryReport.title' },
  ],
  pages: [
    { path: 'news-flash/list', section: 'news-flash', menu: 'marketResearch', element: <NewsFlashPage /> },
    {
      path: 'product-technology/product-description',
      section: 'product-technology',
      tab: 'productDescription',
      title: 'tabs.productDescription',
      element: <ProductDescriptionPage />,
    },
    {
      path: 'product-technology/technology-trends',
      section: 'product-technology',
      tab: 'technologyTrends',
      title: 'tabs.technologyTrends',
      element: <TechnologyTrendsPage />,
    },
    {
      path: 'consumer/consumer-distribution',
      section: 'consumer',
      tab: 'consumerDistribution',
      title: 'tabs.consumerDistribution',
      element: <ConsumerDistributionPage />,
    },
    {
      path: 'consumer/consumer-preference',
      section: 'consumer',
      tab: 'consumerPreference',
      title: 'tabs.consumerPreference',
      element: <ConsumerPreferencePage />,
    },
    { path: 'consumer/value-proposition', section: 'consumer', tab: 'valueProposition', title: 'tabs.valueProposition', element: <ValuePropositionPage /> },
    { path: 'promotion-channels', section: 'promotion-channels', element: <PromotionChannelsPage /> },
    { path: 'sales-channels/markets', section: 'sales-channels', tab: 'markets', title: 'tabs.markets', element: <MarketsPage /> },
    { path: 'sales-channels/influencer', section: 'sales-channels', tab: 'influencer', title: 'tabs.influencer', element: <InfluencerPage /> },
    { path: 'industry-report', section: 'industry-report', element: <IndustryReportPage /> },
    // Only where trade is international (section 2); elsewhere its address leads to taxation, the first tab shown.
    {
      path: 'environments/currency',
      section: 'environments',
      tab: 'currency',
      title: 'tabs.currency',
      shownWhen: (config) => config.tradingType !== INTERNAL_TRADE,
      element: <CurrencyPage />,
    },
    { path: 'environments/taxation', section: 'environments', tab: 'taxation', title: 'tabs.taxation', element: <TaxationPage /> },
    { path: 'environments/loan', section: 'environments', tab: 'loan', title: 'tabs.loan', element: <LoanPage /> },
    { path: 'environments/warehouses', section: 'environments', tab: 'warehouses', title: 'tabs.warehouses', element: <WarehousesPage /> },
    {
      path: 'environments/logistics-service',
      section: 'environments',
      tab: 'logisticsService',
      title: 'tabs.logisticsService',
      element: <LogisticsServicePage />,
    },
  ],
  redirects: [
    { from: '', to: 'news-flash' },
    { from: 'news-flash', to: 'list' },
    { from: 'product-technology', to: 'product-description' },
    { from: 'consumer', to: 'consumer-distribution' },
    { from: 'sales-channels', to: 'markets' },
    { from: 'environments', to: 'currency' },
  ],
  otherwise: <Navigate to="/error-404" replace />,
};
