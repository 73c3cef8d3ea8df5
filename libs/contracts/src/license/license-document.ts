import { z } from 'zod';

/** What a license grants: the payload the vendor signs. */
export const licensePayloadSchema = z.object({
  licensee: z.string().min(1).max(200),
  seats: z.number().int().positive(),
  simulations: z.number().int().positive(),
  membersPerInstructor: z.number().int().positive().optional(),
  expiresAt: z.iso.datetime(),
});
export type LicensePayload = z.infer<typeof licensePayloadSchema>;

/** A license document: `{ payload, signature }`, signature = base64 Ed25519 over licenseSignedBytes. */
export const licenseDocumentSchema = z.object({ payload: licensePayloadSchema, signature: z.string().min(1) });

/**
 * The exact bytes a license signature covers: the payload's fields in a fixed order (the
 * per-instructor limit last, and only when the license names one, so older licenses still verify).
 */
export function licenseSignedBytes(p: LicensePayload): Uint8Array {
  const fields: unknown[] = [p.licensee, p.seats, p.simulations, p.expiresAt];
  if (p.membersPerInstructor !== undefined) fields.push(p.membersPerInstructor);
  return new TextEncoder().encode(JSON.stringify(fields));
}
