/** A part of the product served by its own micro-frontend, active under some paths. */
export interface AreaDef {
  /** The key of its remote in the manifest, and its single-spa application name. */
  name: string;
  activeWhen: (pathname: string) => boolean;
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

export const AREAS: readonly AreaDef[] = [COURSE_AREA, MARKET_RESEARCH_AREA, OPERATIONS_AREA, ANALYSES_AREA];

export function areaFor(pathname: string): AreaDef | undefined {
  return AREAS.find((area) => area.activeWhen(pathname));
}
