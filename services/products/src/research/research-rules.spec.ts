import { ErrorCode } from '@simbiz/contracts';
import {
  bindingModelRefusal,
  bindRefusal,
  boundElsewhereRefusal,
  boundGradeRefusal,
  createPlanRefusal,
  deletePlanRefusal,
  fundsIn,
  gradeLookup,
  type KeptPlan,
  type KeptPrototype,
  planStatus,
  researchedGrade,
  roundInvestment,
  stepCosts,
  stopPlanRefusal,
  targetRefusal,
  updatePlanRefusal,
  withPrototype,
} from './research-rules';

const sleeve = { id: 'sleeve', gradeMin: 1, gradeMax: 6, startingGrade: 2 };
const plan = (over: Partial<KeptPlan> = {}): KeptPlan => ({ id: 'p1', attributeId: 'sleeve', targetGrade: 4, createdRound: 2, stoppedRound: null, ...over });
const prototype = (over: Partial<KeptPrototype> = {}): KeptPrototype => ({ id: 'rd1', attributeId: 'sleeve', grade: 3, modelId: null, ...over });
const model = { id: 'm1', createdRound: 3, inUse: false };

describe('research rules', () => {
  describe('grades and costs', () => {
    it('takes the researched grade, else the screenplay’s starting grade', () => {
      expect(researchedGrade(sleeve, new Map())).toBe(2);
      expect(researchedGrade(sleeve, new Map([['sleeve', { grade: 4 }]]))).toBe(4);
      expect(gradeLookup([sleeve], new Map([['sleeve', { grade: 5 }]]))('sleeve')).toBe(5);
      expect(gradeLookup([sleeve], new Map())('nowhere')).toBe(1);
    });
    it('costs each grade above the current one more than the one before, up to the highest', () => {
      expect(stepCosts(1_000, sleeve, 2)).toEqual([1_500, 1_750, 2_000, 2_250]);
      expect(stepCosts(1_000, sleeve, 6)).toEqual([]);
    });
    it('invests the amount per round, but no more than the target still costs', () => {
      expect(roundInvestment(1_000, sleeve, { grade: 2, progress: 0 }, { targetGrade: 4, investmentPerRound: 1_000 })).toBe(1_000);
      expect(roundInvestment(1_000, sleeve, { grade: 2, progress: 0 }, { targetGrade: 4, investmentPerRound: 5_000 })).toBe(3_250);
      expect(roundInvestment(1_000, sleeve, { grade: 3, progress: 1_000 }, { targetGrade: 4, investmentPerRound: 5_000 })).toBe(750);
    });
    it('invests nothing once the target is paid for or researched', () => {
      expect(roundInvestment(1_000, sleeve, { grade: 3, progress: 1_750 }, { targetGrade: 4, investmentPerRound: 5_000 })).toBeNull();
      expect(roundInvestment(1_000, sleeve, { grade: 4, progress: 0 }, { targetGrade: 4, investmentPerRound: 5_000 })).toBeNull();
    });
  });

  describe('funding and status', () => {
    it('funds from the round it was made until stopped or researched', () => {
      expect(fundsIn(plan(), 1, 2)).toBe(false);
      expect(fundsIn(plan(), 2, 2)).toBe(true);
      expect(fundsIn(plan(), 5, 3)).toBe(true);
      expect(fundsIn(plan(), 5, 4)).toBe(false);
      expect(fundsIn(plan({ stoppedRound: 4 }), 3, 2)).toBe(true);
      expect(fundsIn(plan({ stoppedRound: 4 }), 4, 2)).toBe(false);
    });
    it('is planned in its round, in progress later, completed once researched, stopped once stopped', () => {
      expect(planStatus(plan(), 2, 2)).toBe('planned');
      expect(planStatus(plan(), 3, 3)).toBe('inProgress');
      expect(planStatus(plan(), null, 3)).toBe('inProgress');
      expect(planStatus(plan(), 3, 4)).toBe('completed');
      expect(planStatus(plan({ stoppedRound: 3 }), 3, 3)).toBe('stopped');
      expect(planStatus(plan({ stoppedRound: 3 }), 5, 5)).toBe('stopped');
    });
  });

  describe('targets', () => {
    it('allows a grade above the researched one, up to the highest', () => {
      expect(targetRefusal(3, sleeve, 2)).toBeNull();
      expect(targetRefusal(6, sleeve, 2)).toBeNull();
    });
    it('refuses a grade already researched (180017), also when nothing is left', () => {
      expect(targetRefusal(2, sleeve, 2)).toEqual({ code: ErrorCode.gradeAlreadyReached });
      expect(targetRefusal(1, sleeve, 3)).toEqual({ code: ErrorCode.gradeAlreadyReached });
      expect(targetRefusal(7, sleeve, 6)).toEqual({ code: ErrorCode.gradeAlreadyReached });
    });
    it('refuses a grade beyond the highest (180007 with the range left)', () => {
      expect(targetRefusal(7, sleeve, 3)).toEqual({ code: ErrorCode.gradeOutOfRange, params: { min: 4, max: 6 } });
    });
  });

  describe('create', () => {
    const input = { attributeId: 'sleeve', targetGrade: 4 };
    it('allows a plan for an attribute with none funding', () => {
      expect(createPlanRefusal(input, sleeve, 2, [], 3)).toBeNull();
      expect(createPlanRefusal(input, sleeve, 2, [plan({ attributeId: 'weight', createdRound: 3 })], 3)).toBeNull();
    });
    it('allows a new plan once the earlier one is researched or stopped', () => {
      expect(createPlanRefusal({ ...input, targetGrade: 5 }, sleeve, 4, [plan()], 3)).toBeNull();
      expect(createPlanRefusal(input, sleeve, 2, [plan({ stoppedRound: 3 })], 3)).toBeNull();
    });
    it('refuses an attribute the screenplay lacks (180001)', () => {
      expect(createPlanRefusal({ attributeId: 'nowhere', targetGrade: 4 }, undefined, 1, [], 3)).toEqual({ code: ErrorCode.prototypeNotFound });
    });
    it('refuses a target out of reach (180007, 180017)', () => {
      expect(createPlanRefusal({ ...input, targetGrade: 9 }, sleeve, 2, [], 3)?.code).toBe(ErrorCode.gradeOutOfRange);
      expect(createPlanRefusal({ ...input, targetGrade: 2 }, sleeve, 2, [], 3)?.code).toBe(ErrorCode.gradeAlreadyReached);
    });
    it('refuses a second plan of this round for the attribute (180013)', () => {
      expect(createPlanRefusal(input, sleeve, 2, [plan({ createdRound: 3 })], 3)).toEqual({ code: ErrorCode.rdPlanExists });
    });
    it('refuses a plan while one of an earlier round is in progress (180019)', () => {
      expect(createPlanRefusal({ ...input, targetGrade: 5 }, sleeve, 3, [plan()], 3)).toEqual({ code: ErrorCode.rdPlanInProgress });
    });
  });

  describe('update, delete and stop', () => {
    it('allows changing and deleting a plan of this round', () => {
      expect(updatePlanRefusal(plan({ createdRound: 3 }), 3, 5, sleeve, 2)).toBeNull();
      expect(deletePlanRefusal(plan({ createdRound: 3 }), 3)).toBeNull();
    });
    it('refuses a plan of an earlier round (130047, 130049)', () => {
      expect(updatePlanRefusal(plan(), 3, 5, sleeve, 2)).toEqual({ code: ErrorCode.onlyCurrentRoundEditable });
      expect(deletePlanRefusal(plan(), 3)).toEqual({ code: ErrorCode.onlyCurrentRoundDeletable });
    });
    it('refuses a changed target out of reach (180007, 180017) or of an unknown attribute (180001)', () => {
      expect(updatePlanRefusal(plan({ createdRound: 3 }), 3, 7, sleeve, 2)?.code).toBe(ErrorCode.gradeOutOfRange);
      expect(updatePlanRefusal(plan({ createdRound: 3 }), 3, 2, sleeve, 2)?.code).toBe(ErrorCode.gradeAlreadyReached);
      expect(updatePlanRefusal(plan({ createdRound: 3 }), 3, 4, undefined, 2)?.code).toBe(ErrorCode.prototypeNotFound);
    });
    it('stops a plan of an earlier round in progress', () => expect(stopPlanRefusal(plan(), 3, 3)).toBeNull());
    it('refuses to stop a plan of this round, researched or stopped already (180011)', () => {
      const notFound = { code: ErrorCode.rdPlanNotFound };
      expect(stopPlanRefusal(plan({ createdRound: 3 }), 3, 2)).toEqual(notFound);
      expect(stopPlanRefusal(plan(), 3, 4)).toEqual(notFound);
      expect(stopPlanRefusal(plan({ stoppedRound: 3 }), 3, 2)).toEqual(notFound);
    });
  });

  describe('prototypes', () => {
    it('allows binding a free prototype, or again to its own model', () => {
      expect(boundElsewhereRefusal(prototype(), 'm1')).toBeNull();
      expect(boundElsewhereRefusal(prototype({ modelId: 'm1' }), 'm1')).toBeNull();
      expect(bindRefusal(prototype(), model, 3, [prototype({ id: 'rd2', attributeId: 'weight' })])).toBeNull();
      expect(bindRefusal(prototype({ modelId: 'm1' }), model, 3, [prototype({ modelId: 'm1' })])).toBeNull();
    });
    it('refuses a prototype bound to another model (180003)', () => {
      expect(boundElsewhereRefusal(prototype({ modelId: 'm2' }), 'm1')).toEqual({ code: ErrorCode.prototypeBoundElsewhere });
    });
    it('refuses a model of an earlier round (130047) or in production (170029)', () => {
      expect(bindingModelRefusal({ ...model, createdRound: 2 }, 3)).toEqual({ code: ErrorCode.onlyCurrentRoundEditable });
      expect(bindingModelRefusal({ ...model, inUse: true }, 3)).toEqual({ code: ErrorCode.modelInUse });
      expect(bindRefusal(prototype(), { ...model, inUse: true }, 3, [])).toEqual({ code: ErrorCode.modelInUse });
      expect(bindingModelRefusal(model, 3)).toBeNull();
    });
    it('refuses a second prototype of one attribute on a model (180009)', () => {
      expect(bindRefusal(prototype(), model, 3, [prototype({ id: 'rd2', grade: 4, modelId: 'm1' })])).toEqual({
        code: ErrorCode.prototypeCombinationUnsupported,
      });
    });
    it('gives the model the prototype’s grade, adding the attribute when it lacks it', () => {
      const attributes = [
        { attributeId: 'capacity', grade: 3 },
        { attributeId: 'sleeve', grade: 2 },
      ];
      expect(withPrototype(attributes, prototype())).toEqual([
        { attributeId: 'capacity', grade: 3 },
        { attributeId: 'sleeve', grade: 3 },
      ]);
      expect(withPrototype([{ attributeId: 'capacity', grade: 3 }], prototype())).toEqual([
        { attributeId: 'capacity', grade: 3 },
        { attributeId: 'sleeve', grade: 3 },
      ]);
    });
    it('keeps the grade a bound prototype gave the model: changing or dropping that attribute is refused (180005)', () => {
      const bound = [prototype({ modelId: 'm1' })];
      expect(
        boundGradeRefusal(
          [
            { attributeId: 'sleeve', grade: 3 },
            { attributeId: 'capacity', grade: 1 },
          ],
          bound,
        ),
      ).toBeNull();
      expect(boundGradeRefusal([{ attributeId: 'sleeve', grade: 2 }], bound)).toEqual({ code: ErrorCode.prototypeInUse });
      expect(boundGradeRefusal([{ attributeId: 'capacity', grade: 3 }], bound)).toEqual({ code: ErrorCode.prototypeInUse });
      expect(boundGradeRefusal([{ attributeId: 'sleeve', grade: 1 }], [])).toBeNull();
    });
  });
});
