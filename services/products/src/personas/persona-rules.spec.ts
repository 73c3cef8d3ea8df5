import { ErrorCode, PERSONA_LIMIT } from '@simbiz/contracts';
import { createRefusal, deleteRefusal, type KeptPersona, nameRefusal, segmentsRefusal, updateRefusal } from './persona-rules';

const segments = new Set(['seg-a', 'seg-b', 'seg-c']);
const persona = (id: string, name: string, createdRound = 2, modelCount = 0): KeptPersona => ({ id, name, createdRound, modelCount });

describe('persona rules', () => {
  describe('segments', () => {
    it('allows one or more segments of the screenplay, each once', () => {
      expect(segmentsRefusal(['seg-a'], segments)).toBeNull();
      expect(segmentsRefusal(['seg-a', 'seg-c'], segments)).toBeNull();
    });
    it('refuses no segment (280009)', () => {
      expect(segmentsRefusal([], segments)).toEqual({ code: ErrorCode.personaSegmentRequired });
    });
    it('refuses a segment chosen twice (280007)', () => {
      expect(segmentsRefusal(['seg-a', 'seg-b', 'seg-a'], segments)).toEqual({ code: ErrorCode.personaSegmentRepeated });
    });
    it('refuses a segment the screenplay does not have (280009)', () => {
      expect(segmentsRefusal(['seg-a', 'nowhere'], segments)).toEqual({ code: ErrorCode.personaSegmentRequired });
    });
  });

  describe('names', () => {
    const kept = [persona('p1', 'Student'), persona('p2', 'Parent')];
    it('allows a new name', () => expect(nameRefusal('Gamer', kept)).toBeNull());
    it('refuses a name taken in any case (280003)', () => {
      expect(nameRefusal('student', kept)).toEqual({ code: ErrorCode.personaNameExists });
      expect(nameRefusal('PARENT', kept)).toEqual({ code: ErrorCode.personaNameExists });
    });
    it('lets a persona keep its own name', () => expect(nameRefusal('STUDENT', kept, 'p1')).toBeNull());
  });

  describe('create', () => {
    it('allows a persona below the limit', () => {
      expect(createRefusal({ name: 'Gamer', segmentIds: ['seg-a'] }, [persona('p1', 'Student')], segments)).toBeNull();
      const almost = Array.from({ length: PERSONA_LIMIT - 1 }, (_, i) => persona(`p${i}`, `P${i}`));
      expect(createRefusal({ name: 'Gamer', segmentIds: ['seg-a'] }, almost, segments)).toBeNull();
    });
    it('refuses one more than the limit (280011 with the count)', () => {
      const full = Array.from({ length: PERSONA_LIMIT }, (_, i) => persona(`p${i}`, `P${i}`));
      expect(createRefusal({ name: 'Gamer', segmentIds: ['seg-a'] }, full, segments)).toEqual({
        code: ErrorCode.personaLimitReached,
        params: { count: PERSONA_LIMIT },
      });
    });
    it('refuses a taken name and bad segments', () => {
      const kept = [persona('p1', 'Student')];
      expect(createRefusal({ name: 'STUDENT', segmentIds: ['seg-a'] }, kept, segments)?.code).toBe(ErrorCode.personaNameExists);
      expect(createRefusal({ name: 'Gamer', segmentIds: ['seg-a', 'seg-a'] }, kept, segments)?.code).toBe(ErrorCode.personaSegmentRepeated);
      expect(createRefusal({ name: 'Gamer', segmentIds: [] }, kept, segments)?.code).toBe(ErrorCode.personaSegmentRequired);
    });
  });

  describe('update', () => {
    const mine = persona('p1', 'Student', 3);
    const kept = [mine, persona('p2', 'Parent', 3)];
    it('allows a change of this round', () => {
      expect(updateRefusal(mine, 3, { name: 'Pupil', segmentIds: ['seg-b'] }, kept, segments)).toBeNull();
      expect(updateRefusal(mine, 3, { name: 'Student', segmentIds: ['seg-a', 'seg-b'] }, kept, segments)).toBeNull();
    });
    it('refuses a persona of an earlier round (130047)', () => {
      expect(updateRefusal(mine, 4, { name: 'Pupil', segmentIds: ['seg-b'] }, kept, segments)).toEqual({ code: ErrorCode.onlyCurrentRoundEditable });
    });
    it('refuses another persona’s name and bad segments', () => {
      expect(updateRefusal(mine, 3, { name: 'parent', segmentIds: ['seg-b'] }, kept, segments)?.code).toBe(ErrorCode.personaNameExists);
      expect(updateRefusal(mine, 3, { name: 'Pupil', segmentIds: ['seg-b', 'seg-b'] }, kept, segments)?.code).toBe(ErrorCode.personaSegmentRepeated);
      expect(updateRefusal(mine, 3, { name: 'Pupil', segmentIds: [] }, kept, segments)?.code).toBe(ErrorCode.personaSegmentRequired);
    });
  });

  describe('delete', () => {
    it('allows a persona of this round without models', () => expect(deleteRefusal(persona('p1', 'Student', 3), 3)).toBeNull());
    it('refuses a persona of an earlier round (130049)', () => {
      expect(deleteRefusal(persona('p1', 'Student', 2), 3)).toEqual({ code: ErrorCode.onlyCurrentRoundDeletable });
    });
    it('refuses a persona bound to a model (280005)', () => {
      expect(deleteRefusal(persona('p1', 'Student', 3, 1), 3)).toEqual({ code: ErrorCode.personaBoundToModel });
    });
  });
});
