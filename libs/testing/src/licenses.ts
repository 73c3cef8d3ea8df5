import { identityMessages, type LicensePayload, licenseSignedBytes } from '@simbiz/contracts';
import { generateKeyPairSync, type KeyObject, randomUUID, sign } from 'node:crypto';
import type { ServiceCaller } from './playable-world';

/** A vendor key pair for tests: identity is started with the public key (LICENSE_PUBLIC_KEY). */
export function testLicenseKeys(): { publicKeyPem: string; privateKey: KeyObject } {
  const { publicKey, privateKey } = generateKeyPairSync('ed25519');
  return { publicKeyPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(), privateKey };
}

/** A license document signed with a test key. */
export function signedLicense(payload: LicensePayload, privateKey: KeyObject): string {
  return JSON.stringify({ payload, signature: sign(null, licenseSignedBytes(payload), privateKey).toString('base64') });
}

/**
 * A license signed for the suite: identity started with its public key (`peerEnv`), the document
 * installed by an admin once the peers answer (`prepare`). It expires in a year.
 */
export function suiteLicense(grants: Omit<LicensePayload, 'expiresAt'>): {
  peerEnv: Record<string, string>;
  prepare: (api: ServiceCaller) => Promise<void>;
} {
  const keys = testLicenseKeys();
  const document = signedLicense({ ...grants, expiresAt: new Date(Date.now() + 365 * 86_400_000).toISOString() }, keys.privateKey);
  return {
    peerEnv: { LICENSE_PUBLIC_KEY: keys.publicKeyPem },
    prepare: async (api) => {
      await api.call(identityMessages.installLicense, { document }, { caller: { userId: randomUUID(), roles: ['admin'] } });
    },
  };
}
