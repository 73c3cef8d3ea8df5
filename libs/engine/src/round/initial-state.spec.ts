import { SHIPPED_SCREENPLAYS } from '../screenplay/shipped/index';
import { admitCompanies, initialState } from './initial-state';

const starter = SHIPPED_SCREENPLAYS.starter;

describe('companies that join a world', () => {
  it('start as the first companies started, on the next free seats', () => {
    const state = initialState(
      starter,
      [
        { id: 'a', name: 'A' },
        { id: 'b', name: 'B' },
      ],
      'seed',
    );
    const admitted = admitCompanies(starter, state, [
      { id: 'b', name: 'B' },
      { id: 'c', name: 'C' },
    ]);
    expect(admitted.companies.map((c) => [c.id, c.seat])).toEqual([
      ['a', 0],
      ['b', 1],
      ['c', 2],
    ]);
    expect(admitted.companies[2]?.balances).toEqual(state.companies[0]?.balances);
  });

  it('leave the world as it was when nobody is new', () => {
    const state = initialState(starter, [{ id: 'a', name: 'A' }], 'seed');
    expect(admitCompanies(starter, state, [{ id: 'a', name: 'A' }])).toBe(state);
  });
});
