import { SHIPPED_SCREENPLAYS } from '@simbiz/engine';
import { play } from './play';
import { roundTable } from './table';

describe('playing the starter screenplay with bots', () => {
  const seeds = Array.from({ length: 10 }, (_, i) => String(i + 1));
  const games = seeds.map((seed) => play({ screenplay: SHIPPED_SCREENPLAYS.starter, bots: 6, rounds: 6, seed }));

  it('never bankrupts a balanced bot, under seeds 1 to 10', () => {
    for (const game of games) {
      for (const round of game.rounds) {
        const broke = round.companies.filter((c) => c.status === 3 && game.styles.get(c.companyId) === 'balanced');
        expect(broke).toEqual([]);
      }
    }
  });

  it('has no style that wins every round under every seed', () => {
    const winners = new Set(games.flatMap((game) => game.rounds.map((r) => game.styles.get(r.companies.find((c) => c.rank === 1)?.companyId ?? ''))));
    expect(winners.size).toBeGreaterThan(1);
  });

  it('prints a table per round with every company', () => {
    const game = games[0];
    const first = game?.rounds[0];
    if (!game || !first) throw new Error('no game played');
    const table = roundTable(first, game.final);
    expect(table.split('\n')).toHaveLength(3 + 6);
    expect(table).toMatch(/^Round 1\ncompany\s+revenue\s+net profit\s+cash\s+share\s+score\s+rank/);
  });
});
