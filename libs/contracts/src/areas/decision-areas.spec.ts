import { companyDecisionsSchema, type DecisionSection } from '@simbiz/engine';
import { DECISION_AREAS } from './decision-areas';

const areas = Object.entries(DECISION_AREAS);

describe('the decision areas', () => {
  it('give each section of the decision document to one area at most', () => {
    const owned = areas.flatMap(([, area]) => area.sections);
    expect(owned.length).toBe(new Set(owned).size);
  });

  it('name only sections of the engine’s decision document', () => {
    const known = Object.keys(companyDecisionsSchema.shape) as DecisionSection[];
    for (const [, area] of areas) for (const section of area.sections) expect(known).toContain(section);
  });

  it('snapshot with the engine’s own section schemas, so both sides check the same thing', () => {
    const products = DECISION_AREAS.products.snapshot.reply.shape.companies.valueType;
    expect(products.shape.models).toBe(companyDecisionsSchema.shape.models);
    expect(products.shape.brands).toBe(companyDecisionsSchema.shape.brands);
  });

  it('are served by the service that owns their messages', () => {
    for (const [, area] of areas) {
      expect(area.apply.subject).toBe(`${area.service}.round.apply`);
      if (area.snapshot) expect(area.snapshot.subject).toBe(`${area.service}.round.snapshot`);
    }
  });

  it('leave teams with an apply and no snapshot: it decides no section of its own', () => {
    expect(DECISION_AREAS.teams.snapshot).toBeNull();
    expect(DECISION_AREAS.teams.sections).toEqual([]);
  });
});
