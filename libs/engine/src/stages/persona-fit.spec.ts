import { PERSONA_BONUS, PERSONA_FIT_RELIEF, personaFit, personaTargets } from './persona-fit';

describe('persona fit', () => {
  const personas = [
    { id: 'p1', segmentIds: ['seg-a', 'seg-b'] },
    { id: 'p2', segmentIds: ['seg-c'] },
  ];

  it('targets a segment only through one of the model’s own personas', () => {
    expect(personaTargets(['p1'], personas, 'seg-a')).toBe(true);
    expect(personaTargets(['p1'], personas, 'seg-b')).toBe(true);
    expect(personaTargets(['p1'], personas, 'seg-c')).toBe(false);
    expect(personaTargets([], personas, 'seg-a')).toBe(false);
    expect(personaTargets(['gone'], personas, 'seg-a')).toBe(false);
  });

  it('leaves the fit alone outside the persona’s segments', () => {
    expect(personaFit(-2, false)).toBe(-2);
    expect(personaFit(0.5, false)).toBe(0.5);
  });

  it('reduces the penalty and adds the bonus in the persona’s segments', () => {
    expect(personaFit(-2, true)).toBeCloseTo(-2 * (1 - PERSONA_FIT_RELIEF) + PERSONA_BONUS);
    expect(personaFit(0.5, true)).toBeCloseTo(0.5 + PERSONA_BONUS);
    expect(personaFit(0, true)).toBeCloseTo(PERSONA_BONUS);
  });

  it('never makes a model worse off, and keeps the order of fits', () => {
    const fits = [-10, -3.5, -1, -0.01, 0, 0.2, 1.5];
    for (const f of fits) expect(personaFit(f, true)).toBeGreaterThan(f);
    const sharpened = fits.map((f) => personaFit(f, true));
    for (let i = 1; i < sharpened.length; i++) expect(sharpened[i]).toBeGreaterThanOrEqual(sharpened[i - 1] as number);
  });
});
