import { media, useSmallScreen, useT } from '@simbiz/ui';
import { NavLink, useLocation } from '@simbiz/web-kit';
import { type ReactNode, useEffect, useRef } from 'react';
import styled from 'styled-components';
import { CONSOLE_MENU, menuItemOf } from './menu-items';
import { SectionTabs } from './section-tabs';

/** minmax(0, 1fr): a wide table scrolls inside its own box instead of widening the page on a phone. */
const Layout = styled.div`
  display: grid;
  grid-template-columns: 12.5rem minmax(0, 1fr);
  gap: 1.5rem;
  align-items: start;
  ${media.belowSm} {
    grid-template-columns: minmax(0, 1fr);
    gap: 0.75rem;
  }
`;

/** A column on a wide screen; on a phone a strip that scrolls sideways on its own. */
const Menu = styled.nav`
  position: sticky;
  top: 1rem;
  display: flex;
  flex-direction: column;
  gap: 0.15rem;
  p {
    margin: 0 0 0.5rem 0.7rem;
    font-size: 0.8rem;
    font-weight: 700;
    letter-spacing: 0.04em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.textMuted};
  }
  a {
    padding: 0.5rem 0.75rem;
    border-radius: 6px;
    color: ${({ theme }) => theme.text};
    text-decoration: none;
  }
  a.active {
    background: ${({ theme }) => theme.variants.primary.soft};
    color: ${({ theme }) => theme.variants.primary.softText};
    font-weight: 700;
  }
  a:hover {
    background: ${({ theme }) => theme.variants.tertiary.soft};
  }
  a:focus-visible {
    outline: 2px solid ${({ theme }) => theme.focus};
    outline-offset: 1px;
  }
  ${media.belowSm} {
    position: static;
    flex-direction: row;
    gap: 0.25rem;
    overflow-x: auto;
    padding-bottom: 0.4rem;
    border-bottom: 1px solid ${({ theme }) => theme.border};
    scrollbar-width: thin;
    p {
      display: none;
    }
    a {
      flex: none;
      white-space: nowrap;
      padding: 0.45rem 0.7rem;
    }
  }
`;

/**
 * Around every page of the console: its menu (a column, or a sideways strip on a phone), the tabs
 * of the screenplays and logs sections, and the browser tab's title naming the page.
 */
export function ConsoleFrame({ children }: { children: ReactNode }) {
  const { t } = useT('admin');
  const { pathname } = useLocation();
  const small = useSmallScreen();
  const menu = useRef<HTMLElement>(null);
  const item = menuItemOf(pathname);
  const title = `${item ? `${t(`menu.${item}`)} · ` : ''}${t('menu.title')}`;

  useEffect(() => {
    const before = document.title;
    document.title = title;
    return () => {
      document.title = before;
    };
  }, [title]);

  // On a phone the strip shows the page's own entry, even when it is far along.
  useEffect(() => {
    if (small) menu.current?.querySelector<HTMLElement>('a.active')?.scrollIntoView?.({ block: 'nearest', inline: 'center' });
  }, [small, item]);

  return (
    <Layout>
      <Menu ref={menu} aria-label={t('menu.label')} data-testid="console-menu">
        <p aria-hidden="true">{t('menu.title')}</p>
        {CONSOLE_MENU.map((entry) => (
          <NavLink key={entry} to={`/admin/${entry}`}>
            {t(`menu.${entry}`)}
          </NavLink>
        ))}
      </Menu>
      <div>
        <SectionTabs />
        {children}
      </div>
    </Layout>
  );
}
