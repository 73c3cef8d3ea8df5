import type { PresenceAnnouncement } from '@simbiz/contracts';
import { EMPTY_PRESENCE, expired, heard, type PresenceState, teammatesOf } from './presence-state';

const TTL = 60_000;
const W = 'world-1';
const tab = (who: 'mei' | 'jin' | 'ana', extra: Partial<PresenceAnnouncement> = {}): PresenceAnnouncement => ({
  worldId: W,
  companyId: who === 'ana' ? 'company-b' : 'company-a',
  userId: `user-${who}`,
  name: who === 'mei' ? 'Mei' : who === 'jin' ? 'Jin' : 'Ana',
  tab: `tab-of-${who}`,
  stream: `stream-of-${who}`,
  page: '/worlds/world-1/operating/stores/platform/products',
  editing: null,
  ...extra,
});
const viewer = (who: 'mei' | 'jin' | 'ana') => ({ worldId: W, companyId: who === 'ana' ? 'company-b' : 'company-a', userId: `user-${who}` });
const hear = (state: PresenceState, ...announced: PresenceAnnouncement[]) => announced.reduce((s, a) => heard(s, a, 0, TTL).state, state);

describe('presence as a replica keeps it', () => {
  it('lists a teammate who joins, to the others of the team, and not to the teammate', () => {
    const { state, changed } = heard(EMPTY_PRESENCE, tab('mei'), 0, TTL);
    expect(changed).toEqual([{ worldId: W, companyId: 'company-a' }]);
    expect(teammatesOf(state, viewer('jin'))).toEqual([{ tab: 'tab-of-mei', name: 'Mei', page: tab('mei').page, editing: null }]);
    expect(teammatesOf(state, viewer('mei'))).toEqual([]);
  });

  it('follows a change of page or edited item, and says nothing changed when a heartbeat repeats it', () => {
    const joined = hear(EMPTY_PRESENCE, tab('mei'));
    const editing = heard(joined, tab('mei', { editing: 'product-1' }), 1_000, TTL);
    expect(editing.changed).toHaveLength(1);
    expect(teammatesOf(editing.state, viewer('jin'))[0]?.editing).toBe('product-1');
    const again = heard(editing.state, tab('mei', { editing: 'product-1' }), 25_000, TTL);
    expect(again.changed).toEqual([]);
    // The repetition keeps it longer, though.
    expect(again.state.get(`${W}|tab-of-mei`)?.expiresAt).toBe(25_000 + TTL);
  });

  it('drops a tab that leaves, but not when an older stream of the same tab ends late', () => {
    const joined = hear(EMPTY_PRESENCE, tab('mei', { stream: 'second' }));
    const stale = heard(joined, tab('mei', { stream: 'first', page: null }), 1, TTL);
    expect(stale.changed).toEqual([]);
    expect(teammatesOf(stale.state, viewer('jin'))).toHaveLength(1);
    const left = heard(joined, tab('mei', { stream: 'second', page: null }), 1, TTL);
    expect(left.changed).toEqual([{ worldId: W, companyId: 'company-a' }]);
    expect(teammatesOf(left.state, viewer('jin'))).toEqual([]);
  });

  it('forgets what was not announced again in time, naming the teams to tell', () => {
    const state = heard(hear(EMPTY_PRESENCE, tab('ana')), tab('mei'), 30_000, TTL).state;
    const early = expired(state, TTL - 1);
    expect(early.changed).toEqual([]);
    const late = expired(state, TTL);
    expect(late.changed).toEqual([{ worldId: W, companyId: 'company-b' }]);
    expect(teammatesOf(late.state, viewer('jin'))).toHaveLength(1);
    expect(teammatesOf(late.state, { worldId: W, companyId: 'company-b', userId: 'someone-else' })).toEqual([]);
  });

  it("never shows a team another team's tabs, nor another world's", () => {
    const state = hear(EMPTY_PRESENCE, tab('mei'), tab('ana'), tab('jin', { worldId: 'world-2' }));
    expect(teammatesOf(state, viewer('ana'))).toEqual([]);
    expect(teammatesOf(state, viewer('jin')).map((t) => t.name)).toEqual(['Mei']);
    expect(teammatesOf(state, { ...viewer('jin'), worldId: 'world-2', userId: 'user-x' }).map((t) => t.name)).toEqual(['Jin']);
  });

  it('tells both teams when a tab turns up in another team', () => {
    const state = hear(EMPTY_PRESENCE, tab('mei'));
    const moved = heard(state, tab('mei', { companyId: 'company-b', stream: 'new' }), 1, TTL);
    expect(moved.changed).toEqual([
      { worldId: W, companyId: 'company-a' },
      { worldId: W, companyId: 'company-b' },
    ]);
    expect(teammatesOf(moved.state, viewer('jin'))).toEqual([]);
    expect(teammatesOf(moved.state, viewer('ana')).map((t) => t.name)).toEqual(['Mei']);
  });
});
