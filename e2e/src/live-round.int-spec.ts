import type { Browser, BrowserContext, Page } from 'playwright-core';
import { explainedIt, launchChromium, shoot } from './test-support/browser';
import { ALL_SERVICES, type RunningPlatform, startPlatform } from './test-support/platform';
import { signUpAll } from './test-support/accounts';

const PASSWORD = 'a long password 1';
const teacher = { name: 'Lee Lecturer', email: 'lee@live.example' };
const students = [
  { name: 'Ann Able', email: 'ann@live.example', team: 'Falcons' },
  { name: 'Bo Baker', email: 'bo@live.example', team: 'Otters' },
];
/** From the instructor's close to both students' pages showing the next round and its figures, without a reload. */
const LIVE_MS = 3_000;

describe("the round's life pushed live: open world homes follow the instructor's close without a reload", () => {
  let platform: RunningPlatform;
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  const pages: Page[] = [];
  const errors: string[] = [];
  let worldId = '';
  const url = (path: string) => `${platform.base}${path}`;
  const tp = () => pages[0] as Page;
  const sp = (i: number) => pages[i + 1] as Page;
  const it = explainedIt(() => ({ instructor: tp(), 'student-1': sp(0), 'student-2': sp(1) }));

  /** An /api call as the page's signed-in person (the context's session cookie). */
  async function call(page: Page, method: 'GET' | 'POST', path: string, data?: unknown): Promise<{ code: number; data: unknown }> {
    const answer = await page.request.fetch(url(`/api${path}`), { method, headers: { 'x-csrf': '1' }, ...(data !== undefined ? { data } : {}) });
    return (await answer.json()) as { code: number; data: unknown };
  }

  async function signIn(page: Page, email: string): Promise<void> {
    await page.goto(url('/bff/login?returnUrl=%2Fworlds'));
    await page.locator('input[name=email]').fill(email);
    await page.locator('input[name=password]').fill(PASSWORD);
    await page.locator('button[type=submit]').click();
    await page.waitForURL(url('/worlds'));
  }

  /** The world home shows `stage`, the round line and the results card of `resultsRound`: waits for them, never reloading. */
  const shows = (page: Page, stage: string, roundLine: string, resultsRound: number, timeout: number) =>
    Promise.all([
      page.getByTestId('world-stage').filter({ hasText: stage }).waitFor({ timeout }),
      page.getByText(roundLine).waitFor({ timeout }),
      page
        .getByTestId('last-round')
        .getByRole('heading', { name: `Your results in round ${resultsRound}` })
        .waitFor({ timeout }),
    ]);

  beforeAll(async () => {
    platform = await startPlatform('e2e-live', ALL_SERVICES, { WORLDS_TICK_MS: '200' });
    await signUpAll(platform.base, [teacher, ...students], PASSWORD);
    browser = await launchChromium();
    for (let i = 0; i < 3; i++) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      page.on('pageerror', (error) => errors.push(error.message));
      contexts.push(context);
      pages.push(page);
    }
    await signIn(tp(), teacher.email);
    // Time enough for two students to sign in and form their teams in preparation.
    const startAt = new Date(Date.now() + 8_000).toISOString();
    const created = await call(tp(), 'POST', '/worlds', {
      name: 'Live 2027',
      confirmName: 'Live 2027',
      screenplayId: 'starter',
      startAt,
      rounds: 2,
      botCompanies: 2,
    });
    worldId = (created.data as { worldId: string }).worldId;
    for (const [i, student] of students.entries()) {
      await signIn(sp(i), student.email);
      expect((await call(sp(i), 'POST', `/worlds/${worldId}/join`, {})).code).toBe(0);
      expect((await call(sp(i), 'POST', `/worlds/${worldId}/teams`, { teamName: student.team, companyName: `${student.team} Ltd` })).code).toBe(0);
    }
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await platform?.stop();
  });

  afterEach(() => expect(errors).toEqual([]));

  it('shows both students the next round and its fresh figures within 3 s of the close, and the final figures after the last round', async () => {
    const students = [sp(0), sp(1)];
    await Promise.all(students.map((page) => page.goto(url(`/worlds/${worldId}`))));
    // The world starts by the clock while the pages are open: they follow it live too.
    await Promise.all(students.map((page) => page.getByTestId('world-stage').filter({ hasText: 'Running' }).waitFor({ timeout: 15_000 })));
    await Promise.all(students.map((page) => page.getByText('Round 1 of 2').waitFor()));
    // A reload would forget this mark.
    await Promise.all(students.map((page) => page.evaluate(() => Object.assign(window, { liveMark: 'not reloaded' }))));

    for (const round of [1, 2]) {
      const closed = Date.now();
      expect((await call(tp(), 'POST', `/worlds/${worldId}/rounds/close`, {})).code).toBe(0);
      const [stage, line] = round === 1 ? ['Running', 'Round 2 of 2'] : ['Completed', 'Round 2 of 2'];
      await Promise.all(students.map((page) => shows(page, stage, line, round, LIVE_MS - (Date.now() - closed))));
      expect(Date.now() - closed).toBeLessThan(LIVE_MS);
      await shoot(sp(0), `live-after-round-${round}`);
    }
    expect(await Promise.all(students.map((page) => page.evaluate(() => (window as unknown as { liveMark?: string }).liveMark)))).toEqual([
      'not reloaded',
      'not reloaded',
    ]);
    // Nothing of round 1 stays on screen: the results are round 2's.
    for (const page of students) expect(await page.getByText('Your results in round 1').count()).toBe(0);
  }, 120_000);
});
