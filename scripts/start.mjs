// Starts the platform on this machine: PostgreSQL (DATABASE_URL, else 127.0.0.1:5432, else an
// embedded one keeping its data in .data/postgres, or under /var/lib/simbiz when root starts it
// from a directory the postgres user cannot enter), NATS (NATS_URL, else 127.0.0.1:4222, else
// nats-server with its store in .data/nats), the services and the gateway; creates the demo
// accounts and prints where to go. Ctrl-C stops everything it started.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const { Client } = require('pg');
const { connect, headers } = require('nats');

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const data = join(root, '.data');
const children = [];
const PORT = Number(process.env.PORT || 8080);
const DEMO = [
  { email: 'admin@simbiz.local', displayName: 'Admin', password: 'simbiz-admin-2026', role: 'admin' },
  { email: 'teacher@simbiz.local', displayName: 'Teacher', password: 'simbiz-teacher-2026', role: 'licensed' },
  { email: 'student@simbiz.local', displayName: 'Student', password: 'simbiz-student-2026' },
];
const DEMO_WORLD = 'Demo class';
/** Every service, in the order they start (identity first: the others ask it about accounts). */
const SERVICES = ['identity', 'worlds', 'teams', 'warehouse', 'products', 'stores', 'finance', 'simulation-engine'];

function run(name, args, env) {
  const child = spawn(process.execPath, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'inherit', 'inherit'] });
  child.on('exit', (code, signal) => {
    if (!stopping) console.error(`${name} stopped (${signal ?? code}); stopping the platform`);
    if (!stopping) void stop(1);
  });
  children.push(child);
  return child;
}

async function answers(url) {
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

function freePort() {
  return new Promise((ok) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => ok(port));
    });
  });
}

async function waitFor(check, what, ms = 60000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await check().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${what} did not start in ${ms / 1000} s`);
}

async function postgres() {
  if (process.env.DATABASE_URL) return process.env.DATABASE_URL;
  const local = 'postgres://postgres@127.0.0.1:5432/postgres';
  let admin = local;
  // EMBEDDED_POSTGRES=1: the embedded one even when 127.0.0.1:5432 answers (to try it, or to keep apart).
  if (process.env.EMBEDDED_POSTGRES === '1' || !(await answers(local))) {
    const dir = join(data, 'postgres');
    mkdirSync(dir, { recursive: true });
    const port = await freePort();
    run('PostgreSQL', [join(root, 'libs/testing/src/embedded-postgres.runner.mjs'), dir, String(port), 'simbiz', 'persistent'], {});
    admin = `postgres://postgres:simbiz@127.0.0.1:${port}/postgres`;
    await waitFor(() => answers(admin), 'PostgreSQL', 120000);
  }
  const client = new Client({ connectionString: admin });
  await client.connect();
  const { rowCount } = await client.query("select 1 from pg_database where datname = 'simbiz'");
  if (!rowCount) await client.query('create database simbiz');
  await client.end();
  return admin.replace(/\/postgres$/, '/simbiz');
}

async function natsAnswers(url) {
  try {
    const nc = await connect({ servers: url, timeout: 2000, reconnect: false });
    await nc.close();
    return true;
  } catch {
    return false;
  }
}

async function nats() {
  if (process.env.NATS_URL) return process.env.NATS_URL;
  if (await natsAnswers('nats://127.0.0.1:4222')) return 'nats://127.0.0.1:4222';
  const which = (bin) => {
    try {
      return execFileSync('sh', ['-c', `command -v ${bin}`], { encoding: 'utf8' }).trim();
    } catch {
      return '';
    }
  };
  let binary = which('nats-server') || (existsSync('/usr/sbin/nats-server') ? '/usr/sbin/nats-server' : '');
  if (!binary && process.getuid?.() === 0 && which('apt-get')) {
    execFileSync('apt-get', ['install', '-y', '-q', 'nats-server'], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    binary = which('nats-server') || '/usr/sbin/nats-server';
  }
  if (!binary) throw new Error('NATS is needed: set NATS_URL, run nats-server -js, or install it (Debian: apt-get install nats-server).');
  const port = await freePort();
  const store = join(data, 'nats');
  mkdirSync(store, { recursive: true });
  const child = spawn(binary, ['-a', '127.0.0.1', '-p', String(port), '-js', '-sd', store], { stdio: 'ignore' });
  children.push(child);
  const url = `nats://127.0.0.1:${port}`;
  await waitFor(() => natsAnswers(url), 'NATS');
  return url;
}

async function request(nc, subject, payload, caller = {}) {
  const h = headers();
  for (const [k, v] of Object.entries(caller)) h.set(k, v);
  const msg = await nc.request(subject, new TextEncoder().encode(JSON.stringify(payload)), { timeout: 5000, headers: h });
  return JSON.parse(new TextDecoder().decode(msg.data));
}

async function seed(nc) {
  for (const account of DEMO)
    await request(nc, 'identity.account.signUp', { email: account.email, displayName: account.displayName, password: account.password });
  const admin = await request(nc, 'identity.session.signIn', { email: DEMO[0].email, password: DEMO[0].password });
  const teacher = await request(nc, 'identity.session.signIn', { email: DEMO[1].email, password: DEMO[1].password });
  if (admin.code !== 0 || teacher.code !== 0) throw new Error('the demo accounts exist with other passwords; sign in with yours');
  const caller = { 'x-user-id': admin.data.userId, 'x-roles': admin.data.roles.join(','), 'x-correlation-id': 'start' };
  await request(nc, 'identity.account.grantRole', { userId: teacher.data.userId, role: 'licensed' }, caller);
  return seedDemoWorld(nc, { 'x-user-id': teacher.data.userId, 'x-roles': 'licensed', 'x-correlation-id': 'start' });
}

/**
 * A world of the starter screenplay with four computer-run companies, the demo student in it: a
 * newcomer signs in as the student, forms a team and plays against the bots; the demo teacher
 * closes the round. Made once; later starts find it.
 */
async function seedDemoWorld(nc, teacher) {
  const mine = await request(nc, 'worlds.world.listMine', {}, teacher);
  const existing = mine.data?.find((w) => w.name === DEMO_WORLD);
  if (existing) return existing.worldId;
  const startAt = new Date(Date.now() + 5000).toISOString();
  const created = await request(
    nc,
    'worlds.world.create',
    { name: DEMO_WORLD, confirmName: DEMO_WORLD, screenplayId: 'starter', startAt, botCompanies: 4 },
    teacher,
  );
  if (created.code !== 0) throw new Error(`the demo world could not be made (code ${created.code})`);
  await request(nc, 'worlds.participant.add', { worldId: created.data.worldId, emails: [DEMO[2].email] }, teacher);
  return created.data.worldId;
}

let stopping = false;
async function stop(code = 0) {
  stopping = true;
  for (const child of [...children].reverse()) child.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 1500));
  process.exit(code);
}
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));

try {
  const databaseUrl = await postgres();
  const natsUrl = await nats();
  const env = { DATABASE_URL: databaseUrl, NATS_URL: natsUrl };
  const nc = await connect({ servers: natsUrl });
  for (const service of SERVICES) run(service, [join(root, 'scripts/run-ts.mjs'), `services/${service}/src/main.ts`], env);
  for (const service of SERVICES) await waitFor(async () => (await request(nc, `${service}.health.check`, {})).code === 0, `the ${service} service`, 120000);
  run('gateway', [join(root, 'scripts/run-ts.mjs'), 'gateway/src/main.ts'], {
    ...env,
    PORT: String(PORT),
    HOST: process.env.HOST || '127.0.0.1',
    WEB_ROOT: join(root, 'dist/web'),
  });
  await waitFor(async () => (await fetch(`http://127.0.0.1:${PORT}/openapi.json`)).ok, 'the gateway');
  const demoWorld = await seed(nc);
  await nc.close();
  console.log(`
SimBiz is running: http://127.0.0.1:${PORT}
  open:      http://127.0.0.1:${PORT}/
  sign in:   http://127.0.0.1:${PORT}/bff/login
  API:       http://127.0.0.1:${PORT}/openapi.json
  PostgreSQL ${databaseUrl.replace(/:[^:@/]+@/, ':***@')}
  NATS       ${natsUrl}
Demo accounts:
  admin      ${DEMO[0].email} / ${DEMO[0].password}
  instructor ${DEMO[1].email} / ${DEMO[1].password}
  student    ${DEMO[2].email} / ${DEMO[2].password}
Demo world "${DEMO_WORLD}" (starter screenplay, 4 computer-run companies): http://127.0.0.1:${PORT}/worlds/${demoWorld}
  sign in as the student, create a team, decide; sign in as the instructor to close the round.
Ctrl-C stops everything.`);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  await stop(1);
}
