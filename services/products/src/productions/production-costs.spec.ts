import { modelUnitCost, SHIPPED_SCREENPLAYS } from '@simbiz/engine';
import { type ModelRow, roundProductionCost } from './production-costs';

const row: ModelRow = {
  id: 'm1',
  world_id: 'w',
  company_id: 'c',
  brand_id: 'b',
  name: 'Ridge',
  attributes: [{ attributeId: 'sleeve', grade: 1 }],
  value_proposition_ids: ['value'],
  created_round: 1,
  persona_id: null,
};
const starter = SHIPPED_SCREENPLAYS.starter;
const design = { attributes: { sleeve: 1 }, valuePropositionIds: ['value'] };

describe('the round’s production cost', () => {
  it('adds each plan’s setup and its batch at the learning-curve cost from the units made before it', () => {
    const { setupCost } = starter.production;
    const first = Math.round(3_000 * modelUnitCost(starter, { ...design, cumulativeProduced: 1_000 }, 3_000));
    const second = Math.round(2_000 * modelUnitCost(starter, { ...design, cumulativeProduced: 4_000 }, 2_000));
    const plans = [
      { modelId: 'm1', quantity: 3_000 },
      { modelId: 'm1', quantity: 2_000 },
    ];
    expect(roundProductionCost(starter, [row], new Map([['m1', 1_000]]), plans)).toBe(2 * setupCost + first + second);
  });

  it('counts nothing for a plan of an unknown model, and nothing for no plans', () => {
    expect(roundProductionCost(starter, [row], new Map(), [{ modelId: 'gone', quantity: 500 }])).toBe(0);
    expect(roundProductionCost(starter, [row], new Map(), [])).toBe(0);
  });
});
