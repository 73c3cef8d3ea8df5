import { attributesStillPossible, type DesignCatalogue, modelDesignIssue } from './model-design';

const catalogue: DesignCatalogue = {
  attributes: [
    { id: 'wheels', incompatibleWith: ['frame'] },
    { id: 'frame', incompatibleWith: [] },
    { id: 'sleeve', incompatibleWith: [] },
    { id: 'blade', incompatibleWith: [] },
  ],
  categories: [{ attributeIds: ['wheels', 'frame', 'sleeve'] }, { attributeIds: ['blade'] }],
  valuePropositions: [{ id: 'value' }, { id: 'eco' }, { id: 'luxury' }],
};
const grade = (attributeId: string, g = 1) => ({ attributeId, grade: g });
const researched = () => 3;
const issue = (attributes: { attributeId: string; grade: number }[], valuePropositionIds: string[] = ['value']) =>
  modelDesignIssue(catalogue, { attributes, valuePropositionIds }, researched);

describe('the design rule of a model, shared by the products service and the model form', () => {
  it('offers only attributes that go with the chosen ones, in one category, four at most', () => {
    expect(attributesStillPossible(catalogue, [])).toEqual(['wheels', 'frame', 'sleeve', 'blade']);
    expect(attributesStillPossible(catalogue, ['wheels'])).toEqual(['sleeve']);
    expect(attributesStillPossible(catalogue, ['frame'])).toEqual(['sleeve']);
    expect(attributesStillPossible(catalogue, ['blade'])).toEqual([]);
    expect(attributesStillPossible(catalogue, ['a', 'b', 'c', 'd'])).toEqual([]);
  });

  it('accepts 1 to 4 attributes of one category with 1 or 2 value propositions at researched grades', () => {
    expect(issue([grade('sleeve')])).toBeNull();
    expect(issue([grade('wheels', 3), grade('sleeve')], ['value', 'eco'])).toBeNull();
  });

  it('refuses no attribute, one twice, an unknown one or more than four', () => {
    expect(issue([])).toEqual({ rule: 'attributeCount' });
    expect(issue([grade('sleeve'), grade('sleeve')])).toEqual({ rule: 'attributeCount' });
    expect(issue([grade('gears')])).toEqual({ rule: 'attributeCount' });
  });

  it('refuses incompatible attributes, either way round, and attributes no category holds together', () => {
    expect(issue([grade('frame'), grade('wheels')])).toEqual({ rule: 'attributeCombination' });
    expect(issue([grade('sleeve'), grade('blade')])).toEqual({ rule: 'attributeCombination' });
  });

  it('refuses no value proposition, one twice, an unknown one or more than two', () => {
    expect(issue([grade('sleeve')], [])).toEqual({ rule: 'valuePropositionCount' });
    expect(issue([grade('sleeve')], ['eco', 'eco'])).toEqual({ rule: 'valuePropositionCount' });
    expect(issue([grade('sleeve')], ['cheap'])).toEqual({ rule: 'valuePropositionCount' });
    expect(issue([grade('sleeve')], ['value', 'eco', 'luxury'])).toEqual({ rule: 'valuePropositionCount' });
  });

  it('refuses a grade below 1 or above what the company has researched, naming that grade', () => {
    expect(issue([grade('sleeve', 0)])).toEqual({ rule: 'grade', max: 3 });
    expect(issue([grade('sleeve', 4)])).toEqual({ rule: 'grade', max: 3 });
  });
});
