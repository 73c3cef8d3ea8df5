import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { readLicense } from './license';
import { generateLicenseKeys, LICENSE_USAGE, LicenseUsageError, parseLicenseCommand, PRIVATE_KEY_FILE, PUBLIC_KEY_FILE, signLicense } from './license-cli';

/*
 * npm run license -- keygen | sign | --help (usage in license-cli.ts). Exit codes: 0 done, 2 a bad
 * argument (the message says which), 1 anything else. Messages go to stderr, so stdout carries
 * only the document when `sign` has no --out.
 */

/** npm runs scripts from the workspace's root; paths the operator types are from where they typed them. */
const fromHere = (path: string) => resolve(process.env['INIT_CWD'] ?? process.cwd(), path);
const say = (text: string) => process.stderr.write(`${text}\n`);

function keygen(out: string): void {
  const dir = fromHere(out);
  const privatePath = join(dir, PRIVATE_KEY_FILE);
  const publicPath = join(dir, PUBLIC_KEY_FILE);
  const existing = [privatePath, publicPath].filter((p) => existsSync(p));
  if (existing.length > 0) {
    throw new LicenseUsageError(
      `${existing.join(' and ')} already ${existing.length > 1 ? 'exist' : 'exists'}; nothing was written (move the old keys away or choose another --out)`,
    );
  }
  const keys = generateLicenseKeys();
  mkdirSync(dir, { recursive: true });
  // 'wx': never replace a key that appeared meanwhile; the private key is readable by its owner only.
  writeFileSync(privatePath, keys.privateKeyPem, { flag: 'wx', mode: 0o600 });
  writeFileSync(publicPath, keys.publicKeyPem, { flag: 'wx', mode: 0o644 });
  say(`Wrote an Ed25519 license key pair:
  ${privatePath}  (mode 0600: it signs licenses; keep it offline and out of version control)
  ${publicPath}

The public key:
${keys.publicKeyPem}
Configure the identity service to trust it, with LICENSE_PUBLIC_KEY set to that PEM:
  - in the identity service's environment: LICENSE_PUBLIC_KEY="$(cat ${publicPath})"
  - on Kubernetes: kubectl -n simbiz create secret generic simbiz-license --from-file=public-key=${publicPath}
    then restart identity: kubectl -n simbiz rollout restart deployment/identity
Then sign a license (npm run license -- sign --help) and upload it on the admin console's license page.`);
}

function signTo(key: string, payload: Parameters<typeof signLicense>[0], out: string | null): void {
  const keyPath = fromHere(key);
  if (!existsSync(keyPath)) throw new LicenseUsageError(`--key: ${keyPath} does not exist`);
  const { document, publicKeyPem } = signLicense(payload, readFileSync(keyPath, 'utf8'));
  // The tool checks its own work as identity will: a document it writes always reads as valid.
  const check = readLicense(document, publicKeyPem, new Date());
  if (check.state !== 'valid') throw new Error(`the signed document does not verify: ${check.detail ?? check.state}`);
  if (out) writeFileSync(fromHere(out), document);
  else process.stdout.write(document);
  const members = payload.membersPerInstructor ? `, ${payload.membersPerInstructor} participants per instructor` : '';
  say(`Signed a license for ${payload.licensee}: ${payload.seats} seats, ${payload.simulations} simulations${members}, expires ${payload.expiresAt}.`);
  if (out) say(`Wrote ${fromHere(out)}.`);
  say(`It verifies with this public key, which must be the installation's LICENSE_PUBLIC_KEY:\n${publicKeyPem}`);
}

function main(argv: readonly string[]): number {
  try {
    const command = parseLicenseCommand(argv);
    if (command.command === 'help') process.stdout.write(`${LICENSE_USAGE}\n`);
    else if (command.command === 'keygen') keygen(command.out);
    else signTo(command.key, command.payload, command.out);
    return 0;
  } catch (error) {
    if (!(error instanceof LicenseUsageError)) {
      say(`license: ${(error as Error).message}`);
      return 1;
    }
    say(`license: ${error.message}\nRun "npm run license -- --help" for usage.`);
    return 2;
  }
}

process.exitCode = main(process.argv.slice(2));
