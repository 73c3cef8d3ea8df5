import { LICENSE_PROBLEMS, type LicenseProblem } from '@simbiz/contracts';

/** What identity says about an invalid license: the reason's name, the expiry, and its English detail. */
export interface LicenseProblemFacts {
  reason?: unknown;
  expiresAt?: unknown;
  detail?: unknown;
}

const isProblem = (reason: unknown): reason is LicenseProblem => LICENSE_PROBLEMS.includes(reason as LicenseProblem);

/**
 * Why a license cannot be used, in the reader's language ("The license expired on 1 March 2026").
 * A reason this page does not know is shown as identity's detail, so nothing it said is lost.
 */
export function licenseProblemText(facts: LicenseProblemFacts, t: (key: string, options: { date: string }) => string, language: string): string | null {
  const { reason, expiresAt, detail } = facts;
  if (!isProblem(reason)) return typeof detail === 'string' && detail ? detail : null;
  const expiry = typeof expiresAt === 'string' && expiresAt ? new Date(expiresAt) : null;
  const date = expiry && !Number.isNaN(expiry.getTime()) ? new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(expiry) : '';
  return t(`common:license.problems.${reason}`, { date });
}
