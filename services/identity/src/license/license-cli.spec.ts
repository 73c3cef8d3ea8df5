import { generateKeyPairSync } from 'node:crypto';
import { readLicense } from './license';
import { generateLicenseKeys, LicenseUsageError, parseLicenseCommand, signLicense } from './license-cli';

const now = new Date('2026-11-21T10:00:00Z');
const sign = ['sign', '--key', 'k.pem', '--licensee', 'Chiang Mai University', '--seats', '40', '--simulations', '12', '--expires', '2027-06-30'];
const refusal = (argv: string[]) => {
  try {
    parseLicenseCommand(argv, now);
  } catch (error) {
    return error instanceof LicenseUsageError ? error.message : `not a usage error: ${String(error)}`;
  }
  return 'accepted';
};

describe('reading the license tool’s command line', () => {
  it('reads sign into the payload identity verifies, expiring at the start of the day (UTC)', () => {
    expect(parseLicenseCommand([...sign, '--members-per-instructor', '80', '--out', 'cmu.json'], now)).toEqual({
      command: 'sign',
      key: 'k.pem',
      payload: { licensee: 'Chiang Mai University', seats: 40, simulations: 12, membersPerInstructor: 80, expiresAt: '2027-06-30T00:00:00Z' },
      out: 'cmu.json',
    });
    expect(parseLicenseCommand(sign, now)).toMatchObject({ payload: { seats: 40 }, out: null });
    expect(parseLicenseCommand(sign, now)).not.toHaveProperty('payload.membersPerInstructor');
  });

  it('reads keygen with the current directory by default, and help in every spelling', () => {
    expect(parseLicenseCommand(['keygen'], now)).toEqual({ command: 'keygen', out: '.' });
    expect(parseLicenseCommand(['keygen', '--out', '/tmp/keys'], now)).toEqual({ command: 'keygen', out: '/tmp/keys' });
    for (const argv of [['--help'], ['-h'], ['help'], ['sign', '--help']]) expect(parseLicenseCommand(argv, now)).toEqual({ command: 'help' });
  });

  it('says which argument is wrong', () => {
    expect(refusal([])).toBe('name a command: keygen or sign');
    expect(refusal(['verify'])).toBe('unknown command "verify": use keygen or sign');
    expect(refusal(['keygen', '--seats', '3'])).toBe('this command does not take --seats');
    expect(refusal(['keygen', 'extra'])).toBe('unexpected argument "extra"');
    expect(refusal(['sign', '--bogus', 'x'])).toMatch(/Unknown option '--bogus'/);
    expect(refusal(sign.filter((a) => a !== '--key' && a !== 'k.pem'))).toBe('--key <private.pem> is required');
    expect(refusal([...sign.slice(0, 5), '--seats', 'ten', ...sign.slice(7)])).toBe('--seats must be a whole number of at least 1');
    expect(refusal([...sign.slice(0, 5), '--seats', '0', ...sign.slice(7)])).toBe('--seats must be a whole number of at least 1');
    expect(refusal([...sign.slice(0, 7), '--simulations', '2.5', ...sign.slice(9)])).toBe('--simulations must be a whole number of at least 1');
    expect(refusal([...sign.slice(0, 9), '--expires', '30/06/2027'])).toBe('--expires must be a date written YYYY-MM-DD');
    expect(refusal([...sign.slice(0, 9), '--expires', '2027-02-30'])).toBe('--expires is not a day of the calendar');
    expect(refusal([...sign.slice(0, 9), '--expires', '2026-11-21'])).toBe('--expires must be after today (2026-11-21)');
    expect(refusal([...sign.slice(0, 3), '--licensee', '   ', ...sign.slice(5)])).toBe('--licensee must not be empty');
  });
});

describe('signing a license', () => {
  const keys = generateLicenseKeys();
  const payload = { licensee: 'Chiang Mai University', seats: 40, simulations: 12, expiresAt: '2027-06-30T00:00:00Z' };

  it('writes a document readLicense accepts against the generated public key', () => {
    const { document, publicKeyPem } = signLicense(payload, keys.privateKeyPem);
    expect(publicKeyPem).toBe(keys.publicKeyPem);
    expect(readLicense(document, keys.publicKeyPem, now, 3)).toMatchObject({
      state: 'valid',
      licensee: 'Chiang Mai University',
      seats: 40,
      simulations: 12,
      usedSeats: 3,
    });
    const limited = signLicense({ ...payload, membersPerInstructor: 80 }, keys.privateKeyPem).document;
    expect(readLicense(limited, keys.publicKeyPem, now)).toMatchObject({ state: 'valid', membersPerInstructor: 80 });
  });

  it('is refused when the payload is changed, when another key checks it, and once it has expired, each saying why', () => {
    const { document } = signLicense(payload, keys.privateKeyPem);
    const tampered = JSON.parse(document) as { payload: typeof payload };
    tampered.payload.seats = 4_000;
    const badSignature = 'The license signature does not match: the document was changed or signed by another key.';
    expect(readLicense(JSON.stringify(tampered), keys.publicKeyPem, now)).toMatchObject({ state: 'invalid', detail: badSignature });
    expect(readLicense(document, generateLicenseKeys().publicKeyPem, now)).toMatchObject({ state: 'invalid', detail: badSignature });
    expect(readLicense(document, keys.publicKeyPem, new Date('2027-06-30T00:00:00Z'))).toMatchObject({
      state: 'invalid',
      detail: 'The license expired on 2027-06-30T00:00:00Z.',
    });
  });

  it('refuses a key that is not an Ed25519 private key', () => {
    expect(() => signLicense(payload, keys.publicKeyPem)).toThrow(LicenseUsageError);
    expect(() => signLicense(payload, 'not a key')).toThrow('--key is not a PEM private key (sign with license-private.pem from keygen)');
    const rsa = generateKeyPairSync('rsa', { modulusLength: 1024 }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    expect(() => signLicense(payload, rsa)).toThrow(/--key is an rsa key; a license key is Ed25519/);
  });
});
