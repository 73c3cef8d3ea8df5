import { hasRole, type LoadedWorld, type ProfileFacts, worldSectionAccess } from '@simbiz/web-kit';

/** A part of the product served by its own micro-frontend, active under some paths. */
export interface AreaDef {
  /** The key of its remote in the manifest, and its single-spa application name. */
  name: string;
  activeWhen: (pathname: string) => boolean;
  /** The role a signed-in person needs before the area is loaded at all (its remote is never fetched for anyone else). */
  role?: string;
}

const WORLD_PATH = /^\/worlds\/[0-9a-f-]{36}(\/|$)/i;
const WORLD_AREA_SEGMENTS = ['operating', 'analyses', 'market-research'];

/** The world's own sub-area of a path, e.g. `operating` for /worlds/{id}/operating/brands. */
export function worldSection(pathname: string): string | null {
  if (!WORLD_PATH.test(pathname)) return null;
  return pathname.split('/')[3] ?? '';
}

/**
 * The course area: creating and joining worlds, Simspedia, and every world page that is not an
 * area of its own (home, schedules, participants, team, discussions, references, settings,
 * achievements).
 */
export const COURSE_AREA: AreaDef = {
  name: 'course',
  activeWhen: (pathname) => {
    if (pathname === '/worlds/new' || pathname === '/worlds/join' || pathname === '/baike' || pathname.startsWith('/baike/')) return true;
    const section = worldSection(pathname);
    return section !== null && !WORLD_AREA_SEGMENTS.includes(section) && section !== 'error-404';
  },
};

/** A world's own area: its pages live under /worlds/{id}/{section}. */
function worldArea(name: string, section: string): AreaDef {
  return { name, activeWhen: (pathname) => worldSection(pathname) === section };
}

/** Market research (mfe-market-research), operating decisions (mfe-operations) and analyses (mfe-analyses). */
export const MARKET_RESEARCH_AREA = worldArea('market-research', 'market-research');
export const OPERATIONS_AREA = worldArea('operations', 'operating');
export const ANALYSES_AREA = worldArea('analyses', 'analyses');

/** The admin console (mfe-admin): everything under /admin, for admins only (section 2). */
export const ADMIN_AREA: AreaDef = {
  name: 'admin',
  activeWhen: (pathname) => pathname === '/admin' || pathname.startsWith('/admin/'),
  role: 'admin',
};

export const AREAS: readonly AreaDef[] = [COURSE_AREA, MARKET_RESEARCH_AREA, OPERATIONS_AREA, ANALYSES_AREA, ADMIN_AREA];

/** The area serving a path (whoever asks: whether it may be loaded for them is `mountsFor`'s business). */
export function areaFor(pathname: string): AreaDef | undefined {
  return AREAS.find((area) => area.activeWhen(pathname));
}

/**
 * Whether single-spa loads and mounts the area at this path for this person: its paths, its role
 * when it names one, and on a world's page the world's details, once loaded, opening that page to
 * them (section 2's menu rules, as WorldFrame shows). Until then, and behind the refusal, nothing
 * of the area mounts or reads.
 */
export function mountsFor(area: AreaDef, pathname: string, profile: ProfileFacts | null | undefined, world: LoadedWorld | null = null): boolean {
  if (!mayLoad(area, pathname, profile)) return false;
  if (!WORLD_PATH.test(pathname)) return true;
  const [, , worldId = '', ...under] = pathname.split('/');
  const details = world?.worldId === worldId ? world.details : null;
  return details !== null && worldSectionAccess(under.join('/'), details) === 'open';
}

/** Whether the area's code may be fetched at this path for this person (its paths and role), the world's details aside. */
export function mayLoad(area: AreaDef, pathname: string, profile: ProfileFacts | null | undefined): boolean {
  return area.activeWhen(pathname) && hasRole(profile, area.role);
}
