import type { PresenceAnnouncement } from '@simbiz/contracts';
import type { TeamKey } from './presence-state';
import { TeamPresence } from './team-presence';

/** Two replicas on one "NATS": every announcement reaches both, as core NATS does. */
function twoReplicas() {
  let now = 0;
  const announced: PresenceAnnouncement[] = [];
  const changed: TeamKey[] = [];
  const replicas: TeamPresence[] = [];
  const make = () =>
    new TeamPresence({
      ttlMs: 60_000,
      now: () => now,
      announce: (a) => {
        announced.push(a);
        replicas.forEach((r) => r.heard(a));
      },
      changed: (team) => changed.push(team),
    });
  replicas.push(make(), make());
  return { replicas, announced, changed, later: (ms: number) => (now += ms) };
}

const mei = { worldId: 'w', companyId: 'c', userId: 'u-mei', name: 'Mei', tab: 'tab-mei-1', stream: 's1' };
const page = '/worlds/w/operating/stores/platform/products';
const jin = { worldId: 'w', companyId: 'c', userId: 'u-jin' };

describe("a replica's share of the presence", () => {
  it("announces a report of a tab it holds, which every replica then shows the tab's teammates", () => {
    const { replicas, announced } = twoReplicas();
    const [a, b] = replicas as [TeamPresence, TeamPresence];
    a.opened(mei);
    // The PUT may reach either replica: both hear the report, only the holder acts on it.
    b.reported({ worldId: 'w', userId: 'u-mei', tab: 'tab-mei-1', page, editing: null });
    a.reported({ worldId: 'w', userId: 'u-mei', tab: 'tab-mei-1', page, editing: null });
    expect(announced).toHaveLength(1);
    expect(b.teammatesOf(jin)).toEqual([{ tab: 'tab-mei-1', name: 'Mei', page, editing: null }]);
  });

  it("ignores a report naming someone else's tab", () => {
    const { replicas, announced } = twoReplicas();
    const [a] = replicas as [TeamPresence];
    a.opened(mei);
    a.reported({ worldId: 'w', userId: 'u-intruder', tab: 'tab-mei-1', page, editing: 'x' });
    expect(announced).toEqual([]);
  });

  it('says the tab left when its stream ends, and forgets a replica that went away once its tabs are not announced again', () => {
    const { replicas, later } = twoReplicas();
    const [a, b] = replicas as [TeamPresence, TeamPresence];
    a.opened(mei);
    a.reported({ worldId: 'w', userId: 'u-mei', tab: 'tab-mei-1', page, editing: 'product-1' });
    a.closed('w', 'tab-mei-1', 's1');
    expect(b.teammatesOf(jin)).toEqual([]);

    b.opened({ ...mei, stream: 's2' });
    b.reported({ worldId: 'w', userId: 'u-mei', tab: 'tab-mei-1', page, editing: null });
    later(25_000);
    b.heartbeat();
    later(50_000);
    a.heartbeat();
    // b announced it again 50 s ago: still there at a.
    expect(a.teammatesOf(jin)).toHaveLength(1);
    later(61_000);
    a.heartbeat();
    expect(a.teammatesOf(jin)).toEqual([]);
  });
});
