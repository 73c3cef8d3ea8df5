import { initialState } from '../round/initial-state';
import { SHIPPED_SCREENPLAYS } from '../screenplay/shipped/index';
import { botDecisions } from './bot-decisions';

const world = (screenplay = SHIPPED_SCREENPLAYS.global) =>
  initialState(
    screenplay,
    [
      { id: 'c1', name: 'One' },
      { id: 'c2', name: 'Two' },
    ],
    'bots',
  );

describe('a bot’s decisions', () => {
  it('researches the attribute whose missing grades cost its segments most, not merely the heaviest weight', () => {
    // Balanced in `global` serves commuters (lightness, weight 0.3, ideal 5 from grade 2) and families
    // (capacity, weight 0.3, ideal 7 from grade 3): four grades of capacity missing outweigh three of lightness.
    const d = botDecisions(SHIPPED_SCREENPLAYS.global, world(), 'c1', 'balanced');
    expect(d.rnd.map((r) => r.attributeId)).toEqual(['capacity']);
  });

  it('makes only what it expects to sell in the world’s last round: what is left then is worth a clearance sale', () => {
    const units = (lastRound?: number) =>
      botDecisions(SHIPPED_SCREENPLAYS.starter, world(SHIPPED_SCREENPLAYS.starter), 'c1', 'balanced', lastRound ? { lastRound } : {}).production.reduce(
        (sum, p) => sum + p.quantity,
        0,
      );
    const usual = units();
    expect(usual).toBeGreaterThan(0);
    expect(units(1)).toBeLessThan(usual);
  });
});
