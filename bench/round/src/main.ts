import { identityMessages, worldsMessages } from '@simbiz/contracts';
import { createDatabase, Requester } from '@simbiz/service-kit';
import { createScratchDatabase, deleteStreamsOf, dropScratchDatabases, findOrStartNats, findOrStartPostgres, newRunId, startPeers } from '@simbiz/testing';
import { connect } from 'nats';
import { type RoundTiming, summaryLine } from './summary';

/**
 * npm run bench:round — every service as its own process on PostgreSQL and NATS (found or
 * started), a world of the global screenplay with 120 computer-run companies. For rounds 1 to 3 a
 * manager moves the round's deadline two seconds ahead, and the time from that deadline until the
 * next round is open is measured (polling every 10 ms), with the engine's own time (resolveRound)
 * read from its table. The worlds service runs its production clock (a tick every 5 s, waking at
 * each deadline in between), so the figure includes noticing the deadline. Prints one JSON line.
 */
const COMPANIES = Number(process.env.BENCH_COMPANIES || 120);
const ROUNDS = Number(process.env.BENCH_ROUNDS || 3);
const SERVICES = ['identity', 'worlds', 'teams', 'warehouse', 'products', 'stores', 'finance', 'simulation-engine'] as const;

async function main(): Promise<void> {
  const runId = newRunId();
  const [postgres, nats] = await Promise.all([findOrStartPostgres(), findOrStartNats()]);
  const database = `simbiz_bench_${runId}`;
  const scope = { databaseUrl: await createScratchDatabase(postgres.adminUrl, database), natsUrl: nats.url, subjectPrefix: `b${runId}` };
  const nc = await connect({ servers: nats.url });
  const api = new Requester(nc, scope.subjectPrefix, 10_000);
  const stopServices = await startPeers(scope, api, SERVICES);
  const db = createDatabase<{ resolution: { world_id: string; round: number; engine_ms: number } }>(scope.databaseUrl, 'simulation_engine', 1, () => undefined);
  try {
    const teacher = await api.call(identityMessages.signUp, { email: 'bench@simbiz.local', displayName: 'Bench', password: 'bench-password' });
    const caller = { caller: { userId: teacher.userId, roles: teacher.roles } };
    const { worldId } = await api.call(
      worldsMessages.create,
      { name: 'Bench', confirmName: 'Bench', screenplayId: 'global', startAt: new Date(Date.now() + 1_500).toISOString(), botCompanies: COMPANIES },
      caller,
    );
    await until(async () => (await api.call(worldsMessages.roundPlan, { worldId })).status === 2);
    const timings: RoundTiming[] = [];
    for (let round = 1; round <= ROUNDS; round++) {
      const deadline = new Date(Date.now() + 2_000);
      await api.call(worldsMessages.moveDeadline, { worldId, round, at: deadline.toISOString() }, caller);
      await until(async () => {
        const plan = await api.call(worldsMessages.roundPlan, { worldId });
        return plan.currentRound === round + 1 || plan.status === 5;
      });
      const totalMs = Date.now() - deadline.getTime();
      const row = await db.selectFrom('resolution').select('engine_ms').where('world_id', '=', worldId).where('round', '=', round).executeTakeFirstOrThrow();
      timings.push({ round, totalMs, engineMs: row.engine_ms });
    }
    console.log(summaryLine('global', COMPANIES, timings));
  } finally {
    await db.destroy();
    await stopServices();
    await nc.close();
    await dropScratchDatabases(postgres.adminUrl, database);
    await deleteStreamsOf(nats.url, `b${runId}`);
    await Promise.all([postgres.stop(), nats.stop()]);
  }
}

async function until(check: () => Promise<boolean>, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('gave up waiting');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
