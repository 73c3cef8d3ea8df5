import { pathOf, seatsOf, thinkMs, worldHomeReads } from './read-plan';
import { API } from '@simbiz/contracts';

describe('what the students read', () => {
  it('deals the students to the worlds in turn, each world’s companies in order', () => {
    const seats = seatsOf(500, 40, 30);
    expect(seats.slice(0, 3)).toEqual([
      { world: 0, company: 0 },
      { world: 1, company: 0 },
      { world: 2, company: 0 },
    ]);
    expect(seats[40]).toEqual({ world: 0, company: 1 });
    const perWorld = Array.from({ length: 40 }, (_, w) => seats.filter((s) => s.world === w).length);
    expect(Math.min(...perWorld)).toBe(12);
    expect(Math.max(...perWorld)).toBe(13);
    expect(new Set(seats.map((s) => `${s.world}/${s.company}`)).size).toBe(500);
    expect(() => seatsOf(11, 2, 5)).toThrow('do not fit');
  });

  it('fills a route’s parameters and query', () => {
    expect(pathOf(API.analyses.read, { worldId: 'w 1', view: 'sales' })).toBe('/worlds/w%201/analyses/sales');
    expect(pathOf(API.stores.roundActivity, { worldId: 'w' }, { round: '2' })).toBe('/worlds/w/store-activity?round=2');
  });

  it('reads the world home as the web does: the details first, the round’s activity once a round runs, the sales once one is resolved', () => {
    const names = (round: number | null) => worldHomeReads('w', round).map((r) => r.name);
    expect(names(null)[0]).toBe('details');
    expect(names(null)).not.toContain('activity');
    expect(names(1)).toContain('activity');
    expect(names(1)).not.toContain('sales');
    expect(names(2).slice(-2)).toEqual(['activity', 'sales']);
    expect(worldHomeReads('w', 2).find((r) => r.name === 'activity')?.path).toBe('/worlds/w/store-activity?round=2');
  });

  it('pauses 1 to 2 s between reads', () => {
    expect(thinkMs(0)).toBe(1_000);
    expect(thinkMs(0.5)).toBe(1_500);
    expect(thinkMs(0.999_999_9)).toBe(1_999);
    expect(thinkMs(1)).toBe(1_999);
  });
});
