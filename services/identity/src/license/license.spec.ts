import { generateKeyPairSync, sign } from 'node:crypto';
import { COMMUNITY_LIMITS, type LicensePayload, readLicense, signedBytes } from './license';

const keys = generateKeyPairSync('ed25519');
const publicPem = keys.publicKey.export({ type: 'spki', format: 'pem' }).toString();
const payload: LicensePayload = { licensee: 'Chiang Mai University', seats: 40, simulations: 12, expiresAt: '2027-06-30T00:00:00Z' };
const signed = (p: LicensePayload, key = keys.privateKey) => JSON.stringify({ payload: p, signature: sign(null, signedBytes(p), key).toString('base64') });
const now = new Date('2026-11-21T00:00:00Z');

describe('reading the license', () => {
  it('allows one instructor’s term without a license: 3 seats, 6 simulations, 200 participants per instructor', () => {
    expect(COMMUNITY_LIMITS).toEqual({ seats: 3, simulations: 6, membersPerInstructor: 200 });
  });

  it('gives community limits when there is no license', () => {
    expect(readLicense(null, publicPem, now)).toMatchObject({ state: 'community', ...COMMUNITY_LIMITS, detail: null, reason: null });
  });

  it('accepts a document signed by the vendor key, with its limits', () => {
    expect(readLicense(signed(payload), publicPem, now, 7)).toEqual({
      state: 'valid',
      licensee: payload.licensee,
      seats: 40,
      simulations: 12,
      membersPerInstructor: 5_000,
      expiresAt: payload.expiresAt,
      usedSeats: 7,
      detail: null,
      reason: null,
    });
  });

  it('signs a per-instructor limit when the license names one, and a changed limit breaks the signature', () => {
    const limited = signed({ ...payload, membersPerInstructor: 80 });
    expect(readLicense(limited, publicPem, now)).toMatchObject({ state: 'valid', membersPerInstructor: 80 });
    const tampered = JSON.parse(limited) as { payload: LicensePayload };
    tampered.payload.membersPerInstructor = 800;
    expect(readLicense(JSON.stringify(tampered), publicPem, now)).toMatchObject({ state: 'invalid' });
  });

  it('refuses a tampered document, one signed by another key, and one that expired, saying why', () => {
    const tampered = JSON.parse(signed(payload)) as { payload: LicensePayload };
    tampered.payload.seats = 4000;
    expect(readLicense(JSON.stringify(tampered), publicPem, now)).toMatchObject({
      state: 'invalid',
      reason: 'signature',
      detail: expect.stringMatching(/signature/),
    });
    const other = generateKeyPairSync('ed25519').privateKey;
    expect(readLicense(signed(payload, other), publicPem, now).state).toBe('invalid');
    const expired = readLicense(signed({ ...payload, expiresAt: '2026-01-01T00:00:00Z' }), publicPem, now);
    expect(expired).toMatchObject({ state: 'invalid', reason: 'expired', detail: 'The license expired on 2026-01-01T00:00:00Z.' });
  });

  it('refuses documents that are not JSON or miss fields', () => {
    expect(readLicense('{nope', publicPem, now)).toMatchObject({ reason: 'notJson', detail: expect.stringMatching(/not JSON/) });
    expect(readLicense('{"payload":{}}', publicPem, now)).toMatchObject({ reason: 'malformed', detail: expect.stringMatching(/malformed/) });
  });
});
