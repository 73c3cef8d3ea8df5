import { API_BASE_PATH, CSRF_HEADER } from '@simbiz/contracts';
import { SHIPPED_SCREENPLAYS } from '@simbiz/engine';
import Papa from 'papaparse';
import { stringify } from 'yaml';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { seriousViolations } from './test-support/axe';
import { launchChromium, shoot } from './test-support/browser';
import { networkSettled, trackRequests } from './test-support/network';
import { type RunningPlatform, startPlatform } from './test-support/platform';

const admin = { name: 'Ada Admin', email: 'ada@example.org', password: 'admin password 1' };
const other = { name: 'Olu Other', email: 'olu@example.org', password: 'other password 1' };
const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };

/** A screenplay with a text missing in Thai and no markets: refused, with its problems by path. */
const BROKEN = { ...SHIPPED_SCREENPLAYS.starter, id: 'campus-bags', name: { en: 'Campus bags', 'zh-Hans': '校园背包' }, markets: [] };

/** Each page of the console: its address and the heading it shows. */
const PAGES = [
  { path: '/admin/dashboard', heading: 'Dashboard' },
  { path: '/admin/worlds', heading: 'Simulations' },
  { path: '/admin/screenplays/list', heading: 'Screenplays' },
  { path: '/admin/screenplays/import', heading: 'Import a screenplay' },
  { path: '/admin/storages', heading: 'Storage' },
  { path: '/admin/license', heading: 'License' },
  { path: '/admin/logs/list', heading: 'Audit log' },
  { path: '/admin/logs/download-records', heading: 'Download records' },
  { path: '/admin/accounts', heading: 'Accounts' },
];

describe('the admin console in a browser', () => {
  let platform: RunningPlatform;
  let browser: Browser;
  let adminContext: BrowserContext;
  let page: Page;
  const errors: string[] = [];
  const url = (path: string) => `${platform.base}${path}`;

  function watch(p: Page): void {
    p.on('pageerror', (error) => errors.push(error.message));
    p.on('response', (response) => {
      if (response.status() >= 500) errors.push(`HTTP ${response.status()}: ${response.request().method()} ${response.url()}`);
    });
    trackRequests(p);
  }

  async function signUp(p: Page, person: typeof admin): Promise<void> {
    await p.goto(url('/sign-up'));
    await p.getByLabel('Your name').fill(person.name);
    await p.getByLabel('Email').fill(person.email);
    await p.getByLabel('Password (at least 8 characters)').fill(person.password);
    await p.getByLabel('Password again').fill(person.password);
    await p.getByRole('button', { name: 'Create account' }).click();
    await p.waitForURL(url('/worlds'));
  }

  beforeAll(async () => {
    // Every audited service answers the log; the engine is not needed (no round is played here).
    platform = await startPlatform('e2e-admin', ['identity', 'worlds', 'teams', 'products', 'stores', 'warehouse', 'finance']);
    browser = await launchChromium();
    adminContext = await browser.newContext({ viewport: DESKTOP, acceptDownloads: true });
    page = await adminContext.newPage();
    watch(page);
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await platform?.stop();
  });

  afterEach(() => expect(errors.splice(0)).toEqual([]));

  it('sends the first account (the admin) from /admin to the console’s worlds list, and walks every page, axe clean', async () => {
    await signUp(page, admin);
    await page.getByRole('link', { name: 'Admin Console' }).first().click();
    await page.waitForURL(url('/admin/worlds'));
    for (const { path, heading } of PAGES) {
      await page.goto(url(path));
      await page.getByRole('heading', { name: heading, exact: true }).first().waitFor();
      await networkSettled(page);
      expect({ path, violations: await seriousViolations(page) }).toEqual({ path, violations: [] });
    }
    // The dashboard's health names every service, and the ones not started here are down.
    await page.goto(url('/admin/dashboard'));
    const engine = page.getByTestId('health-services').getByRole('row', { name: /simulation-engine/ });
    await engine.getByText('Down').waitFor();
    await page
      .getByTestId('health-services')
      .getByRole('row', { name: /identity/ })
      .getByText('Up')
      .waitFor();
    await networkSettled(page);
    await shoot(page, 'admin-dashboard');
  });

  it('imports a YAML screenplay after a broken one is refused with its paths, and creates a world from it', async () => {
    const screenplay = { ...SHIPPED_SCREENPLAYS.starter, id: 'campus-bags', name: { en: 'Campus bags', 'zh-Hans': '校园背包', th: 'กระเป๋านักศึกษา' } };
    await page.goto(url('/admin/screenplays/import'));
    const file = page.getByLabel('Screenplay file (.json, .yaml or .yml)');
    await file.setInputFiles({ name: 'broken.yaml', mimeType: 'application/yaml', buffer: Buffer.from(stringify(BROKEN)) });
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    const problems = page.getByRole('list', { name: 'Problems in the file' });
    await problems.getByText('name.th', { exact: false }).waitFor();
    await problems.getByText('markets', { exact: false }).first().waitFor();
    await shoot(page, 'admin-screenplay-import-problems');
    await file.setInputFiles({ name: 'campus-bags.yaml', mimeType: 'application/yaml', buffer: Buffer.from(stringify(screenplay)) });
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await page.getByText('Imported: Campus bags').waitFor();
    // The admin is licensed (the first account): the summary leads to a new world, the screenplay chosen.
    await page.getByRole('link', { name: 'Create a simulation from it' }).click();
    await page.getByRole('heading', { name: 'Create a simulation' }).waitFor();
    await page.getByLabel('Screenplay').locator('option[value="campus-bags"]').waitFor({ state: 'attached' });
    expect(await page.getByLabel('Screenplay').inputValue()).toBe('campus-bags');
    await page.getByLabel('Simulation name', { exact: true }).fill('Campus term');
    await page.getByLabel('Simulation name again').fill('Campus term');
    await page.getByRole('button', { name: 'Create simulation' }).click();
    await page.waitForURL(/\/worlds\/[0-9a-f-]{36}$/);
    await page.locator('h1', { hasText: 'Campus term' }).waitFor();
    await page.goto(url('/admin/screenplays/list'));
    await page.getByText('Campus bags').first().waitFor();
    await shoot(page, 'admin-screenplays-list');
    await page.goto(url('/admin/worlds'));
    await page.getByText('Campus term').first().waitFor();
    await networkSettled(page);
    await shoot(page, 'admin-worlds');
  });

  it('exports the filtered log in the background and downloads it as CSV', async () => {
    await page.goto(url('/admin/logs/list?service=worlds'));
    await page.getByRole('cell', { name: 'admin.screenplay.import' }).first().waitFor();
    await shoot(page, 'admin-logs');
    await page.getByRole('button', { name: 'Export these' }).click();
    await page.waitForURL(/\/admin\/logs\/download-records/);
    await page.getByRole('button', { name: 'Download' }).first().waitFor({ timeout: 30_000 });
    await shoot(page, 'admin-download-records');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download' }).first().click()]);
    const text = (await import('node:fs')).readFileSync((await download.path()) ?? '', 'utf8').replace(/^\uFEFF/, '');
    const rows = Papa.parse<string[]>(text.trim()).data;
    expect(rows[0]).toEqual(['at', 'service', 'action', 'user_email', 'user_name', 'world_id', 'world_name', 'result_code']);
    expect(rows.slice(1).every((row) => row[1] === 'worlds')).toBe(true);
    expect(rows.slice(1).map((row) => row[2])).toEqual(expect.arrayContaining(['admin.screenplay.import', 'world.create']));
  });

  it('answers /admin with the 404 page for anyone but an admin', async () => {
    const otherContext = await browser.newContext({ viewport: DESKTOP });
    const op = await otherContext.newPage();
    watch(op);
    await signUp(op, other);
    expect(await op.getByRole('link', { name: 'Admin Console' }).count()).toBe(0);
    for (const path of ['/admin', '/admin/dashboard', '/admin/logs/list']) {
      await op.goto(url(path));
      await op.getByRole('heading', { name: 'Page not found' }).waitFor();
    }
    const reads = await op.evaluate(async ([base, header]) => (await fetch(`${base}/admin/accounts`, { headers: { [header]: '1' } })).status, [
      API_BASE_PATH,
      CSRF_HEADER,
    ] as const);
    expect(reads).toBe(403);
    await otherContext.close();
  });

  it('fits every page on a Thai phone in the dark theme, axe clean, and writes every page in Chinese', async () => {
    const phone = await browser.newContext({ viewport: PHONE, storageState: await adminContext.storageState() });
    const pp = await phone.newPage();
    watch(pp);
    await pp.addInitScript(() => {
      localStorage.setItem('locale', 'th');
      localStorage.setItem('color-scheme', 'dark');
    });
    const found: Record<string, unknown> = {};
    for (const { path } of PAGES) {
      await pp.goto(url(path));
      await pp.locator('h1').first().waitFor();
      await networkSettled(pp);
      const name = path.slice(1).replaceAll('/', '-');
      const wide = await pp.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      if (wide > 1) found[`${name}: ${wide}px sideways`] = true;
      const violations = await seriousViolations(pp);
      if (violations.length) found[name] = violations;
      await shoot(pp, `${name}-th-phone-dark`);
    }
    expect(found).toEqual({});
    // A refused file's problems in Thai: every one in words, the paths as the file has them.
    await pp.goto(url('/admin/screenplays/import'));
    await pp.locator('input[type=file]').setInputFiles({ name: 'broken.yaml', mimeType: 'application/yaml', buffer: Buffer.from(stringify(BROKEN)) });
    await pp.locator('form button[type=submit]').click();
    const problems = pp.getByTestId('import-problem');
    await problems.first().waitFor();
    const texts = await problems.allTextContents();
    expect(texts.length).toBeGreaterThan(1);
    for (const text of texts) expect(text).toMatch(/[\u0e00-\u0e7f]/);
    await shoot(pp, 'admin-screenplay-import-problems-th-phone-dark');
    await phone.close();
    // Chinese on a desktop: the same pages, looked at from their screenshots.
    const zh = await browser.newContext({ viewport: DESKTOP, storageState: await adminContext.storageState() });
    const zp = await zh.newPage();
    watch(zp);
    await zp.addInitScript(() => localStorage.setItem('locale', 'zh-Hans'));
    for (const { path } of PAGES) {
      await zp.goto(url(path));
      await zp.locator('h1').first().waitFor();
      await networkSettled(zp);
      expect(await zp.locator('h1').first().textContent()).toMatch(/[\u4e00-\u9fff]/);
      await shoot(zp, `${path.slice(1).replaceAll('/', '-')}-zh-Hans`);
    }
    await zh.close();
  });
});
