import { type AreaRegistry, Navigate } from '@simbiz/web-kit';
import { NewsFlashPage } from './news-flash/news-flash-page';
import { ProductDescriptionPage } from './product-technology/product-description-page';

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
  ],
  redirects: [
    { from: '', to: 'news-flash' },
    { from: 'news-flash', to: 'list' },
    { from: 'product-technology', to: 'product-description' },
  ],
  otherwise: <Navigate to="/error-404" replace />,
};
