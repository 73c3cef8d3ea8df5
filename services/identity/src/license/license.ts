import { type LicenseInfo, type LicensePayload, type LicenseProblem, licenseDocumentSchema, licenseSignedBytes } from '@simbiz/contracts';
import { createPublicKey, verify } from 'node:crypto';
import type { z } from 'zod';

/**
 * What an installation may do without a license: enough for one instructor's term on a laptop
 * (a few class sections, a practice world and the demo; archived worlds do not count), not for a
 * department (three licensed accounts).
 */
export const COMMUNITY_LIMITS = { seats: 3, simulations: 6, membersPerInstructor: 200 } as const;

/** Participants per instructor under a license that does not name a number. */
export const LICENSED_MEMBERS_PER_INSTRUCTOR = 5_000;

/** The signed bytes of a payload (the format is the contracts' so the vendor's tools agree). */
export function signedBytes(p: LicensePayload): Buffer {
  return Buffer.from(licenseSignedBytes(p));
}

/**
 * Reads a license document (JSON: `{ payload, signature }`, signature = base64 Ed25519 over
 * signedBytes). No document means community limits; a document that does not parse, whose
 * signature does not verify, or that has expired is invalid, and says why.
 */
export function readLicense(document: string | null, publicKeyPem: string, now: Date, usedSeats = 0): LicenseInfo {
  const base = { usedSeats, licensee: null, expiresAt: null, detail: null, reason: null };
  if (document === null) return { ...base, state: 'community', ...COMMUNITY_LIMITS };
  const invalid = (reason: LicenseProblem, detail: string): LicenseInfo => ({ ...base, state: 'invalid', ...COMMUNITY_LIMITS, reason, detail });
  let parsed: z.infer<typeof licenseDocumentSchema>;
  try {
    const result = licenseDocumentSchema.safeParse(JSON.parse(document));
    if (!result.success) return invalid('malformed', 'The license document is malformed.');
    parsed = result.data;
  } catch {
    return invalid('notJson', 'The license document is not JSON.');
  }
  const { payload, signature } = parsed;
  let genuine = false;
  try {
    genuine = verify(null, signedBytes(payload), createPublicKey(publicKeyPem), Buffer.from(signature, 'base64'));
  } catch {
    genuine = false;
  }
  if (!genuine) return invalid('signature', 'The license signature does not match: the document was changed or signed by another key.');
  const info = {
    ...base,
    licensee: payload.licensee,
    seats: payload.seats,
    simulations: payload.simulations,
    membersPerInstructor: payload.membersPerInstructor ?? LICENSED_MEMBERS_PER_INSTRUCTOR,
    expiresAt: payload.expiresAt,
  };
  if (new Date(payload.expiresAt).getTime() <= now.getTime()) {
    return { ...info, state: 'invalid', reason: 'expired', detail: `The license expired on ${payload.expiresAt}.` };
  }
  return { ...info, state: 'valid' };
}

export type { LicensePayload };
