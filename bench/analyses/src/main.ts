import { ANALYSES_API, API_BASE_PATH, type AnalysisView, identityMessages, teamsMessages, worldsMessages } from '@simbiz/contracts';
import { BOT_STYLES, botDecisions, initialState, resolveRound, SHIPPED_SCREENPLAYS } from '@simbiz/engine';
import { createDatabase, Requester } from '@simbiz/service-kit';
import {
  createScratchDatabase,
  deleteStreamsOf,
  dropScratchDatabases,
  findOrStartNats,
  findOrStartPostgres,
  freePort,
  newRunId,
  startPeers,
  startServiceProcess,
} from '@simbiz/testing';
import autocannon from 'autocannon';
import type { Kysely } from 'kysely';
import { connect } from 'nats';
import { get } from 'node:http';
import { gunzipSync } from 'node:zlib';
// The read model is written by the engine's own code (not a copy of it that could drift): the bench
// reaches into the service for that one function and its tables, as the engine's int-specs do.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { storeAnalyses } from '../../../services/simulation-engine/src/analyses/analyses-store';
// eslint-disable-next-line @nx/enforce-module-boundaries
import type { EngineTables } from '../../../services/simulation-engine/src/database/tables';
import { caseLine, type LoadCase, type LoadFigures, verdictLine } from './summary';

/**
 * npm run bench:analyses — starts PostgreSQL and NATS (found or started), the identity, worlds,
 * teams and simulation-engine services and two gateways (one with its per-world read cache, one
 * with READ_CACHE_TTL_MS=0) as processes. An instructor creates a world of the global screenplay,
 * a participant forms a team; the engine's read model is then filled for 120 companies (the team's
 * and 119 computer-run ones) over the screenplay's 8 rounds with resolveRound and storeAnalyses.
 * Each case loads GET /api/worlds/{id}/analyses/{view} with autocannon (50 connections,
 * BENCH_SECONDS, 10 by default) and prints one JSON line; a last line gives the budget verdict.
 */
const SECONDS = Number(process.env.BENCH_SECONDS || 10);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS || 2);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 50);
/** BENCH_CASES=a,b runs only those cases (for profiling one). */
const ONLY = process.env.BENCH_CASES?.split(',');
const COMPANIES = 120;
const TEAMS = 100;
const SCREENPLAY = SHIPPED_SCREENPLAYS.global;
const PASSWORD = 'bench-password';

const CASES: readonly LoadCase[] = [
  { case: 'sales-participant-cached', view: 'sales', caller: 'participant', cache: true, gzip: true, companies: 'one' },
  { case: 'sales-manager-cached', view: 'sales', caller: 'manager', cache: true, gzip: true, companies: 'one' },
  { case: 'sales-participant-cached-identity', view: 'sales', caller: 'participant', cache: true, gzip: false, companies: 'one' },
  { case: 'sales-participant-uncached', view: 'sales', caller: 'participant', cache: false, gzip: true, companies: 'one' },
  { case: 'sales-manager-uncached', view: 'sales', caller: 'manager', cache: false, gzip: true, companies: 'one' },
  { case: 'sales-manager-uncached-every-company', view: 'sales', caller: 'manager', cache: false, gzip: true, companies: 'every' },
  { case: 'all-participant-uncached', view: 'all', caller: 'participant', cache: false, gzip: true, companies: 'one' },
];

/**
 * The world's 120 companies through every round of the screenplay, stored as the engine stores a
 * resolved round, each deciding as one of the engine's bots would.
 */
async function seedReadModel(db: Kysely<EngineTables>, worldId: string, companies: readonly { id: string; name: string }[]): Promise<void> {
  let state = initialState(SCREENPLAY, companies, worldId);
  const lastRound = SCREENPLAY.rounds;
  for (let round = 1; round <= lastRound; round++) {
    const before = state;
    const decisions = Object.fromEntries(
      before.companies.map((c, seat) => [c.id, botDecisions(SCREENPLAY, before, c.id, BOT_STYLES[seat % BOT_STYLES.length] ?? 'balanced', { lastRound })]),
    );
    const outcome = resolveRound(SCREENPLAY, before, decisions, `${worldId}#${round}`, { lastRound });
    await storeAnalyses(db, worldId, round, outcome);
    state = outcome.state;
  }
}

/** Signs in through the gateway's form; the headers an API call then needs. */
async function signIn(base: string, email: string): Promise<Record<string, string>> {
  const login = await fetch(`${base}/bff/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email, password: PASSWORD }).toString(),
  });
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  if (!cookie) throw new Error(`signing in ${email} gave no session (${login.status})`);
  return { 'x-csrf': '1', cookie };
}

/** A GET whose answer's bytes are kept as they came (fetch would unzip them). */
function rawGet(url: string, headers: Record<string, string>): Promise<{ encoding: string | undefined; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ encoding: response.headers['content-encoding'], body: Buffer.concat(chunks) }));
      response.on('error', reject);
    }).on('error', reject);
  });
}

/**
 * What a case expects at a URL, read once before the load: the answer's JSON (checked), and its
 * body as autocannon sees it (the bytes as UTF-8 text, which for a gzipped answer is only good
 * for comparing).
 */
async function expectedAt(url: string, headers: Record<string, string>, companyId: string): Promise<{ seen: string; bytes: number }> {
  const { encoding, body } = await rawGet(url, headers);
  const json = encoding === 'gzip' ? gunzipSync(body).toString() : body.toString();
  if (headers['accept-encoding'] === 'gzip' && encoding !== 'gzip') throw new Error(`${url}: not gzipped`);
  const answer = JSON.parse(json) as { code: number; data?: { companyId: string; rounds: unknown[] } };
  if (answer.code !== 0 || answer.data?.companyId !== companyId || answer.data.rounds.length !== SCREENPLAY.rounds)
    throw new Error(`${url}: unexpected answer ${json.slice(0, 300)}`);
  return { seen: body.toString(), bytes: body.length };
}

/** Loads the URLs (in turn, when several) for a while; a body not among the expected ones is a mismatch. */
async function load(
  urls: readonly string[],
  headers: Record<string, string>,
  seconds: number,
  expected: ReadonlySet<string>,
  bytes: number,
): Promise<LoadFigures> {
  let next = 0;
  const paths = urls.map((u) => {
    const { pathname, search } = new URL(u);
    return pathname + search;
  });
  const result = await autocannon({
    url: urls[0] ?? '',
    connections: CONNECTIONS,
    duration: seconds,
    headers,
    requests: [{ setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] ?? '' }) }],
    verifyBody: (body) => typeof body === 'string' && expected.has(body),
  });
  return {
    rps: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    mismatches: result.mismatches,
    bytes,
  };
}

async function main(): Promise<void> {
  const cleanups: (() => Promise<unknown>)[] = [];
  try {
    const runId = newRunId();
    const [postgres, nats] = await Promise.all([findOrStartPostgres(), findOrStartNats()]);
    cleanups.push(() => Promise.all([postgres.stop(), nats.stop()]));
    const database = `simbiz_bench_${runId}`;
    cleanups.push(() => dropScratchDatabases(postgres.adminUrl, database));
    const scope = { databaseUrl: await createScratchDatabase(postgres.adminUrl, database), natsUrl: nats.url, subjectPrefix: `b${runId}` };
    cleanups.push(() => deleteStreamsOf(nats.url, scope.subjectPrefix));
    const nc = await connect({ servers: nats.url });
    cleanups.push(() => nc.close());
    const api = new Requester(nc, scope.subjectPrefix, 10_000);
    const stopServices = await startPeers(scope, api, ['identity', 'worlds', 'teams', 'simulation-engine']);
    cleanups.push(stopServices);
    // One after the other: each takes its own free port, and each is stopped however the run ends.
    const gateways: { cache: boolean; base: string }[] = [];
    for (const cache of [true, false]) {
      const port = await freePort();
      const base = `http://127.0.0.1:${port}`;
      const env = {
        DATABASE_URL: scope.databaseUrl,
        NATS_URL: scope.natsUrl,
        NATS_SUBJECT_PREFIX: scope.subjectPrefix,
        PORT: String(port),
        LOG_LEVEL: 'silent',
        ...(cache ? {} : { READ_CACHE_TTL_MS: '0' }),
      };
      cleanups.push(await startServiceProcess('gateway/src/main.ts', env, async () => (await fetch(`${base}/openapi.json`)).ok));
      gateways.push({ cache, base });
    }
    const db = createDatabase<EngineTables>(scope.databaseUrl, 'simulation_engine', 1, () => undefined);
    cleanups.push(() => db.destroy());

    // The first account of a database is an admin and licensed: it may create worlds.
    const teacher = await api.call(identityMessages.signUp, { email: 'teacher@simbiz.local', displayName: 'Teacher', password: PASSWORD });
    const asTeacher = { caller: { userId: teacher.userId, roles: teacher.roles } };
    // It starts tomorrow: the world stays in preparation, so no clock closes a round under the load.
    const { worldId } = await api.call(
      worldsMessages.create,
      {
        name: 'Bench',
        confirmName: 'Bench',
        screenplayId: 'global',
        startAt: new Date(Date.now() + 86_400_000).toISOString(),
        botCompanies: COMPANIES - TEAMS,
        teamLimit: TEAMS,
      },
      asTeacher,
    );
    // A class of 100 teams (the community license's participants per instructor), each formed by one
    // student, and 20 computer-run companies: 120 in all, the teams' the ones a manager may review.
    const students = Array.from({ length: TEAMS }, (_, i) => `student-${i + 1}@simbiz.local`);
    const accounts = [];
    for (const [i, email] of students.entries())
      accounts.push(await api.call(identityMessages.signUp, { email, displayName: `Student ${i + 1}`, password: PASSWORD }));
    await api.call(worldsMessages.addMembers, { worldId, emails: students }, asTeacher);
    const companies: { id: string; name: string }[] = [];
    for (const [i, student] of accounts.entries()) {
      const name = `Company ${i + 1}`;
      const team = await api.call(
        teamsMessages.create,
        { worldId, teamName: `Team ${i + 1}`, companyName: name },
        { caller: { userId: student.userId, roles: student.roles } },
      );
      companies.push({ id: team.companyId, name });
    }
    const own = companies[0]?.id ?? '';
    const bots = Array.from({ length: COMPANIES - TEAMS }, (_, i) => ({ id: `bot-${i + 1}`, name: `Bot ${i + 1}` }));

    const seedStarted = performance.now();
    await seedReadModel(db, worldId, [...companies, ...bots]);
    console.error(`read model: ${COMPANIES} companies x ${SCREENPLAY.rounds} rounds in ${Math.round(performance.now() - seedStarted)} ms`);

    const signedIn = {
      manager: await signIn(gateways[0]?.base ?? '', 'teacher@simbiz.local'),
      participant: await signIn(gateways[0]?.base ?? '', students[0] ?? ''),
    };
    const urlOf = (base: string, caller: LoadCase['caller'], view: AnalysisView, companyId: string) =>
      `${base}${API_BASE_PATH}${ANALYSES_API.read.path.replace('{worldId}', worldId).replace('{view}', view)}${caller === 'manager' ? `?companyId=${encodeURIComponent(companyId)}` : ''}`;
    const runs: { load: LoadCase; figures: LoadFigures }[] = [];
    const warmed = new Set<string>();
    for (const spec of CASES.filter((c) => !ONLY || ONLY.includes(c.case))) {
      const gateway = gateways.find((g) => g.cache === spec.cache);
      if (!gateway) throw new Error('no gateway');
      const headers = { ...signedIn[spec.caller], ...(spec.gzip ? { 'accept-encoding': 'gzip' } : {}) };
      const read = spec.companies === 'every' ? companies.map((c) => c.id) : [own];
      const urls = read.map((id) => urlOf(gateway.base, spec.caller, spec.view, id));
      const expected = await Promise.all(urls.map((url, i) => expectedAt(url, headers, read[i] ?? '')));
      const seen = new Set(expected.map((e) => e.seen));
      const bytes = Math.round(expected.reduce((sum, e) => sum + e.bytes, 0) / expected.length);
      // Each gateway and view is warmed once (JIT, connection pools) before it is measured.
      if (!warmed.has(`${spec.cache}/${spec.view}`) && WARMUP_SECONDS > 0) await load(urls, headers, WARMUP_SECONDS, seen, bytes);
      warmed.add(`${spec.cache}/${spec.view}`);
      const figures = await load(urls, headers, SECONDS, seen, bytes);
      runs.push({ load: spec, figures });
      console.log(caseLine(spec, figures));
    }
    console.log(verdictLine(runs));
  } finally {
    for (const cleanup of cleanups.reverse()) await cleanup().catch((error: unknown) => console.error('cleanup failed:', error));
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
