import { z } from 'zod';

export const IDENTITY_CONFIG = Symbol('identity:config');

/**
 * The vendor's Ed25519 public key that license documents are checked against. An installation can
 * set its own with LICENSE_PUBLIC_KEY (PEM); the private key never ships with the product.
 */
export const VENDOR_LICENSE_KEY = `-----BEGIN PUBLIC KEY-----
MCowBQYDK2VwAyEAPwrs5wmsPwb4FqYfIVwsrlX0RMuXsmtrrigdavW7rLY=
-----END PUBLIC KEY-----`;

export const identityConfigSchema = z.object({
  licensePublicKey: z.string().min(1).default(VENDOR_LICENSE_KEY),
  sessionTtlHours: z.coerce.number().positive().default(12),
  /** `open`: anyone may sign up; `invite`: only invited emails (the first account always may). */
  signUpMode: z.enum(['open', 'invite']).default('open'),
});
export type IdentityConfig = z.infer<typeof identityConfigSchema>;

export function readIdentityConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<IdentityConfig> = {}): IdentityConfig {
  return identityConfigSchema.parse({
    licensePublicKey: overrides.licensePublicKey ?? (env['LICENSE_PUBLIC_KEY'] || undefined),
    sessionTtlHours: overrides.sessionTtlHours ?? (env['SESSION_TTL_HOURS'] || undefined),
    signUpMode: overrides.signUpMode ?? (env['SIGNUP_MODE'] || undefined),
  });
}
