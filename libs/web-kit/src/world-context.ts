import { COMPANY_STATUS, USER_IN_WORLD_TYPE, type UserInWorldType, WORLD_STATUS } from '@simbiz/contracts';

/** The part of world details (section 3) the world's pages and menus depend on. */
export interface WorldFacts {
  status: number;
  currentRoundId: string | null;
  userInWorldType: UserInWorldType;
  teamDetails: { companyId: string | null; companies: readonly { id: string; status: number }[] } | null;
  enabledDiscussions: boolean;
}

export interface WorldFlags {
  canManageWorld: boolean;
  joinedTeam: boolean;
  /** Section 6: a participant with a team, the world running, the company not bankrupt. */
  canMakeDecisions: boolean;
  companyStatus: number | null;
}

/** A bankrupt (blocked) company makes no decisions (sections 4 and 6). */
export const BLOCKED_COMPANY_STATUS = COMPANY_STATUS.bankrupt;

export function worldFlags(world: WorldFacts): WorldFlags {
  const canManageWorld = world.userInWorldType === USER_IN_WORLD_TYPE.manager;
  const companyId = world.teamDetails?.companyId ?? null;
  const joinedTeam = !canManageWorld && companyId !== null;
  const companyStatus = world.teamDetails?.companies.find((company) => company.id === companyId)?.status ?? null;
  return {
    canManageWorld,
    joinedTeam,
    companyStatus,
    canMakeDecisions:
      world.userInWorldType === USER_IN_WORLD_TYPE.participant &&
      world.status === WORLD_STATUS.running &&
      joinedTeam &&
      companyStatus !== BLOCKED_COMPANY_STATUS,
  };
}

/** The world's menu entries (section 2). */
export type WorldMenuItem =
  | 'index'
  | 'marketResearch'
  | 'operating'
  | 'analyses'
  | 'scores'
  | 'rankings'
  | 'schedules'
  | 'participants'
  | 'team'
  | 'discussions'
  | 'references'
  | 'settings';

/**
 * The world's menu entries (path under /worlds/{id}, one segment or two), declared once for the
 * shell's world menu; the areas' page registries hold the pages themselves. Announcements have no
 * entry: the world home shows the latest and leads to them.
 */
export const WORLD_MENU: readonly { item: WorldMenuItem; path: string }[] = [
  { item: 'index', path: '' },
  { item: 'marketResearch', path: '/market-research' },
  { item: 'operating', path: '/operating' },
  { item: 'analyses', path: '/analyses' },
  { item: 'scores', path: '/achievements/scores' },
  { item: 'rankings', path: '/achievements/rankings' },
  { item: 'schedules', path: '/schedules' },
  { item: 'team', path: '/team' },
  { item: 'participants', path: '/participants' },
  { item: 'discussions', path: '/discussions' },
  { item: 'references', path: '/references' },
  { item: 'settings', path: '/settings' },
];

/** Area pages open only in these stages (DOMAIN.md: running and completed; preparation hides them). */
const AREA_STATUSES: readonly number[] = [WORLD_STATUS.running, WORLD_STATUS.completed];

/**
 * Which menu entries a person sees in a world (section 2): market research, operating decisions
 * and analyses for managers and team members once the world runs; scores hidden in preparation
 * unless one manages, and from those who neither manage nor joined a team; rankings hidden in
 * preparation and from the same people; participants and settings for managers; the team page for
 * non-managers; discussions when enabled.
 */
export function worldMenuVisibility(world: WorldFacts): Record<WorldMenuItem, boolean> {
  const { canManageWorld, joinedTeam } = worldFlags(world);
  const involved = canManageWorld || joinedTeam;
  const preparing = world.status === WORLD_STATUS.preparation;
  const areas = involved && AREA_STATUSES.includes(world.status);
  return {
    index: true,
    marketResearch: areas,
    operating: areas,
    analyses: areas,
    scores: !(preparing && !canManageWorld) && involved,
    rankings: !preparing && involved,
    schedules: true,
    participants: canManageWorld,
    team: !canManageWorld,
    discussions: world.enabledDiscussions,
    references: true,
    settings: canManageWorld,
  };
}

/** Section 2: scores open on settings in preparation for those who manage, else on personal. */
export function scoresLandingTab(world: WorldFacts): 'settings' | 'personal' {
  return world.status === WORLD_STATUS.preparation && worldFlags(world).canManageWorld ? 'settings' : 'personal';
}

/**
 * What a direct address of a world page gives, by the menu's rule (section 2: the entry's page is
 * as hidden as the entry): `open`; `closed` when only the world's stage keeps it shut, i.e. the
 * person would see the entry in a running world (the world home says why and what comes next,
 * DOMAIN.md); `forbidden` when the page is not for this person (no team, not a manager, a manager
 * on the team page, discussions off). `path` is the address under /worlds/{id} without its leading
 * slash (`achievements/rankings/team`); its first segment will do for a one-segment entry. Pages
 * outside the menu are open.
 */
export function worldSectionAccess(path: string, world: WorldFacts): 'open' | 'closed' | 'forbidden' {
  const address = `/${path}/`;
  const entry = WORLD_MENU.find((m) => m.path && address.startsWith(`${m.path}/`));
  if (!entry || worldMenuVisibility(world)[entry.item]) return 'open';
  return worldMenuVisibility({ ...world, status: WORLD_STATUS.running })[entry.item] ? 'closed' : 'forbidden';
}
