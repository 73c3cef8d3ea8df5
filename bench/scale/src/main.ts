import { type ServiceName, worldsMessages } from '@simbiz/contracts';
import { Requester } from '@simbiz/service-kit';
import {
  as,
  createScratchDatabase,
  deleteStreamsOf,
  dropScratchDatabases,
  findOrStartNats,
  findOrStartPostgres,
  newRunId,
  suiteLicense,
} from '@simbiz/testing';
import { connect } from 'nats';
import { Client } from 'pg';
import { engineFigures, unitsSold } from './engine-figures';
import { cpuBetween, cpuSummary, type Mark, processTable } from './cpu-figures';
import { ProcessSampler } from './process-sampler';
import { seatsOf } from './read-plan';
import { startGateways, startReplicas } from './replicas';
import { whenRoundsOpen } from './round-watch';
import { inBatches, PASSWORD, worldsOfTeams } from './set-up';
import { StudentClient } from './student-client';
import { startReading } from './students';
import { errorsOf, openingSpread, p99ByRead, readsBetween, type TimedRead } from './summary';

/**
 * npm run bench:scale — BENCH_REPLICAS (2) processes of every service and of the gateway on
 * PostgreSQL and NATS (found or started). BENCH_WORLDS (40) worlds of the starter screenplay with
 * BENCH_COMPANIES (30) companies each, every company a player's team with its first round decided.
 * BENCH_STUDENTS (500) of the players sign in through the gateways and read their world home
 * through them, a read every 1–2 s, dealt to the gateways in turn. After BENCH_WARMUP_MS (30 s) of
 * that, every world's round 1 deadline falls at one instant (or, with BENCH_SPREAD_MS, spread
 * evenly over that long before it). Measured from that instant (the last deadline) until every
 * world's round 2 is open: the time; the reads that went out from the first deadline until then
 * (p50/p95/p99/max) and the errors, with the steady reads before it for comparison; how the engine
 * replicas shared the rounds; each process's CPU and memory. One JSON line; exit 1 on any error.
 */
const knob = (name: string, fallback: number) => Number(process.env[name] || fallback);
const WORLDS = knob('BENCH_WORLDS', 40);
const COMPANIES = knob('BENCH_COMPANIES', 30);
const STUDENTS = knob('BENCH_STUDENTS', 500);
const REPLICAS = knob('BENCH_REPLICAS', 2);
const WARMUP_MS = knob('BENCH_WARMUP_MS', 30_000);
const SPREAD_MS = knob('BENCH_SPREAD_MS', 0);
/**
 * Connections per service process. The default 10 would let 16 processes open 160, past the 100
 * this machine's shared PostgreSQL allows (and set-up fails with 53300); 5 keeps them to 80.
 */
const POOL_SIZE = knob('BENCH_POOL_SIZE', 5);
/** 1: each student keeps to one gateway (session affinity) instead of their reads going to each in turn. */
const STICKY = knob('BENCH_STICKY', 0) === 1;
/** The first seconds of reading are left out of the steady figures (cold caches and connections). */
const SETTLE_MS = 5_000;
const SERVICES: readonly ServiceName[] = ['identity', 'worlds', 'teams', 'warehouse', 'products', 'stores', 'finance', 'simulation-engine'];

async function main(): Promise<void> {
  const startedAt = Date.now();
  const runId = newRunId();
  const [postgres, nats] = await Promise.all([findOrStartPostgres(), findOrStartNats()]);
  const database = `simbiz_bench_${runId}`;
  const scope = { databaseUrl: await createScratchDatabase(postgres.adminUrl, database), natsUrl: nats.url, subjectPrefix: `b${runId}` };
  const nc = await connect({ servers: nats.url });
  const api = new Requester(nc, scope.subjectPrefix, 30_000);
  const db = new Client({ connectionString: scope.databaseUrl });
  await db.connect();
  const license = suiteLicense({ licensee: 'Bench', seats: 10, simulations: WORLDS, membersPerInstructor: WORLDS * COMPANIES });
  const stops: (() => Promise<void>)[] = [];
  const clients: StudentClient[] = [];
  try {
    const services = await startReplicas(scope, SERVICES, REPLICAS, { ...license.peerEnv, DATABASE_POOL_SIZE: String(POOL_SIZE) });
    stops.push(services.stop);
    const gateways = await startGateways(scope, REPLICAS);
    stops.push(gateways.stop);
    const servicesUpAt = Date.now();
    const sampler = ProcessSampler.find(Number(new URL(nats.url).port) || 4222);
    sampler.watchMemory();
    const backends = async () => (await db.query<{ pid: number }>('select pid from pg_stat_activity where datname = $1', [database])).rows.map((r) => r.pid);
    const mark = async () => sampler.mark(await backends());

    await license.prepare(api);
    const { teacher, worlds } = await worldsOfTeams(api, WORLDS, COMPANIES);
    const worldsReadyAt = Date.now();
    const seats = seatsOf(STUDENTS, WORLDS, COMPANIES);
    const readers = await inBatches(STUDENTS, 16, async (i) => {
      const seat = seats[i] ?? { world: 0, company: 0 };
      const world = worlds[seat.world];
      const base = gateways.bases[i % gateways.bases.length];
      if (!world || !base) throw new Error(`student ${i} has no world or gateway`);
      const client = await StudentClient.signIn(base, world.players[seat.company]?.email ?? '', PASSWORD);
      clients.push(client);
      return { client, worldId: world.worldId };
    });
    const signedInAt = Date.now();

    // Every deadline is set before the reading starts, so the warm-up reads a world that stands still.
    const shared = Date.now() + 5_000 + WARMUP_MS;
    const deadlines = worlds.map((_, w) => (WORLDS > 1 ? shared - (SPREAD_MS * (WORLDS - 1 - w)) / (WORLDS - 1) : shared));
    await inBatches(WORLDS, 8, async (w) => {
      const at = new Date(deadlines[w] ?? shared).toISOString();
      await api.call(worldsMessages.moveDeadline, { worldId: worlds[w]?.worldId ?? '', round: 1, at }, as(teacher));
    });
    const reads: TimedRead[] = [];
    const readFrom = Date.now();
    const reading = startReading(readers, gateways.bases, reads, STICKY);
    const marks: Record<'steady' | 'firstDeadline' | 'open', Promise<Mark> | null> = { steady: null, firstDeadline: null, open: null };
    const at = (time: number, name: keyof typeof marks) => setTimeout(() => (marks[name] = mark()), Math.max(0, time - Date.now()));
    const firstDeadline = shared - SPREAD_MS;
    at(readFrom + SETTLE_MS, 'steady');
    at(firstDeadline, 'firstDeadline');
    const opened = await whenRoundsOpen(
      api,
      worlds.map((w) => w.worldId),
      1,
      shared - Date.now() + 15 * 60_000,
    );
    const allOpenAt = Math.max(...opened.values());
    marks.open = mark();
    await reading.stop();
    sampler.stopWatching();
    const [steady, first, open] = await Promise.all([marks.steady, marks.firstDeadline, marks.open]);
    if (!steady || !first || !open) throw new Error('a CPU mark is missing');

    const engines = services.replicas.filter((r) => r.service === 'simulation-engine');
    const sold = await unitsSold(api, worlds, 1);
    const errors = errorsOf(reads);
    const round = cpuBetween(first, open);
    const before = cpuBetween(steady, first);
    console.log(
      JSON.stringify({
        case: 'scale',
        worlds: WORLDS,
        companiesPerWorld: COMPANIES,
        students: STUDENTS,
        replicas: REPLICAS,
        poolSize: POOL_SIZE,
        gateways: gateways.bases.length,
        readsToGateways: STICKY ? 'sticky' : 'in turn',
        deadlines: SPREAD_MS > 0 ? `spread over ${SPREAD_MS} ms` : 'one instant',
        ...openingSpread([...opened.values()].map((t) => t - shared)),
        openAfterOwnDeadlineMs: openingSpread(worlds.map((w, i) => (opened.get(w.worldId) ?? 0) - (deadlines[i] ?? shared))),
        readsDuringRound: readsBetween(reads, firstDeadline, allOpenAt),
        p99ByReadDuringRound: p99ByRead(reads, firstDeadline, allOpenAt),
        readsBefore: readsBetween(reads, readFrom + SETTLE_MS, firstDeadline),
        errors: errors.errors,
        errorsByKind: errors.byKind,
        engine: await engineFigures(db, api, engines, 1),
        unitsSoldRound1: { worldsSelling: sold.filter((u) => u > 0).length, firstCompanyUnits: sold.reduce((a, b) => a + b, 0) },
        setUpMs: { services: servicesUpAt - startedAt, worlds: worldsReadyAt - servicesUpAt, signIns: signedInAt - worldsReadyAt },
        cpu: { round: cpuSummary(round), before: cpuSummary(before) },
        processes: processTable(round, before, sampler.memory(), sampler.watchedPeaks()),
      }),
    );
    if (errors.errors > 0) process.exitCode = 1;
  } finally {
    for (const client of clients) client.close();
    for (const stop of stops.reverse()) await stop();
    await db.end();
    await nc.close();
    await dropScratchDatabases(postgres.adminUrl, database);
    await deleteStreamsOf(nats.url, `b${runId}`);
    await Promise.all([postgres.stop(), nats.stop()]);
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
