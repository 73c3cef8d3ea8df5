import { Alert, SectionLinks, type TabItem, Tabs, useT } from '@simbiz/ui';
import { NavLink, useLocation, useNavigate, useParams } from '@simbiz/web-kit';
import type { Area } from './use-area';

/** Says why the forms are hidden (section 6): not a team member, not running, bankrupt. */
export function DecisionNote({ area }: { area: Area }) {
  const { t } = useT('operations');
  if (!area.blockedBecause) return null;
  return (
    <div data-testid="decision-note">
      <Alert variant={area.blockedBecause === 'blocked' ? 'warning' : 'info'}>{t(`note.${area.blockedBecause}`)}</Alert>
    </div>
  );
}

/**
 * A tabbed panel whose tabs are routes of the area (section 2): the active tab comes from the
 * address, a click navigates to the tab's route.
 */
export function RouteTabs({ tabKey, items }: { tabKey: string; items: readonly (TabItem & { to: string })[] }) {
  const { t } = useT('operations');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const routeName = items.find((item) => pathname === item.to || pathname.startsWith(`${item.to}/`))?.name;
  return <Tabs tabKey={tabKey} items={items} routeName={routeName} label={t('tabs.label')} onSelect={(item) => item.to && navigate(item.to)} />;
}

const SECTIONS = [
  ['brands', 'brands.title'],
  ['productions', 'productions.title'],
  ['stores', 'stores.title'],
  ['promotions', 'promotions.title'],
  ['finance', 'finance.title'],
] as const;

/** The area's sections, above every page of it. */
export function SectionNav() {
  const { t } = useT('operations');
  const { worldId = '' } = useParams();
  return (
    <SectionLinks aria-label={t('title')}>
      {SECTIONS.map(([path, label]) => (
        <NavLink key={path} to={`/worlds/${worldId}/operating/${path}`}>
          {t(label)}
        </NavLink>
      ))}
    </SectionLinks>
  );
}
