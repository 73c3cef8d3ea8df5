import type { z } from 'zod';
import { ErrorCode } from '../errors/catalogue';
import { DomainError } from './domain-error';

/** One problem found in a request, as 9001's details list it: where, what (zod's code) and the bound it broke. */
export interface ValidationIssue {
  code: string;
  path: string[];
  message: string;
  /** The maximum (too_big) or minimum (too_small) the value had to keep to. */
  limit?: number;
}

type ZodIssue = z.ZodError['issues'][number];

function issueOf(issue: ZodIssue): ValidationIssue {
  const { code, path, message } = issue;
  const found: ValidationIssue = { code: String(code), path: path.map(String), message };
  const bound = (issue as { maximum?: unknown; minimum?: unknown }).maximum ?? (issue as { minimum?: unknown }).minimum;
  if (typeof bound === 'number' || typeof bound === 'bigint') found.limit = Number(bound);
  const keys = (issue as { keys?: unknown }).keys;
  // A key the request should not have: the issue is about that key, not the object holding it.
  if (code === 'unrecognized_keys' && Array.isArray(keys) && typeof keys[0] === 'string') found.path = [...found.path, keys[0]];
  return found;
}

/** A request that failed its schema: 9001, with every issue and where it is. */
export function validationFailure(error: z.ZodError | readonly ValidationIssue[]): DomainError {
  const issues = Array.isArray(error) ? [...(error as readonly ValidationIssue[])] : (error as z.ZodError).issues.map(issueOf);
  return new DomainError(ErrorCode.verificationFailed, {}, issues);
}
