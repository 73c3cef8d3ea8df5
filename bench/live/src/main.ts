import { identityMessages, roundChangedEvent, worldsMessages } from '@simbiz/contracts';
import { Requester } from '@simbiz/service-kit';
import {
  createScratchDatabase,
  deleteStreamsOf,
  dropScratchDatabases,
  findOrStartNats,
  findOrStartPostgres,
  freePort,
  newRunId,
  signInCookie,
  startPeers,
  startServiceProcess,
  waitUntil,
} from '@simbiz/testing';
import { connect } from 'nats';
import { OpenPage } from './open-page';
import { summaryLine } from './summary';

/**
 * npm run bench:live — every service and the gateway as processes of their own on PostgreSQL and
 * NATS (found or started); a starter world with four computer-run companies and PAGES students,
 * each with the world's page open (OpenPage: web-kit's stream code, details read through the
 * gateway). For each of ROUNDS rounds its manager closes the round; the time from worlds' evaluated
 * (its roundChanged event, heard here) to each page holding the next round's details is measured.
 */
const PAGES = Number(process.env['BENCH_PAGES'] || 30);
const ROUNDS = Number(process.env['BENCH_ROUNDS'] || 3);
const SERVICES = ['identity', 'worlds', 'teams', 'warehouse', 'products', 'stores', 'finance', 'simulation-engine'] as const;
const PASSWORD = 'bench password';

async function main(): Promise<void> {
  const runId = newRunId();
  const [postgres, nats] = await Promise.all([findOrStartPostgres(), findOrStartNats()]);
  const database = `simbiz_bench_${runId}`;
  const scope = { databaseUrl: await createScratchDatabase(postgres.adminUrl, database), natsUrl: nats.url, subjectPrefix: `b${runId}` };
  const nc = await connect({ servers: nats.url });
  const api = new Requester(nc, scope.subjectPrefix, 10_000);
  const stopServices = await startPeers(scope, api, SERVICES, { WORLDS_TICK_MS: '200' });
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const gatewayEnv = {
    NATS_URL: scope.natsUrl,
    NATS_SUBJECT_PREFIX: scope.subjectPrefix,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: scope.databaseUrl,
  };
  const stopGateway = await startServiceProcess('gateway/src/main.ts', gatewayEnv, async () => (await fetch(`${base}/openapi.json`)).ok);
  const pages: OpenPage[] = [];
  try {
    const teacher = await api.call(identityMessages.signUp, { email: 'teacher@live.bench', displayName: 'Teacher', password: PASSWORD });
    const caller = { caller: { userId: teacher.userId, roles: teacher.roles } };
    const startAt = new Date(Date.now() + 3_600_000).toISOString();
    const input = { name: 'Live', confirmName: 'Live', screenplayId: 'starter', startAt, botCompanies: 4, rounds: ROUNDS + 1, memberLimit: PAGES };
    const { worldId } = await api.call(worldsMessages.create, input, caller);
    const emails = Array.from({ length: PAGES }, (_, i) => `student${i + 1}@live.bench`);
    for (const email of emails) await api.call(identityMessages.signUp, { email, displayName: email, password: PASSWORD });
    await api.call(worldsMessages.addMembers, { worldId, emails }, caller);
    for (const email of emails) pages.push(new OpenPage(base, await signInCookie(new URL(base), email, PASSWORD), worldId));
    await Promise.all(pages.map((page) => page.open()));
    // Resolved: the moment worlds committed the round evaluated and said so (heard here on the same machine's clock).
    const evaluatedAt = new Map<number, number>();
    const stop = api.listen(roundChangedEvent.subject, roundChangedEvent.payload, (event) => {
      if (event.worldId === worldId && event.change === 'evaluated' && event.currentRound !== null) evaluatedAt.set(event.currentRound, Date.now());
    });
    await api.call(worldsMessages.moveDeadline, { worldId, round: 0, at: new Date(Date.now() + 1_500).toISOString() }, caller);
    await waitUntil(async () => pages.every((page) => page.shownAt(1) !== undefined), Boolean, 30_000);
    const delays: number[] = [];
    let missing = 0;
    for (let round = 1; round <= ROUNDS; round++) {
      await api.call(worldsMessages.closeRound, { worldId }, caller);
      const next = round + 1;
      await waitUntil(async () => pages.every((page) => page.shownAt(next) !== undefined), Boolean, 30_000).catch(() => undefined);
      const resolved = evaluatedAt.get(next);
      for (const page of pages) {
        const shown = page.shownAt(next);
        if (shown === undefined || resolved === undefined) missing++;
        else delays.push(shown - resolved);
      }
    }
    stop();
    console.log(summaryLine(PAGES, ROUNDS, delays, missing));
  } finally {
    pages.forEach((page) => page.close());
    await stopGateway();
    await stopServices();
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
