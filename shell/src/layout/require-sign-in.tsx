import { Spinner, useT } from '@simbiz/ui';
import { loginAddress, Outlet, useLocation, useProfile } from '@simbiz/web-kit';
import { useEffect } from 'react';

/** Pages that need a signed-in visitor send others to the login page with the address to return to. */
export function RequireSignIn() {
  const profile = useProfile();
  const location = useLocation();
  const { t } = useT('shell');
  const signedIn = Boolean(profile?.isAuthenticated);
  const target = `${location.pathname}${location.search}`;
  useEffect(() => {
    if (!signedIn) window.location.assign(loginAddress(target));
  }, [signedIn, target]);
  return signedIn ? <Outlet /> : <Spinner label={t('nav.signIn')} />;
}
