import { Spinner, useT } from '@simbiz/ui';
import type { BaikeArticleId } from '@simbiz/web-kit/src/baike-link';
import { PageTitle } from '@simbiz/web-kit/src/help-link';
import { AreaWarnings, DecisionNote, RouteTabs } from '../common/area-parts';
import { useArea } from '../common/use-area';
import { CompanyPromotionsTab } from './company-promotions-tab';
import { ProductPromotionsTab } from './product-promotions-tab';

export type PromotionsTab = 'company' | 'product';

/**
 * The engine's warnings each tab shows (what it cut or dropped of the tab's decisions; it drops no
 * product promotion: a discount on a listing it drops goes with it, and the stores page says so),
 * and the Simspedia article it explains.
 */
const TAB_WARNINGS: Record<PromotionsTab, readonly string[]> = {
  company: ['companyPromotions', 'adBids', 'recharges'],
  product: [],
};
const TAB_HELP: Record<PromotionsTab, BaikeArticleId> = { company: 'companyPromotions', product: 'stores' };

/**
 * Promotions (section 2, operating/promotions): company promotions (promotions.company, a brand on
 * a channel with a budget) and product promotions (promotions.product, a discount on a store
 * product), one tab each.
 */
export function PromotionsPage({ tab }: { tab: PromotionsTab }) {
  const { t } = useT('operations');
  const area = useArea();
  if (!area) return <Spinner label={t('loading')} />;
  return (
    <div>
      <PageTitle help={TAB_HELP[tab]}>{t('promotions.title')}</PageTitle>
      <DecisionNote area={area} />
      {TAB_WARNINGS[tab].length > 0 ? <AreaWarnings area={area} areas={TAB_WARNINGS[tab]} /> : null}
      <RouteTabs section="promotions" />
      {tab === 'company' ? <CompanyPromotionsTab area={area} /> : <ProductPromotionsTab area={area} />}
    </div>
  );
}
