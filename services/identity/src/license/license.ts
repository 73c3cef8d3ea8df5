import type { LicenseInfo } from '@simbiz/contracts';
import { createPublicKey, verify } from 'node:crypto';
import { z } from 'zod';

/** What an installation may do without a license. */
export const COMMUNITY_LIMITS = { seats: 3, simulations: 2 } as const;

const payloadSchema = z.object({
  licensee: z.string().min(1).max(200),
  seats: z.number().int().positive(),
  simulations: z.number().int().positive(),
  expiresAt: z.iso.datetime(),
});
export type LicensePayload = z.infer<typeof payloadSchema>;

const documentSchema = z.object({ payload: payloadSchema, signature: z.string().min(1) });

/** The exact bytes a license signature covers: the payload's fields in a fixed order. */
export function signedBytes(p: LicensePayload): Buffer {
  return Buffer.from(JSON.stringify([p.licensee, p.seats, p.simulations, p.expiresAt]), 'utf8');
}

/**
 * Reads a license document (JSON: `{ payload, signature }`, signature = base64 Ed25519 over
 * signedBytes). No document means community limits; a document that does not parse, whose
 * signature does not verify, or that has expired is invalid, and says why.
 */
export function readLicense(document: string | null, publicKeyPem: string, now: Date, usedSeats = 0): LicenseInfo {
  const base = { usedSeats, licensee: null, expiresAt: null, detail: null };
  if (document === null) return { ...base, state: 'community', ...COMMUNITY_LIMITS };
  const invalid = (detail: string): LicenseInfo => ({ ...base, state: 'invalid', ...COMMUNITY_LIMITS, detail });
  let parsed: z.infer<typeof documentSchema>;
  try {
    const result = documentSchema.safeParse(JSON.parse(document));
    if (!result.success) return invalid('The license document is malformed.');
    parsed = result.data;
  } catch {
    return invalid('The license document is not JSON.');
  }
  const { payload, signature } = parsed;
  let genuine = false;
  try {
    genuine = verify(null, signedBytes(payload), createPublicKey(publicKeyPem), Buffer.from(signature, 'base64'));
  } catch {
    genuine = false;
  }
  if (!genuine) return invalid('The license signature does not match: the document was changed or signed by another key.');
  const info = { ...base, licensee: payload.licensee, seats: payload.seats, simulations: payload.simulations, expiresAt: payload.expiresAt };
  if (new Date(payload.expiresAt).getTime() <= now.getTime()) {
    return { ...info, state: 'invalid', detail: `The license expired on ${payload.expiresAt}.` };
  }
  return { ...info, state: 'valid' };
}
