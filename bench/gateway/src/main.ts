import { identityMessages } from '@simbiz/contracts';
import { Requester } from '@simbiz/service-kit';
import {
  createScratchDatabase,
  dropScratchDatabases,
  findOrStartNats,
  findOrStartPostgres,
  freePort,
  newRunId,
  startPeers,
  startServiceProcess,
} from '@simbiz/testing';
import autocannon from 'autocannon';
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { connect } from 'nats';
import { type LoadFigures, summaryLine } from './summary';

/**
 * npm run bench:gateway — starts PostgreSQL and NATS (found or started), the identity, worlds and
 * teams services and the gateway as processes, signs an instructor in, creates a world, and loads
 * GET /api/worlds/{id}/details with autocannon (50 connections, 10 s); then the same on a bare
 * Fastify server answering that JSON from memory. Prints one JSON line.
 */
const root = join(__dirname, '../../..');
const SECONDS = Number(process.env.BENCH_SECONDS || 10);

async function load(url: string, headers: Record<string, string>): Promise<LoadFigures> {
  const result = await autocannon({ url, connections: 50, duration: SECONDS, headers });
  return { rps: Math.round(result.requests.average), p99Ms: result.latency.p99, errors: result.errors + result.timeouts, non2xx: result.non2xx };
}

async function main(): Promise<void> {
  const runId = newRunId();
  const [postgres, nats] = await Promise.all([findOrStartPostgres(), findOrStartNats()]);
  const database = `simbiz_bench_${runId}`;
  const scope = { databaseUrl: await createScratchDatabase(postgres.adminUrl, database), natsUrl: nats.url, subjectPrefix: `b${runId}` };
  const nc = await connect({ servers: nats.url });
  const requester = new Requester(nc, scope.subjectPrefix, 5_000);
  const stopServices = await startPeers(scope, requester, ['identity', 'worlds', 'teams']);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env = { DATABASE_URL: scope.databaseUrl, NATS_URL: scope.natsUrl, NATS_SUBJECT_PREFIX: scope.subjectPrefix, PORT: String(port), LOG_LEVEL: 'silent' };
  const stopGateway = await startServiceProcess('gateway/src/main.ts', env, async () => (await fetch(`${base}/openapi.json`)).ok);
  let bare: ChildProcess | undefined;
  try {
    await requester.call(identityMessages.signUp, { email: 'bench@simbiz.local', displayName: 'Bench', password: 'bench-password' });
    const login = await fetch(`${base}/bff/login`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'email=bench%40simbiz.local&password=bench-password',
    });
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const headers = { 'x-csrf': '1', cookie, 'content-type': 'application/json' };
    const created = await fetch(`${base}/api/worlds`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ name: 'Bench', confirmName: 'Bench', screenplayId: 'starter', startAt: new Date(Date.now() + 86_400_000).toISOString() }),
    });
    const { data } = (await created.json()) as { data: { worldId: string } };
    const path = `/api/worlds/${data.worldId}/details`;
    const sample = await (await fetch(`${base}${path}`, { headers })).text();
    const gateway = await load(`${base}${path}`, headers);
    const barePort = await freePort();
    bare = spawn(process.execPath, [join(root, 'scripts/run-ts.mjs'), 'bench/gateway/src/bare-server.ts', String(barePort), sample], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    await once(bare.stdout ?? bare, 'data');
    const yardstick = await load(`http://127.0.0.1:${barePort}${path}`, headers);
    console.log(summaryLine(gateway, yardstick, availableParallelism()));
  } finally {
    bare?.kill('SIGTERM');
    await stopGateway();
    await stopServices();
    await nc.close();
    await dropScratchDatabases(postgres.adminUrl, database);
    await Promise.all([postgres.stop(), nats.stop()]);
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
