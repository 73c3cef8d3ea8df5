import { COMPANY_STATUS, USER_IN_WORLD_TYPE, WORLD_STATUS } from '@simbiz/contracts';
import { type LoadedWorld, type WorldFacts, worldSectionAccess } from '@simbiz/web-kit';
import { ADMIN_AREA, ANALYSES_AREA, areaFor, COURSE_AREA, MARKET_RESEARCH_AREA, mountsFor, OPERATIONS_AREA, worldSection } from './areas';

const WORLD = '/worlds/78875a73-a527-4bb9-bbfe-7793abed2c12';

describe('which area serves a path', () => {
  it('gives the course area world home, schedules, team, settings, creating and joining worlds and Simspedia', () => {
    for (const path of [WORLD, `${WORLD}/schedules`, `${WORLD}/team`, `${WORLD}/settings`, '/worlds/new', '/worlds/join', '/baike']) {
      expect(COURSE_AREA.activeWhen(path)).toBe(true);
    }
  });

  it('leaves the operating, analyses and market research sections to their own areas', () => {
    expect(COURSE_AREA.activeWhen(`${WORLD}/operating/brands`)).toBe(false);
    expect(COURSE_AREA.activeWhen(`${WORLD}/analyses/finance`)).toBe(false);
    expect(worldSection(`${WORLD}/market-research`)).toBe('market-research');
  });

  it('gives market research, operating decisions and analyses each to its own area', () => {
    expect(areaFor(`${WORLD}/operating`)).toBe(OPERATIONS_AREA);
    expect(areaFor(`${WORLD}/operating/brands/brand-console`)).toBe(OPERATIONS_AREA);
    expect(areaFor(`${WORLD}/analyses/finance/balance-sheet`)).toBe(ANALYSES_AREA);
    expect(areaFor(`${WORLD}/market-research/news-flash/list`)).toBe(MARKET_RESEARCH_AREA);
    expect(areaFor(`${WORLD}/operatingx`)).toBe(COURSE_AREA);
  });

  it('serves no area on the shell’s own pages', () => {
    expect(areaFor('/worlds')).toBeUndefined();
    expect(areaFor('/')).toBeUndefined();
    expect(areaFor('/worlds/not-a-world-id')).toBeUndefined();
    expect(areaFor('/administrator')).toBeUndefined();
  });

  it('gives everything under /admin to the admin console', () => {
    for (const path of ['/admin', '/admin/', '/admin/dashboard', '/admin/screenplays/import', '/admin/logs/download-records'])
      expect(areaFor(path)).toBe(ADMIN_AREA);
  });
});

describe('which areas single-spa loads for whom', () => {
  const person = (roles: string[]) => ({ isAuthenticated: true, claims: { userId: 'u', sid: 's', roles } });

  it('loads the admin console for admins only, never for anyone else or the signed-out', () => {
    expect(mountsFor(ADMIN_AREA, '/admin/worlds', person(['admin']))).toBe(true);
    expect(mountsFor(ADMIN_AREA, '/admin/worlds', person(['licensed']))).toBe(false);
    expect(mountsFor(ADMIN_AREA, '/admin/worlds', { isAuthenticated: false, claims: { userId: '', sid: '', roles: ['admin'] } })).toBe(false);
    expect(mountsFor(ADMIN_AREA, '/admin/worlds', null)).toBe(false);
    expect(mountsFor(ADMIN_AREA, '/worlds', person(['admin']))).toBe(false);
  });

  it('loads the other areas off a world for anyone on their paths', () => {
    expect(mountsFor(COURSE_AREA, '/worlds/new', person([]))).toBe(true);
    expect(mountsFor(COURSE_AREA, '/baike/pricing', null)).toBe(true);
  });

  it('mounts a world’s page only once the world’s details open it to the person: never behind the refusal', () => {
    const worldId = WORLD.split('/')[2] ?? '';
    const loaded = (details: WorldFacts | null, id = worldId): LoadedWorld => ({
      worldId: id,
      details,
      reload: async () => undefined,
      reviewedCompany: null,
      reviewCompany: () => undefined,
    });
    const member: WorldFacts = {
      status: WORLD_STATUS.running,
      currentRoundId: 'r1',
      userInWorldType: USER_IN_WORLD_TYPE.participant,
      teamDetails: { companyId: 'c1', companies: [{ id: 'c1', status: COMPANY_STATUS.active }] },
      enabledDiscussions: true,
    };
    const noTeam: WorldFacts = { ...member, teamDetails: { companyId: null, companies: [{ id: 'c1', status: COMPANY_STATUS.active }] } };
    // Not yet loaded, or another world's details: nothing mounts.
    expect(mountsFor(OPERATIONS_AREA, `${WORLD}/operating`, person([]), null)).toBe(false);
    expect(mountsFor(OPERATIONS_AREA, `${WORLD}/operating`, person([]), loaded(member, 'another'))).toBe(false);
    expect(mountsFor(COURSE_AREA, `${WORLD}/team`, person([]), loaded(null))).toBe(false);
    expect(mountsFor(OPERATIONS_AREA, `${WORLD}/operating/brands`, person([]), loaded(member))).toBe(true);
    expect(mountsFor(COURSE_AREA, WORLD, person([]), loaded(noTeam))).toBe(true);
    expect(worldSectionAccess('operating', noTeam)).toBe('forbidden');
    expect(mountsFor(OPERATIONS_AREA, `${WORLD}/operating/brands`, person([]), loaded(noTeam))).toBe(false);
  });
});
