import { WORLD_STATUS } from '@simbiz/contracts';
import { scoresLandingTab, type WorldFacts, worldFlags, worldMenuVisibility, worldSectionAccess } from './world-context';

const world = (over: Partial<WorldFacts> = {}): WorldFacts => ({
  status: WORLD_STATUS.running,
  currentRoundId: '1',
  userInWorldType: 1,
  teamDetails: { companyId: 'c1', companies: [{ id: 'c1', status: 1 }] },
  enabledDiscussions: true,
  ...over,
});
const manager = (over: Partial<WorldFacts> = {}) => world({ userInWorldType: 2, teamDetails: { companyId: null, companies: [] }, ...over });
const loner = (over: Partial<WorldFacts> = {}) => world({ teamDetails: { companyId: null, companies: [] }, ...over });

describe('world flags (sections 3 and 6)', () => {
  it('lets only managers (type 2) manage the world', () => {
    expect(worldFlags(manager()).canManageWorld).toBe(true);
    expect(worldFlags(world()).canManageWorld).toBe(false);
  });

  it('has a participant joined a team when details name their company', () => {
    expect(worldFlags(world()).joinedTeam).toBe(true);
    expect(worldFlags(loner()).joinedTeam).toBe(false);
  });

  it('lets a participant decide only in status 2, with a team, and a company not in status 3', () => {
    expect(worldFlags(world()).canMakeDecisions).toBe(true);
    expect(worldFlags(world({ status: WORLD_STATUS.preparation })).canMakeDecisions).toBe(false);
    expect(worldFlags(loner()).canMakeDecisions).toBe(false);
    expect(worldFlags(world({ teamDetails: { companyId: 'c1', companies: [{ id: 'c1', status: 3 }] } })).canMakeDecisions).toBe(false);
    expect(worldFlags(manager()).canMakeDecisions).toBe(false);
  });
});

describe('the world menu (section 2)', () => {
  it('hides market research, operating decisions and analyses in status 1', () => {
    const menu = worldMenuVisibility(world({ status: WORLD_STATUS.preparation }));
    expect([menu.marketResearch, menu.operating, menu.analyses]).toEqual([false, false, false]);
  });

  it('hides the areas from participants without a team, shows them to managers and team members', () => {
    expect(worldMenuVisibility(loner()).operating).toBe(false);
    expect(worldMenuVisibility(world()).operating).toBe(true);
    expect(worldMenuVisibility(manager()).analyses).toBe(true);
  });

  it('keeps the areas reachable in completed worlds but not while paused or evaluating', () => {
    expect(worldMenuVisibility(world({ status: WORLD_STATUS.completed })).analyses).toBe(true);
    expect(worldMenuVisibility(world({ status: WORLD_STATUS.paused })).operating).toBe(false);
    expect(worldMenuVisibility(world({ status: WORLD_STATUS.evaluating })).marketResearch).toBe(false);
  });

  it('hides scores in status 1 unless one manages, and from those neither managing nor on a team', () => {
    expect(worldMenuVisibility(world({ status: WORLD_STATUS.preparation })).scores).toBe(false);
    expect(worldMenuVisibility(manager({ status: WORLD_STATUS.preparation })).scores).toBe(true);
    expect(worldMenuVisibility(loner()).scores).toBe(false);
    expect(worldMenuVisibility(world()).scores).toBe(true);
  });

  it('hides rankings in status 1 and from those neither managing nor on a team', () => {
    expect(worldMenuVisibility(manager({ status: WORLD_STATUS.preparation })).rankings).toBe(false);
    expect(worldMenuVisibility(loner()).rankings).toBe(false);
    expect(worldMenuVisibility(manager()).rankings).toBe(true);
  });

  it('shows participants and settings to managers only, and the team page to non-managers only', () => {
    expect(worldMenuVisibility(manager())).toMatchObject({ participants: true, settings: true, team: false });
    expect(worldMenuVisibility(loner())).toMatchObject({ participants: false, settings: false, team: true });
  });

  it('shows discussions only when they are enabled', () => {
    expect(worldMenuVisibility(world({ enabledDiscussions: false })).discussions).toBe(false);
    expect(worldMenuVisibility(world()).discussions).toBe(true);
  });

  it('opens scores on settings in preparation for managers, else on personal', () => {
    expect(scoresLandingTab(manager({ status: WORLD_STATUS.preparation }))).toBe('settings');
    expect(scoresLandingTab(world({ status: WORLD_STATUS.preparation }))).toBe('personal');
    expect(scoresLandingTab(manager())).toBe('personal');
  });
});

describe('a world page reached by its address (section 2: as hidden as its menu entry)', () => {
  it('opens the areas to team members and managers in a running or completed world', () => {
    expect(worldSectionAccess('market-research', world())).toBe('open');
    expect(worldSectionAccess('analyses', manager({ status: WORLD_STATUS.completed }))).toBe('open');
  });

  it('keeps the areas closed in preparation, for managers and team members alike (the world home says why)', () => {
    expect(worldSectionAccess('market-research', world({ status: WORLD_STATUS.preparation }))).toBe('closed');
    expect(worldSectionAccess('operating', manager({ status: WORLD_STATUS.preparation }))).toBe('closed');
  });

  it('forbids the areas to a participant on no team, and the managers’ pages to participants', () => {
    expect(worldSectionAccess('market-research', loner())).toBe('forbidden');
    expect(worldSectionAccess('market-research', loner({ status: WORLD_STATUS.preparation }))).toBe('forbidden');
    expect(worldSectionAccess('settings', world())).toBe('forbidden');
    expect(worldSectionAccess('participants', world())).toBe('forbidden');
    expect(worldSectionAccess('team', manager())).toBe('forbidden');
  });

  it('finds the entry of a page under it, so an area’s inner pages are as hidden as the area', () => {
    expect(worldSectionAccess('market-research/news-flash/list', loner())).toBe('forbidden');
    expect(worldSectionAccess('operating/brands/brand-console', world({ status: WORLD_STATUS.preparation }))).toBe('closed');
    expect(worldSectionAccess('analyses/finance/income-statement', world())).toBe('open');
  });

  it('opens scores and rankings, with their tabs, to team members and managers in a running or completed world', () => {
    expect(worldSectionAccess('achievements/scores', world())).toBe('open');
    expect(worldSectionAccess('achievements/scores/team', world({ status: WORLD_STATUS.completed }))).toBe('open');
    expect(worldSectionAccess('achievements/rankings/company', manager())).toBe('open');
    expect(worldSectionAccess('achievements/rankings', world({ status: WORLD_STATUS.paused }))).toBe('open');
  });

  it('opens scores to managers in preparation but keeps rankings closed, and both closed to team members', () => {
    expect(worldSectionAccess('achievements/scores/settings', manager({ status: WORLD_STATUS.preparation }))).toBe('open');
    expect(worldSectionAccess('achievements/rankings/personal', manager({ status: WORLD_STATUS.preparation }))).toBe('closed');
    expect(worldSectionAccess('achievements/scores/personal', world({ status: WORLD_STATUS.preparation }))).toBe('closed');
    expect(worldSectionAccess('achievements/rankings', world({ status: WORLD_STATUS.preparation }))).toBe('closed');
  });

  it('forbids scores and rankings to a participant on no team, in every stage', () => {
    expect(worldSectionAccess('achievements/scores', loner())).toBe('forbidden');
    expect(worldSectionAccess('achievements/rankings/team', loner())).toBe('forbidden');
    expect(worldSectionAccess('achievements/scores/personal', loner({ status: WORLD_STATUS.preparation }))).toBe('forbidden');
  });

  it('does not take a longer segment for an entry (achievements/scoresheet is not scores)', () => {
    expect(worldSectionAccess('achievements/scoresheet', loner())).toBe('open');
    expect(worldSectionAccess('achievements', loner())).toBe('open');
  });

  it('forbids discussions, a thread’s page too, when they are off, and opens references to every member in every stage', () => {
    expect(worldSectionAccess('discussions', world({ enabledDiscussions: false }))).toBe('forbidden');
    expect(worldSectionAccess('discussions/7c1e1a36-0a4e-4d8e-9a43-1f0f3b0d2c55', manager({ enabledDiscussions: false }))).toBe('forbidden');
    expect(worldSectionAccess('discussions/7c1e1a36-0a4e-4d8e-9a43-1f0f3b0d2c55', loner())).toBe('open');
    expect(worldSectionAccess('references', loner({ status: WORLD_STATUS.preparation }))).toBe('open');
  });

  it('leaves the home and pages outside the menu to their own rules', () => {
    expect(worldSectionAccess('', loner({ status: WORLD_STATUS.preparation }))).toBe('open');
    expect(worldSectionAccess('error-404', loner())).toBe('open');
    expect(worldSectionAccess('announcements', loner({ status: WORLD_STATUS.preparation }))).toBe('open');
  });
});
