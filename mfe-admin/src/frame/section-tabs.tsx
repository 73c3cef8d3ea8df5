import { Tabs, useT } from '@simbiz/ui';
import { useLocation, useNavigate } from '@simbiz/web-kit';
import { ADMIN_PAGES } from '../admin-pages';

/** The tabs of the section the address is in (screenplays: list and import; logs: list and download records), else nothing. */
export function SectionTabs() {
  const { t } = useT('admin');
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const section = ADMIN_PAGES.sections.find((s) => pathname.startsWith(`${ADMIN_PAGES.base}/${s.path}/`));
  if (!section) return null;
  const items = ADMIN_PAGES.pages
    .filter((page) => page.section === section.path && page.tab)
    .map((page) => ({ name: page.tab ?? '', label: t(page.title ?? ''), to: `${ADMIN_PAGES.base}/${page.path}` }));
  const active = items.find((item) => pathname === item.to || pathname.startsWith(`${item.to}/`));
  return (
    <Tabs tabKey={`admin.${section.path}`} items={items} routeName={active?.name} label={t(section.title)} onSelect={(item) => item.to && navigate(item.to)} />
  );
}
