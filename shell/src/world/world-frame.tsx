import { WORLDS_API } from '@simbiz/contracts';
import { media, Spinner, useSmallScreen, useT } from '@simbiz/ui';
import { Navigate, useLocation, useParams, useShell, useWorld, worldFlags, worldSectionAccess } from '@simbiz/web-kit';
import { lazy, Suspense, useEffect, useMemo } from 'react';
import styled from 'styled-components';
import { AreaHost } from '../areas/area-host';
import { ANALYSES_AREA, areaFor, OPERATIONS_AREA } from '../areas/areas';
import { ForbiddenPage, NotFoundPage } from '../pages/status-pages';
import { reviewStorageKey, unreviewedWorld } from './reviewed-company';
import { WorldMenu } from './world-menu';

/** Only managers see it, on two areas: its code (and the teams' route) stays off everyone's first page. */
const CompanyPicker = lazy(() => import(/* webpackChunkName: "review" */ './company-picker'));

/**
 * Details are read again at once when the world's round life moves (its event stream), and this
 * often besides: a safety net should the stream be down longer than its reconnects cover.
 */
const REFRESH_MS = 60_000;

/** minmax(0, 1fr): a wide table scrolls inside the page column instead of widening the page on a phone. */
const Layout = styled.div`
  display: grid;
  grid-template-columns: 14rem minmax(0, 1fr);
  gap: 1.2rem;
  max-width: 80rem;
  margin: 0 auto;
  padding: 1.2rem 1.1rem 3rem;
  ${media.belowSm} {
    grid-template-columns: minmax(0, 1fr);
    padding: 0.8rem;
  }
`;

const Side = styled.aside`
  h2 {
    font-size: 1rem;
    margin-bottom: 0.5rem;
    overflow-wrap: anywhere;
  }
`;

/** On a phone the menu folds under one line (the world's name), so the page starts at the top of the screen. */
const Fold = styled.details`
  border: 1px solid ${({ theme }) => theme.border};
  border-radius: 8px;
  summary {
    display: flex;
    justify-content: space-between;
    align-items: baseline;
    gap: 0.6rem;
    padding: 0.55rem 0.8rem;
    cursor: pointer;
    font-weight: 700;
    overflow-wrap: anywhere;
  }
  summary small {
    font-weight: 400;
    color: ${({ theme }) => theme.textMuted};
    white-space: nowrap;
  }
  nav {
    padding: 0 0.4rem 0.5rem;
  }
`;

/**
 * Every /worlds/{id} page: loads the world's details (130001/130003 lead to error-404), keeps them
 * in the shell's world store for the remotes and the API client's x-vrid, holds the world's event
 * stream for the pages, and draws the menu.
 */
export function WorldFrame() {
  const { worldId = '' } = useParams();
  const location = useLocation();
  const services = useShell();
  const world = useWorld();
  const { t } = useT('shell');
  const small = useSmallScreen();
  const api = useMemo(() => services.createApi(), [services]);

  useEffect(() => {
    let active = true;
    let again = false;
    const load = (background: boolean): Promise<void> =>
      api
        .call({
          route: WORLDS_API.details,
          data: { worldId },
          purpose: 'details',
          success: (details) => {
            if (!active) return;
            const loaded = unreviewedWorld(worldId, details, () => load(true));
            if (!worldFlags(details).canManageWorld) return services.world.set(loaded);
            // What remembers the company a manager reviews loads with their first world, off everyone's first page.
            void import(/* webpackChunkName: "review" */ './managed-world').then(
              ({ managedWorld }) => active && services.world.set(managedWorld(services.world, loaded, reviewStorageKey(worldId))),
              () => active && services.world.set(loaded),
            );
          },
          // Background refreshes stay quiet; the first load shows refusals (and 404s).
          error: () => background,
          // A round event while a read is out (closed, then evaluating): read once more after it, so the last word is the latest.
          busy: () => {
            again = true;
          },
          completed: () => {
            if (!again || !active) return;
            again = false;
            void load(true);
          },
        })
        .then(() => undefined);
    void load(false);
    const timer = setInterval(() => void load(true), REFRESH_MS);
    // The tab's one stream of this world, open while it is shown; a round event (or a reconnect) reads the details again.
    const stopFollowing = services.worldEvents?.subscribe(worldId, ['round'], () => void load(true));
    return () => {
      active = false;
      clearInterval(timer);
      stopFollowing?.();
      services.world.set(null);
    };
  }, [api, services, worldId]);

  const area = areaFor(location.pathname);
  const details = world?.worldId === worldId ? world.details : null;
  // A page is as hidden as its menu entry (section 2): nothing of it mounts until the world's details say it may (its path under the world: achievements/scores/team).
  const access = details ? worldSectionAccess(location.pathname.split('/').slice(3).join('/'), details) : null;
  // Issue 18: a manager reviews a team's operating decisions and analyses with the company picker (above an open area's page).
  const reviews = world && details && worldFlags(details).canManageWorld && (area === OPERATIONS_AREA || area === ANALYSES_AREA);
  return (
    <Layout>
      <Side>
        {details && small ? (
          // Keyed by the address: following a link folds the menu again.
          <Fold key={location.pathname} data-testid="world-menu-fold">
            <summary>
              <span data-testid="world-name">{details.name}</span>
              <small>{t('world.menu')}</small>
            </summary>
            <WorldMenu worldId={worldId} world={details} />
          </Fold>
        ) : details ? (
          <>
            <h2 data-testid="world-name">{details.name}</h2>
            <WorldMenu worldId={worldId} world={details} />
          </>
        ) : (
          <Spinner label={t('loading')} />
        )}
      </Side>
      <main id="main">
        {access === null ? (
          <Spinner label={t('loading')} />
        ) : access === 'closed' ? (
          <Navigate to={`/worlds/${worldId}`} replace />
        ) : access === 'forbidden' ? (
          <ForbiddenPage />
        ) : area ? (
          <>
            {reviews ? (
              <Suspense fallback={null}>
                <CompanyPicker world={world} />
              </Suspense>
            ) : null}
            <AreaHost name={area.name} />
          </>
        ) : (
          <NotFoundPage />
        )}
      </main>
    </Layout>
  );
}
