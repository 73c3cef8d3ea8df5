import type { z } from 'zod';
import { ErrorCode } from '../errors/catalogue';
import { DomainError } from './domain-error';

/** One problem found in a request, as 9001's details list it. */
export interface ValidationIssue {
  code: string;
  path: string[];
  message: string;
}

/** A request that failed its schema: 9001, with every issue and where it is. */
export function validationFailure(error: z.ZodError | readonly ValidationIssue[]): DomainError {
  const issues = Array.isArray(error)
    ? [...(error as readonly ValidationIssue[])]
    : (error as z.ZodError).issues.map(({ code, path, message }) => ({ code: String(code), path: path.map(String), message }));
  return new DomainError(ErrorCode.verificationFailed, {}, issues);
}
