import { ErrorCode, WORLD_STATUS } from '@simbiz/contracts';
import { MINUTE, YEAR, deadlineRefusal } from './deadline-rules';

const now = new Date('2026-11-21T12:00:00Z');
const at = (minutes: number) => new Date(now.getTime() + minutes * MINUTE);
const deadlines = [at(60), at(60 * 24), at(60 * 48), at(60 * 72)];
const check = (round: number, when: Date | undefined, status: number = WORLD_STATUS.preparation) =>
  deadlineRefusal({ status, deadlines, round, at: when, now });

describe('the deadline rules of section 5', () => {
  it('allows a move that keeps the order, the future and the minimum step', () => {
    expect(check(1, at(60 * 30))).toBeNull();
    expect(check(0, at(120))).toBeNull();
  });

  it('answers each refusal with its code', () => {
    expect(check(9, at(100))).toBe(ErrorCode.scheduleNotFound);
    expect(check(1, undefined)).toBe(ErrorCode.deadlineRequired);
    expect(check(1, at(-5))).toBe(ErrorCode.deadlineInPast);
    expect(check(2, at(60 * 24))).toBe(ErrorCode.deadlineNotAfterPrevious);
    expect(check(2, at(60 * 72))).toBe(ErrorCode.deadlineNotBeforeNext);
    expect(check(1, at(60 * 24 + 0.5))).toBe(ErrorCode.deadlineAdjustmentTooSmall);
    expect(check(0, at(120), 2)).toBe(ErrorCode.preparationDeadlineLocked);
    expect(check(1, at(60 * 30), 5)).toBe(ErrorCode.scheduleLockedInStage);
  });

  it('freezes a deadline that has passed, and keeps rounds within a year of each other', () => {
    const past = [at(-120), at(-60), at(60), at(120)];
    expect(deadlineRefusal({ status: WORLD_STATUS.running, deadlines: past, round: 1, at: at(30), now })).toBe(ErrorCode.scheduleFinished);
    const wide = [at(60), at(120), new Date(at(120).getTime() + 2 * YEAR)];
    expect(deadlineRefusal({ status: WORLD_STATUS.preparation, deadlines: wide, round: 2, at: new Date(at(120).getTime() + YEAR + MINUTE), now })).toBe(
      ErrorCode.roundIntervalTooLong,
    );
  });
});
