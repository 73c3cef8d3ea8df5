// Runs a TypeScript entry point of the workspace: esbuild bundles it (resolving @simbiz/* through
// tsconfig paths, npm packages left external) into a temporary file under node_modules/.cache
// (so the workspace's packages resolve) that Node then runs.
// Usage: node scripts/run-ts.mjs [--node-flag=<flag>...] <entry.ts> [args...]
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const argv = process.argv.slice(2);
const nodeFlags = [];
while (argv[0]?.startsWith('--node-flag=')) nodeFlags.push(argv.shift().slice('--node-flag='.length));
const [entry, ...args] = argv;
if (!entry) {
  console.error('usage: node scripts/run-ts.mjs <entry.ts> [args...]');
  process.exit(2);
}
if (!existsSync(join(root, 'node_modules', 'esbuild'))) execFileSync('bash', [join(root, 'scripts/install.sh')], { stdio: 'inherit' });

const { build } = await import('esbuild');
const cache = join(root, 'node_modules', '.cache');
mkdirSync(cache, { recursive: true });
const dir = mkdtempSync(join(cache, 'simbiz-run-'));
const outfile = join(dir, 'main.cjs');
try {
  await build({
    entryPoints: [resolve(root, entry)],
    outfile,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    packages: 'external',
    tsconfig: join(root, 'tsconfig.base.json'),
    sourcemap: 'inline',
    logLevel: 'warning',
  });
  const child = spawn(process.execPath, ['--enable-source-maps', ...nodeFlags, outfile, ...args], { stdio: 'inherit', cwd: root });
  // Signals reach the program itself, so a service started this way shuts down gracefully.
  for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => child.kill(signal));
  const [code, signal] = await new Promise((resolve) => child.once('exit', (c, s) => resolve([c, s])));
  process.exitCode = code ?? (signal ? 1 : 0);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
