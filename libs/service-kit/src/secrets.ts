import { timingSafeEqual } from 'node:crypto';

/** Compares a secret (a passcode) in time that does not depend on where the strings differ. */
export function sameSecret(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}
