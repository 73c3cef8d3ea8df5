import { Avatar, useSmallScreen, useT } from '@simbiz/ui';
import { accountCenterTarget, Link, loginAddress, logoutAddress, topNavigation, useLocation, useProfile, useShell } from '@simbiz/web-kit';
import { useState } from 'react';
import { LanguageSwitch } from './language-switch';
import { NAV_TARGETS } from './nav-items';
import { Bar, Brand, Links, MenuToggle, MobileMenu, NavLinkStyle, Tools } from './nav-styles';
import { ThemeSwitch } from './theme-switch';

/** Top navigation (sections 1 and 2); below the sm breakpoint its items fold into a menu. */
export function TopNav() {
  const { settings } = useShell();
  const profile = useProfile();
  const { t } = useT('shell');
  const location = useLocation();
  const small = useSmallScreen();
  const [menuOpen, setMenuOpen] = useState(false);
  const here = `${location.pathname}${location.search}`;
  const items = topNavigation(profile);
  const accountCenter = accountCenterTarget(settings.accountCenterUrl);
  // The console's accounts page is Account Center's, not Admin Console's, when it stands in for an external one.
  const onAccountCenter = !accountCenter.external && location.pathname.startsWith(accountCenter.to);

  const links = items.map((item) =>
    item === 'accountCenter' ? (
      accountCenter.external ? (
        <NavLinkStyle key={item} href={accountCenter.href} target="_blank" rel="noreferrer">
          {t('nav.accountCenter')}
        </NavLinkStyle>
      ) : (
        <NavLinkStyle
          key={item}
          as={Link}
          to={accountCenter.to}
          $active={onAccountCenter}
          aria-current={location.pathname === accountCenter.to ? 'page' : undefined}
          onClick={() => setMenuOpen(false)}
        >
          {t('nav.accountCenter')}
        </NavLinkStyle>
      )
    ) : (
      <NavLinkStyle
        key={item}
        as={Link}
        to={NAV_TARGETS[item].to}
        $active={item === 'home' ? location.pathname === '/' : location.pathname.startsWith(NAV_TARGETS[item].to) && !(item === 'admin' && onAccountCenter)}
        aria-current={location.pathname === NAV_TARGETS[item].to ? 'page' : undefined}
        onClick={() => setMenuOpen(false)}
      >
        {t(NAV_TARGETS[item].label)}
      </NavLinkStyle>
    ),
  );

  const account = profile?.isAuthenticated ? (
    <>
      <span style={{ display: 'inline-flex', alignItems: 'center', gap: '0.4rem' }} data-testid="signed-in-user">
        <Avatar seed={profile.user?.avatarSeed ?? profile.claims.userId} alt="" size="sm" />
        <span>{profile.user?.name}</span>
      </span>
      <NavLinkStyle href={logoutAddress(profile.claims.sid)}>{t('nav.signOut')}</NavLinkStyle>
    </>
  ) : (
    <NavLinkStyle href={loginAddress(here)}>{t('nav.signIn')}</NavLinkStyle>
  );

  return (
    <>
      <Bar>
        <Brand as={Link} to="/">
          {settings.product.logoText}
        </Brand>
        <Links aria-label={t('nav.label')}>{links}</Links>
        <Tools>
          <ThemeSwitch />
          <LanguageSwitch />
          {account}
        </Tools>
        <MenuToggle type="button" aria-expanded={menuOpen} aria-controls="mobile-menu" onClick={() => setMenuOpen(!menuOpen)} data-testid="mobile-menu-toggle">
          <span aria-hidden="true">☰</span> {t('nav.menu')}
        </MenuToggle>
      </Bar>
      {small && menuOpen ? (
        <MobileMenu id="mobile-menu" aria-label={t('nav.label')} data-testid="mobile-menu">
          {links}
          <div style={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap', alignItems: 'center' }}>
            <ThemeSwitch />
            <LanguageSwitch />
          </div>
          {account}
        </MobileMenu>
      ) : null}
    </>
  );
}
