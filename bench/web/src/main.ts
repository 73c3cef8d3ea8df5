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
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { connect } from 'nats';
import { type Browser, chromium, type Page } from 'playwright-core';
import { summaryLine } from './figures';

/**
 * npm run bench:web — builds the shell and the remotes for production, starts the platform
 * (PostgreSQL, NATS, identity, worlds, teams, the gateway serving the build), and in headless
 * Chromium measures: the gzipped JavaScript the shell loads on its first page, the gzipped
 * JavaScript each remote adds when its area opens (shared singletons are the shell's, counted
 * once), and the median over 5 cold loads of the time until /worlds is interactive, and until a
 * running world's news flash (market research's first page) is drawn. One JSON line.
 */
const root = join(__dirname, '../../..');
const LOADS = 5;
/**
 * Each remote, with the page that opens its area (a page of the bench's world, or the admin
 * console, which the bench's account may open: the first account of an installation is its admin)
 * and the address that page settles on.
 */
const REMOTES = ['course', 'market-research', 'operations', 'analyses', 'admin'] as const;
const AREA_PAGES: Record<(typeof REMOTES)[number], { path: (worldId: string) => string; settled: RegExp }> = {
  course: { path: (worldId) => `/worlds/${worldId}`, settled: /\/worlds\/[^/]+$/ },
  'market-research': { path: (worldId) => `/worlds/${worldId}/market-research`, settled: /\/market-research\/news-flash\/list$/ },
  operations: { path: (worldId) => `/worlds/${worldId}/operating`, settled: /\/operating\/brands\/brand-console$/ },
  analyses: { path: (worldId) => `/worlds/${worldId}/analyses`, settled: /\/analyses\/finance\/income-statement$/ },
  admin: { path: () => '/admin', settled: /\/admin\/worlds$/ },
};

function build(): void {
  const result = spawnSync('npx', ['nx', 'run-many', '-t', 'build', '-p', 'shell', ...REMOTES.map((area) => `mfe-${area}`), '--outputStyle=static'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NX_NO_CLOUD: 'true', NX_TUI: 'false' },
  });
  if (result.status !== 0) throw new Error('the web build failed');
}

/** Gzipped kilobytes of the scripts a navigation loads whose address passes `keep`. */
async function scriptKb(page: Page, go: () => Promise<unknown>, keep: (url: string) => boolean): Promise<number> {
  const bodies: Promise<Buffer>[] = [];
  const seen = new Set<string>();
  const onResponse = (response: import('playwright-core').Response) => {
    const url = response.url();
    if (response.request().resourceType() === 'script' && keep(url) && !seen.has(url)) {
      seen.add(url);
      bodies.push(response.body());
    }
  };
  page.on('response', onResponse);
  await go();
  await page.waitForLoadState('networkidle');
  page.off('response', onResponse);
  const sizes = (await Promise.all(bodies)).map((body) => gzipSync(body, { level: 9 }).length);
  // BENCH_WEB_DETAIL=1 lists each script on stderr, to see where the kilobytes go.
  if (process.env['BENCH_WEB_DETAIL']) [...seen].forEach((url, i) => console.error(`${((sizes[i] ?? 0) / 1024).toFixed(1)} KB ${url}`));
  const bytes = sizes.reduce((sum, size) => sum + size, 0);
  return Math.round((bytes / 1024) * 10) / 10;
}

async function main(): Promise<void> {
  build();
  const runId = newRunId();
  const [postgres, nats] = await Promise.all([findOrStartPostgres(), findOrStartNats()]);
  const scope = { databaseUrl: await createScratchDatabase(postgres.adminUrl, `simbiz_bench_${runId}`), natsUrl: nats.url, subjectPrefix: `b${runId}` };
  const nc = await connect({ servers: nats.url });
  const requester = new Requester(nc, scope.subjectPrefix, 5_000);
  // The world starts two seconds after it is made (a quick clock), so its operations and analyses areas open.
  const stopServices = await startPeers(scope, requester, ['identity', 'worlds', 'teams', 'simulation-engine'], { WORLDS_TICK_MS: '200' });
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env = {
    DATABASE_URL: scope.databaseUrl,
    NATS_URL: scope.natsUrl,
    NATS_SUBJECT_PREFIX: scope.subjectPrefix,
    PORT: String(port),
    WEB_ROOT: join(root, 'dist/web'),
  };
  const stopGateway = await startServiceProcess('gateway/src/main.ts', env, async () => (await fetch(`${base}/mfe-manifest.json`)).ok);
  let browser: Browser | undefined;
  try {
    await requester.call(identityMessages.signUp, { email: 'bench@simbiz.local', displayName: 'Bench', password: 'bench-password' });
    const login = await fetch(`${base}/bff/login`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'email=bench%40simbiz.local&password=bench-password',
    });
    const [name, value] = ((login.headers.get('set-cookie') ?? '').split(';')[0] ?? '').split('=');
    const cookie = { name: name ?? '', value: value ?? '', url: base };
    const created = await fetch(`${base}/api/worlds`, {
      method: 'POST',
      headers: { 'x-csrf': '1', cookie: `${cookie.name}=${cookie.value}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Bench', confirmName: 'Bench', screenplayId: 'starter', startAt: new Date(Date.now() + 2_000).toISOString() }),
    });
    const { data } = (await created.json()) as { data: { worldId: string } };

    browser = await chromium.launch({
      executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    });
    const sizes = await browser.newContext();
    await sizes.addCookies([cookie]);
    const page = await sizes.newPage();
    // A world page holds its event stream open, and `networkidle` would never come: refused here, it is retried seconds later.
    await page.route(/\/api\/worlds\/[^/]+\/events(\?|$)/, (route) => route.abort());
    const shellInitialKb = await scriptKb(
      page,
      () => page.goto(`${base}/`),
      (url) => !url.includes('/mfe/'),
    );
    await waitForRunning(base, cookie, data.worldId);
    const remotesKb: Record<string, number> = {};
    for (const area of REMOTES) {
      const { path, settled } = AREA_PAGES[area];
      remotesKb[area] = await scriptKb(
        page,
        () => page.goto(`${base}${path(data.worldId)}`).then(() => page.waitForURL(settled)),
        (url) => url.includes(`/mfe/${area}/`),
      );
    }
    await sizes.close();

    const coldLoads = async (path: string, drawn: (page: Page) => Promise<unknown>): Promise<number[]> => {
      const runs: number[] = [];
      for (let i = 0; i < LOADS; i++) {
        const context = await (browser as Browser).newContext();
        await context.addCookies([cookie]);
        const cold = await context.newPage();
        const started = Date.now();
        if (process.env['BENCH_WEB_DETAIL'] && i === 0) cold.on('requestfinished', (request) => console.error(`${Date.now() - started} ms ${request.url()}`));
        await cold.goto(`${base}${path}`);
        await drawn(cold);
        runs.push(await cold.evaluate(() => performance.now()));
        await context.close();
      }
      return runs;
    };
    // Interactive: the list is drawn (its first world's link can be followed).
    const worldsInteractiveMs = await coldLoads('/worlds', (cold) => cold.getByRole('link', { name: 'Bench' }).waitFor());
    // The news flash: its first item is drawn.
    const newsFlashInteractiveMs = await coldLoads(`/worlds/${data.worldId}/market-research`, (cold) =>
      cold.getByTestId('news-flash').getByRole('listitem').first().waitFor(),
    );
    console.log(JSON.stringify(summaryLine({ shellInitialKb, remotesKb, worldsInteractiveMs, newsFlashInteractiveMs })));
  } finally {
    await browser?.close();
    await stopGateway();
    await stopServices();
    await nc.close();
    await dropScratchDatabases(postgres.adminUrl, `simbiz_bench_${runId}`);
    await Promise.all([postgres.stop(), nats.stop()]);
  }
}

/** Waits until the world's first round runs (its start time has passed and the clock moved it). */
async function waitForRunning(base: string, cookie: { name: string; value: string }, worldId: string): Promise<void> {
  for (let i = 0; i < 100; i++) {
    const answer = await fetch(`${base}/api/worlds/${worldId}/details`, { headers: { 'x-csrf': '1', cookie: `${cookie.name}=${cookie.value}` } });
    if (((await answer.json()) as { data: { status: number } }).data.status === 2) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the bench world never started');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
