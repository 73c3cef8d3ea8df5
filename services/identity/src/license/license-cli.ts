import { type LicensePayload, licensePayloadSchema, licenseSignedBytes } from '@simbiz/contracts';
import { createPrivateKey, createPublicKey, generateKeyPairSync, type KeyObject, sign } from 'node:crypto';
import { parseArgs } from 'node:util';
import { z } from 'zod';

/*
 * `npm run license`: the tool an installation (or the vendor) makes its license key pair and
 * signs license documents with. Plain functions here; license-main.ts reads and writes the files.
 */

export const LICENSE_USAGE = `Usage:
  npm run license -- keygen [--out <dir>]
      Writes an Ed25519 key pair: license-private.pem (mode 0600) and license-public.pem.
      Existing files are never overwritten. <dir> defaults to the current directory.

  npm run license -- sign --key <private.pem> --licensee "<name>" --seats <n> --simulations <n>
                          --expires <YYYY-MM-DD> [--members-per-instructor <n>] [--out <license.json>]
      Signs a license document and prints it (or writes it to --out).
      --seats                   accounts that may hold the licensed role
      --simulations             worlds that may exist at once (archived worlds do not count)
      --expires                 the day the license stops working, at 00:00 UTC
      --members-per-instructor  participants one instructor may have (5000 when left out)

  npm run license -- --help`;

/** A bad command line: the message says what to change (the tool exits with code 2). */
export class LicenseUsageError extends Error {}

/** The files keygen writes; the public one's PEM is what LICENSE_PUBLIC_KEY holds. */
export const PRIVATE_KEY_FILE = 'license-private.pem';
export const PUBLIC_KEY_FILE = 'license-public.pem';

export type LicenseCommand =
  { command: 'help' } | { command: 'keygen'; out: string } | { command: 'sign'; key: string; payload: LicensePayload; out: string | null };

const MAX_COUNT = 9_999_999;
const count = (flag: string) =>
  z
    .string({ error: `${flag} <n> is required` })
    .regex(/^[1-9]\d*$/, `${flag} must be a whole number of at least 1`)
    .transform(Number)
    .pipe(z.number().max(MAX_COUNT, `${flag} must be at most ${MAX_COUNT}`));
const path = (flag: string) => z.string({ error: `${flag} is required` }).min(1, `${flag} must not be empty`);

const keygenSchema = z.object({ out: path('--out').default('.') }).strict();

function signSchema(now: Date) {
  const today = now.toISOString().slice(0, 10);
  const expires = z
    .string({ error: '--expires <YYYY-MM-DD> is required' })
    .regex(/^\d{4}-\d{2}-\d{2}$/, '--expires must be a date written YYYY-MM-DD')
    .refine(isCalendarDay, '--expires is not a day of the calendar')
    .refine((day) => day > today, `--expires must be after today (${today})`);
  return z
    .object({
      key: path('--key <private.pem>'),
      licensee: z
        .string({ error: '--licensee "<name>" is required' })
        .trim()
        .min(1, '--licensee must not be empty')
        .max(200, '--licensee must be at most 200 characters'),
      seats: count('--seats'),
      simulations: count('--simulations'),
      expires,
      'members-per-instructor': count('--members-per-instructor').optional(),
      out: path('--out').optional(),
    })
    .strict();
}

function isCalendarDay(day: string): boolean {
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(day);
}

/** The first problem zod found, as the flag it is about says it. */
function firstProblem(error: z.ZodError): string {
  const issue = error.issues[0];
  if (issue?.code === 'unrecognized_keys') return `this command does not take ${issue.keys.map((k) => `--${k}`).join(', ')}`;
  return issue?.message ?? 'the arguments are not valid';
}

const OPTIONS = {
  help: { type: 'boolean', short: 'h' },
  out: { type: 'string' },
  key: { type: 'string' },
  licensee: { type: 'string' },
  seats: { type: 'string' },
  simulations: { type: 'string' },
  expires: { type: 'string' },
  'members-per-instructor': { type: 'string' },
} as const;

/** node:util's reading of the flags; an unknown flag or a flag without its value is a usage error. */
function readArgs(argv: readonly string[]) {
  try {
    return parseArgs({ args: [...argv], allowPositionals: true, strict: true, options: OPTIONS });
  } catch (error) {
    throw new LicenseUsageError((error as Error).message);
  }
}

/**
 * Reads the tool's command line (what follows `npm run license --`) into a command, or throws
 * LicenseUsageError saying what is wrong. `now` decides which expiry dates are in the past.
 */
export function parseLicenseCommand(argv: readonly string[], now = new Date()): LicenseCommand {
  const parsed = readArgs(argv);
  const { help, ...values } = parsed.values;
  const [command, ...extra] = parsed.positionals;
  if (help || command === 'help') return { command: 'help' };
  if (extra.length > 0) throw new LicenseUsageError(`unexpected argument "${extra[0]}"`);
  if (command === 'keygen') {
    const result = keygenSchema.safeParse(values);
    if (!result.success) throw new LicenseUsageError(firstProblem(result.error));
    return { command: 'keygen', out: result.data.out };
  }
  if (command === 'sign') {
    const result = signSchema(now).safeParse(values);
    if (!result.success) throw new LicenseUsageError(firstProblem(result.error));
    const { key, licensee, seats, simulations, expires, out } = result.data;
    const membersPerInstructor = result.data['members-per-instructor'];
    const payload: LicensePayload = {
      licensee,
      seats,
      simulations,
      expiresAt: `${expires}T00:00:00Z`,
      ...(membersPerInstructor ? { membersPerInstructor } : {}),
    };
    return { command: 'sign', key, payload: licensePayloadSchema.parse(payload), out: out ?? null };
  }
  throw new LicenseUsageError(command ? `unknown command "${command}": use keygen or sign` : 'name a command: keygen or sign');
}

/** A new Ed25519 key pair as PEM: PKCS#8 for the private key, SPKI for LICENSE_PUBLIC_KEY. */
export function generateLicenseKeys(): { privateKeyPem: string; publicKeyPem: string } {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  return {
    privateKeyPem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    publicKeyPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  };
}

function ed25519PrivateKey(pem: string): KeyObject {
  let key: KeyObject;
  try {
    key = createPrivateKey(pem);
  } catch {
    throw new LicenseUsageError('--key is not a PEM private key (sign with license-private.pem from keygen)');
  }
  if (key.asymmetricKeyType !== 'ed25519')
    throw new LicenseUsageError(`--key is an ${key.asymmetricKeyType ?? 'unknown'} key; a license key is Ed25519 (npm run license -- keygen)`);
  return key;
}

/**
 * Signs a payload as identity's readLicense checks it: Ed25519 over licenseSignedBytes, base64.
 * Answers the document (JSON, as uploaded on the admin license page) and the public key that
 * verifies it, which must be the installation's LICENSE_PUBLIC_KEY.
 */
export function signLicense(payload: LicensePayload, privateKeyPem: string): { document: string; publicKeyPem: string } {
  const key = ed25519PrivateKey(privateKeyPem);
  const signature = sign(null, licenseSignedBytes(payload), key).toString('base64');
  const publicKeyPem = createPublicKey(key).export({ type: 'spki', format: 'pem' }).toString();
  return { document: `${JSON.stringify({ payload, signature }, null, 2)}\n`, publicKeyPem };
}
