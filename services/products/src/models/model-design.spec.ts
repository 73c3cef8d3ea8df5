import { ErrorCode } from '@simbiz/contracts';
import { SHIPPED_SCREENPLAYS } from '@simbiz/engine';
import { checkModelDesign, type ModelDesign } from './model-design';

const starter = SHIPPED_SCREENPLAYS.starter;
const starting = (id: string) => starter.attributes.find((a) => a.id === id)?.startingGrade ?? 1;
const check = (design: Partial<ModelDesign>) =>
  checkModelDesign(starter, { attributes: [{ attributeId: 'sleeve', grade: 1 }], valuePropositionIds: ['value'], ...design }, starting)?.code ?? null;

describe('the design rules of a model (section 5)', () => {
  it('accepts 1 to 4 attributes of one category at researched grades, with 1 or 2 value propositions', () => {
    expect(check({})).toBeNull();
    expect(
      check({
        attributes: [
          { attributeId: 'sleeve', grade: 1 },
          { attributeId: 'capacity', grade: 2 },
        ],
        valuePropositionIds: ['value', 'eco'],
      }),
    ).toBeNull();
  });

  it('refuses no attribute, more than four, one twice or one the screenplay lacks (170021)', () => {
    expect(check({ attributes: [] })).toBe(ErrorCode.physicalAttributeCount);
    expect(check({ attributes: ['capacity', 'weight', 'sleeve', 'frame', 'wheels'].map((attributeId) => ({ attributeId, grade: 1 })) })).toBe(
      ErrorCode.physicalAttributeCount,
    );
    expect(
      check({
        attributes: [
          { attributeId: 'sleeve', grade: 1 },
          { attributeId: 'sleeve', grade: 1 },
        ],
      }),
    ).toBe(ErrorCode.physicalAttributeCount);
    expect(check({ attributes: [{ attributeId: 'jetpack', grade: 1 }] })).toBe(ErrorCode.physicalAttributeCount);
  });

  it('refuses attributes that do not go together (170023)', () => {
    const wheels = starter.attributes.find((a) => a.id === 'wheels');
    const other = wheels?.incompatibleWith[0];
    expect(other).toBeDefined();
    expect(
      check({
        attributes: [
          { attributeId: 'wheels', grade: 1 },
          { attributeId: other ?? '', grade: 1 },
        ],
      }),
    ).toBe(ErrorCode.attributeCombinationUnsupported);
  });

  it('refuses no value proposition, three, one twice or an unknown one (170019)', () => {
    expect(check({ valuePropositionIds: [] })).toBe(ErrorCode.valuePropositionCount);
    expect(check({ valuePropositionIds: ['value', 'eco', 'stylish'] })).toBe(ErrorCode.valuePropositionCount);
    expect(check({ valuePropositionIds: ['value', 'value'] })).toBe(ErrorCode.valuePropositionCount);
    expect(check({ valuePropositionIds: ['cheap'] })).toBe(ErrorCode.valuePropositionCount);
  });

  it('refuses a grade above what the company has researched, with the range (180007)', () => {
    const max = starting('capacity');
    expect(checkModelDesign(starter, { attributes: [{ attributeId: 'capacity', grade: max + 1 }], valuePropositionIds: ['value'] }, starting)).toEqual({
      code: ErrorCode.gradeOutOfRange,
      params: { min: 1, max },
    });
  });
});
