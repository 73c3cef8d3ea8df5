import { CODE_RANGES } from './ranged-codes';
import { ERROR_CATALOGUE, ErrorCode, errorEntry } from './catalogue';
import { OWNERS, PRESENTATIONS } from './presentation';

/** Every code section 8 of the specification names one by one. */
const NAMED_IN_SPEC = [
  0, 1, 9001, 9991, 9993, 110001, 110003, 110005, 110007, 110009, 110011, 110013, 110123, 120005, 130005, 130007, 120001, 130013, 120003, 130001, 130003,
  130009, 130011, 130015, 130017, 130019, 130021, 130023, 130025, 130027, 130029, 130031, 130033, 130035, 130037, 130039, 130041, 130043, 130045, 130047,
  130049, 130051, 130053, 130057, 130059, 510021, 800001,
];

describe('the error-code catalogue', () => {
  it('holds every code the specification names', () => {
    const missing = NAMED_IN_SPEC.filter((code) => errorEntry(code) === undefined);
    expect(missing).toEqual([]);
  });

  it('gives each code one entry and each entry a unique stable key', () => {
    const codes = ERROR_CATALOGUE.map((e) => e.code);
    const keys = ERROR_CATALOGUE.map((e) => e.key);
    expect(new Set(codes).size).toBe(codes.length);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('fills every ranged family from its first to its last code, inside the range, with a service owner', () => {
    for (const { from, to, family } of CODE_RANGES) {
      const codes = family.map((e) => e.code);
      expect(Math.min(...codes)).toBe(from);
      expect(Math.max(...codes)).toBe(to);
      for (const entry of family) {
        expect(entry.owner).not.toBe('any');
        expect(entry.code % 2).toBe(1);
      }
    }
  });

  it('presents codes as section 8 says', () => {
    expect(errorEntry(0)?.presentation).toBe('success');
    expect(errorEntry(1)?.presentation).toBe('warning');
    expect(errorEntry(130001)?.presentation).toBe('redirect404');
    expect(errorEntry(130003)?.presentation).toBe('redirect404');
    expect(errorEntry(130059)?.presentation).toBe('refreshPrompt');
    expect(errorEntry(510021)?.presentation).toBe('prompt');
    expect(errorEntry(-1)?.presentation).toBe('licenseInvalid');
  });

  it('uses only known presentations and owners, and declares the {count} of member limits', () => {
    for (const entry of ERROR_CATALOGUE) {
      expect(PRESENTATIONS).toContain(entry.presentation);
      expect(OWNERS).toContain(entry.owner);
    }
    expect(errorEntry(110011)?.params).toEqual(['count']);
    expect(errorEntry(110013)?.params).toEqual(['count']);
  });

  it('names codes by key so no literal is written elsewhere', () => {
    expect(ErrorCode.passcodeIncorrect).toBe(130017);
    expect(ErrorCode.roundNotLatest).toBe(130059);
    expect(ErrorCode.defaultStorageLocked).toBe(200007);
    expect(errorEntry(424242)).toBeUndefined();
  });
});
