import { SectionLinks, Tabs, useT } from '@simbiz/ui';
import type { ReactNode } from 'react';
import { Navigate, NavLink, Route, Routes, useLocation, useNavigate, useParams } from './router';
import type { WorldMenuItem } from './world-context';

/** A page of an area, declared once: its address, its title, its section, what it shows. */
export interface AreaPage {
  /** Under the area's base ('' is the base itself), e.g. 'stores/platform/products'. */
  path: string;
  /** Key of the page's title (its tab's label) in the area's namespace. */
  title?: string;
  /** The section it belongs to, and its name as a tab of that section (section 2's route name). */
  section?: string;
  tab?: string;
  /** The world menu entry that leads here; who sees the entry is `worldMenuVisibility`'s rule. */
  menu?: WorldMenuItem;
  element: ReactNode;
}

/** A section of an area: a link above every page of it, and the tabs of its pages. */
export interface AreaSection {
  path: string;
  title: string;
}

/** Everything the area's routes, section links and tabs are derived from. */
export interface AreaRegistry {
  /** The area's i18n namespace. */
  namespace: string;
  /** The route of the area's base, e.g. '/worlds/:worldId/operating' ('' for top-level paths). */
  base: string;
  sections: readonly AreaSection[];
  pages: readonly AreaPage[];
  /** Paths under the base that lead elsewhere, `to` relative to `from` (section 2's redirects). */
  redirects: readonly { from: string; to: string }[];
  /** What any other address shows. */
  otherwise: ReactNode;
}

/** The full route of a path of the area. */
export function areaRoute(registry: Pick<AreaRegistry, 'base'>, path: string): string {
  if (!registry.base) return path;
  return path ? `${registry.base}/${path}` : registry.base;
}

/** The area's routes: its redirects, its pages and what any other address shows. */
export function AreaRoutes({ registry }: { registry: AreaRegistry }) {
  return (
    <Routes>
      {registry.redirects.map(({ from, to }) => (
        <Route key={`redirect:${from}`} path={areaRoute(registry, from)} element={<Navigate to={to} replace />} />
      ))}
      {registry.pages.map((page) => (
        <Route key={page.path} path={areaRoute(registry, page.path)} element={page.element} />
      ))}
      <Route path="*" element={registry.otherwise} />
    </Routes>
  );
}

/** The concrete base of the area for the world of the address. */
function useAreaBase(registry: AreaRegistry): string {
  const params = useParams();
  return registry.base.replace(/:(\w+)/g, (_, name: string) => params[name] ?? '');
}

/** The area's sections, as links. */
export function AreaSectionLinks({ registry }: { registry: AreaRegistry }) {
  const { t } = useT(registry.namespace);
  const base = useAreaBase(registry);
  return (
    <SectionLinks aria-label={t('title')}>
      {registry.sections.map((section) => (
        <NavLink key={section.path} to={`${base}/${section.path}`}>
          {t(section.title)}
        </NavLink>
      ))}
    </SectionLinks>
  );
}

/**
 * The tabs of a section (section 2): one per page of the section with a tab name; the active tab
 * comes from the address, a click navigates to the tab's page.
 */
export function AreaSectionTabs({ registry, section, tabKey }: { registry: AreaRegistry; section: string; tabKey: string }) {
  const { t } = useT(registry.namespace);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const base = useAreaBase(registry);
  const items = registry.pages
    .filter((page) => page.section === section && page.tab)
    .map((page) => ({ name: page.tab ?? '', label: t(page.title ?? ''), to: `${base}/${page.path}` }));
  const routeName = items.find((item) => pathname === item.to || pathname.startsWith(`${item.to}/`))?.name;
  return <Tabs tabKey={tabKey} items={items} routeName={routeName} label={t('tabs.label')} onSelect={(item) => item.to && navigate(item.to)} />;
}
