import { type AreaRegistry, Navigate } from '@simbiz/web-kit';
import { NewsFlashPage } from './news-flash/news-flash-page';
import { LoanPage } from './environments/loan-page';
import { WarehousesPage } from './environments/warehouses-page';
import { ConsumerDistributionPage } from './consumer/consumer-distribution-page';
import { ConsumerPreferencePage } from './consumer/consumer-preference-page';
import { ValuePropositionPage } from './consumer/value-proposition-page';
import { ProductDescriptionPage } from './product-technology/product-description-page';
import { PromotionChannelsPage } from './promotion-channels/promotion-channels-page';
import { TechnologyTrendsPage } from './product-technology/technology-trends-page';

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
    { path: 'environments', title: 'environments.title' },
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
    { path: 'environments/loan', section: 'environments', tab: 'loan', title: 'tabs.loan', element: <LoanPage /> },
    { path: 'environments/warehouses', section: 'environments', tab: 'warehouses', title: 'tabs.warehouses', element: <WarehousesPage /> },
  ],
  redirects: [
    { from: '', to: 'news-flash' },
    { from: 'news-flash', to: 'list' },
    { from: 'product-technology', to: 'product-description' },
    { from: 'consumer', to: 'consumer-distribution' },
    { from: 'environments', to: 'loan' },
  ],
  otherwise: <Navigate to="/error-404" replace />,
};
