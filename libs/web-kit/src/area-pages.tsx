import { SectionLinks, Tabs, useT } from '@simbiz/ui';
import { createContext, type ReactNode, useContext } from 'react';
import { Navigate, NavLink, Route, Routes, useLocation, useNavigate, useParams } from './router';
import type { WorldMenuItem } from './world-context';
import type { WorldResources } from './world-resources';

/** What a page's `shownWhen` reads: the world's config, from its resources (section 7). */
export type AreaWorldConfig = WorldResources['config'];

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
  /**
   * Shown only in worlds whose config passes (section 2: currency only where trade is
   * international). Elsewhere its tab is left out and its address, and a redirect to it, lead to
   * the first shown tab of its section (the area's `otherwise` when none is).
   */
  shownWhen?: (config: AreaWorldConfig) => boolean;
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

/** Whether a page is shown in the world: always without a rule; with one, as the world's config says (null until it is in). */
export function pageShown(page: Pick<AreaPage, 'shownWhen'>, config: AreaWorldConfig | null): boolean | null {
  if (!page.shownWhen) return true;
  return config ? page.shownWhen(config) : null;
}

/** The pages of a section that are its tabs in the world, in the registry's order. */
export function sectionTabPages(registry: Pick<AreaRegistry, 'pages'>, section: string, config: AreaWorldConfig | null): AreaPage[] {
  return registry.pages.filter((page) => page.section === section && page.tab && pageShown(page, config) === true);
}

/**
 * Where a page's address leads in the world: the page where it is shown; where it is hidden, the
 * first tab of its section that is shown (null when none is: the area's `otherwise`); undefined
 * until the world's config is in.
 */
export function pageLanding(registry: Pick<AreaRegistry, 'pages'>, page: AreaPage, config: AreaWorldConfig | null): string | null | undefined {
  const shown = pageShown(page, config);
  if (shown === null) return undefined;
  if (shown) return page.path;
  return page.section === undefined ? null : (sectionTabPages(registry, page.section, config)[0]?.path ?? null);
}

/** The world's config for the tabs of the area's pages (null until it is in, or when the area passes none). */
const AreaConfigContext = createContext<AreaWorldConfig | null>(null);

/** A page with a rule: itself where shown, else where its address leads; nothing until the world's config is in. */
function PageInWorld({ registry, page, config, redirect }: { registry: AreaRegistry; page: AreaPage; config: AreaWorldConfig | null; redirect: boolean }) {
  const base = useAreaBase(registry);
  const landing = pageLanding(registry, page, config);
  if (landing === undefined) return null;
  if (landing === null) return <>{registry.otherwise}</>;
  if (landing === page.path && !redirect) return <>{page.element}</>;
  return <Navigate to={`${base}/${landing}`} replace />;
}

/**
 * The area's routes: its redirects, its pages and what any other address shows. `config` is the
 * world's config, which pages with a `shownWhen` rule (their routes and tabs) need; an area with
 * no such page may leave it out.
 */
export function AreaRoutes({ registry, config = null }: { registry: AreaRegistry; config?: AreaWorldConfig | null }) {
  const ruled = (path: string) => registry.pages.find((page) => page.path === path && page.shownWhen);
  return (
    <AreaConfigContext.Provider value={config}>
      <Routes>
        {registry.redirects.map(({ from, to }) => {
          const target = ruled(from ? `${from}/${to}` : to);
          const element = target ? <PageInWorld registry={registry} page={target} config={config} redirect /> : <Navigate to={to} replace />;
          return <Route key={`redirect:${from}`} path={areaRoute(registry, from)} element={element} />;
        })}
        {registry.pages.map((page) => (
          <Route
            key={page.path}
            path={areaRoute(registry, page.path)}
            element={page.shownWhen ? <PageInWorld registry={registry} page={page} config={config} redirect={false} /> : page.element}
          />
        ))}
        <Route path="*" element={registry.otherwise} />
      </Routes>
    </AreaConfigContext.Provider>
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
 * The tabs of a section (section 2): one per page of the section with a tab name that is shown in
 * the world (see `shownWhen`); the active tab comes from the address, a click navigates to the
 * tab's page.
 */
export function AreaSectionTabs({ registry, section, tabKey }: { registry: AreaRegistry; section: string; tabKey: string }) {
  const { t } = useT(registry.namespace);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const base = useAreaBase(registry);
  const config = useContext(AreaConfigContext);
  const items = sectionTabPages(registry, section, config).map((page) => ({ name: page.tab ?? '', label: t(page.title ?? ''), to: `${base}/${page.path}` }));
  const routeName = items.find((item) => pathname === item.to || pathname.startsWith(`${item.to}/`))?.name;
  return <Tabs tabKey={tabKey} items={items} routeName={routeName} label={t('tabs.label')} onSelect={(item) => item.to && navigate(item.to)} />;
}
