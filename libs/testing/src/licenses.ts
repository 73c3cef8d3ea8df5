import { type LicensePayload, licenseSignedBytes } from '@simbiz/contracts';
import { generateKeyPairSync, type KeyObject, sign } from 'node:crypto';

/** A vendor key pair for tests: identity is started with the public key (LICENSE_PUBLIC_KEY). */
export function testLicenseKeys(): { publicKeyPem: string; privateKey: KeyObject } {
  const { publicKey, privateKey } = generateKeyPairSync('ed25519');
  return { publicKeyPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(), privateKey };
}

/** A license document signed with a test key. */
export function signedLicense(payload: LicensePayload, privateKey: KeyObject): string {
  return JSON.stringify({ payload, signature: sign(null, licenseSignedBytes(payload), privateKey).toString('base64') });
}
