import type { Browser, BrowserContext, Page } from 'playwright-core';
import { seriousViolations } from './test-support/axe';
import { collectPageErrors, launchChromium, shoot } from './test-support/browser';
import { type RunningPlatform, startPlatform } from './test-support/platform';

const teacher = { name: 'Tess Teacher', email: 'tess@example.org', password: 'teacher password 1' };
const student = { name: 'Sam Student', email: 'sam@example.org', password: 'student password 1' };
const loner = { name: 'Lee Loner', email: 'lee@example.org', password: 'loner password 1' };
const WORLD_NAME = 'Spring Marketing 2027';
const PASSCODE = 'open-sesame';

describe('the product in a browser: shell, course area and gateway', () => {
  let platform: RunningPlatform;
  let browser: Browser;
  let teacherContext: BrowserContext;
  let studentContext: BrowserContext;
  let tp: Page;
  let sp: Page;
  let worldUrl = '';
  const errors: string[] = [];
  const url = (path: string) => `${platform.base}${path}`;

  async function signUp(page: Page, person: typeof teacher): Promise<void> {
    await page.goto(url('/sign-up'));
    await page.getByLabel('Your name').fill(person.name);
    await page.getByLabel('Email').fill(person.email);
    await page.getByLabel('Password (at least 8 characters)').fill(person.password);
    await page.getByLabel('Password again').fill(person.password);
    await page.getByRole('button', { name: 'Create account' }).click();
    // A new account is signed in at once and lands on the return address (the worlds list).
    await page.waitForURL(url('/worlds'));
  }

  beforeAll(async () => {
    platform = await startPlatform('e2e-course');
    browser = await launchChromium();
    teacherContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    studentContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    tp = await teacherContext.newPage();
    sp = await studentContext.newPage();
    for (const page of [tp, sp]) page.on('pageerror', (error) => errors.push(error.message));
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await platform?.stop();
  });

  afterEach(() => expect(errors).toEqual([]));

  it('sends a signed-out visitor of /worlds to the login page, and back after signing up and in', async () => {
    await tp.goto(url('/worlds'));
    await tp.waitForURL(/\/bff\/login\?returnUrl=%2Fworlds$/);
    await signUp(tp, teacher);
    await tp.getByRole('heading', { name: 'My Simulations' }).waitFor();
    await expectText(tp, '[data-testid=signed-in-user]', teacher.name);
    await shoot(tp, 'worlds-list-empty');
  });

  it('creates a world from a shipped screenplay and lands on its home', async () => {
    await tp.getByTestId('create-world-link').click();
    await tp.getByRole('heading', { name: 'Create a simulation' }).waitFor();
    await tp.getByLabel('Simulation name', { exact: true }).fill(WORLD_NAME);
    await tp.getByLabel('Simulation name again').fill(WORLD_NAME);
    await tp.getByLabel('Passcode for joining (optional)').fill(PASSCODE);
    await shoot(tp, 'create-world');
    await tp.getByRole('button', { name: 'Create simulation' }).click();
    await tp.waitForURL(/\/worlds\/[0-9a-f-]{36}$/);
    worldUrl = tp.url();
    await expectText(tp, '[data-testid=world-stage]', 'Preparation');
    await expectText(tp, 'h1', WORLD_NAME);
    await expectText(tp, '[data-testid=join-link]', '/worlds/join?world=');
    await shoot(tp, 'world-home-manager');
  });

  it('lets a second user join the world with its passcode and create a team', async () => {
    const joinLink = (await tp.getByTestId('join-link').textContent()) ?? '';
    await sp.goto(joinLink);
    await sp.waitForURL(/\/bff\/login/);
    await signUp(sp, student);
    await sp.goto(joinLink);
    await sp.getByLabel('Passcode', { exact: true }).fill('wrong one');
    await sp.getByRole('button', { name: 'Join', exact: true }).click();
    await sp.getByRole('dialog').getByText('passcode', { exact: false }).waitFor();
    await shoot(sp, 'join-wrong-passcode');
    await sp.getByRole('dialog').getByRole('button', { name: /OK/ }).click();
    await sp.getByLabel('Passcode', { exact: true }).fill(PASSCODE);
    await sp.getByRole('button', { name: 'Join', exact: true }).click();
    await sp.waitForURL(/\/team$/);
    await sp.getByLabel('Team name').fill('Falcons');
    await sp.getByLabel('Company name').fill('Falcon Bags');
    await sp.getByRole('button', { name: 'Create team' }).click();
    await expectText(sp, '[data-testid=team-name]', 'Falcons');
    await shoot(sp, 'team-page');
  });

  it('keeps market research shut in preparation, and from anyone it is not for, menu entry and address alike', async () => {
    const address = `${worldUrl}/market-research/environments/loan`;
    // The team member and the instructor: no entry in the menu; the address leads to the world home, which says the stage.
    for (const page of [sp, tp]) {
      await page.goto(worldUrl);
      const menu = page.getByRole('navigation', { name: 'Simulation menu' });
      await menu.getByRole('link', { name: 'Schedules' }).waitFor();
      expect(await menu.getByRole('link', { name: 'Market research' }).count()).toBe(0);
      await page.goto(address);
      await page.waitForURL(worldUrl);
      await expectText(page, '[data-testid=world-stage]', 'Preparation');
    }
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    try {
      const lp = await context.newPage();
      lp.on('pageerror', (error) => errors.push(error.message));
      await signUp(lp, loner);
      // Not a member of the world: the world is not found for them.
      await lp.goto(address);
      await lp.waitForURL(/\/error-404$/);
      await lp.getByRole('heading', { name: 'Page not found' }).waitFor();
      // A member on no team: the page is refused, and the menu has no entry for it.
      await lp.goto((await tp.getByTestId('join-link').textContent()) ?? '');
      await lp.getByLabel('Passcode', { exact: true }).fill(PASSCODE);
      await lp.getByRole('button', { name: 'Join', exact: true }).click();
      await lp.waitForURL(/\/team$/);
      await lp.goto(address);
      await lp.getByRole('heading', { name: 'Access denied' }).waitFor();
      expect(await lp.getByRole('navigation', { name: 'Simulation menu' }).getByRole('link', { name: 'Market research' }).count()).toBe(0);
      await shoot(lp, 'market-research-refused-without-team');
    } finally {
      await context.close();
    }
  });

  it('translates the page when the language is switched to Thai and to Simplified Chinese', async () => {
    await tp.goto(worldUrl);
    await tp.getByTestId('language-switch').selectOption('th');
    await tp.getByRole('link', { name: 'การจำลองของฉัน' }).waitFor();
    expect(await tp.evaluate(() => document.documentElement.lang)).toBe('th');
    await expectText(tp, '[data-testid=world-stage]', 'กำลังเตรียมการ');
    await expectText(tp, '#stage-heading', 'ความคืบหน้าของการจำลอง');
    await shoot(tp, 'world-home-th');
    await tp.getByTestId('language-switch').selectOption('zh-Hans');
    await tp.getByRole('link', { name: '我的模拟' }).waitFor();
    await expectText(tp, '[data-testid=world-stage]', '准备中');
    await expectText(tp, '#stage-heading', '模拟进度');
    await shoot(tp, 'world-home-zh-Hans');
    await tp.reload();
    await tp.getByRole('link', { name: '我的模拟' }).waitFor();
    await tp.getByTestId('language-switch').selectOption('en');
  });

  it('keeps the theme chosen across a reload', async () => {
    await tp.goto(url('/worlds'));
    const theme = tp.locator('[data-theme-mode]').first();
    for (let i = 0; i < 3 && (await theme.getAttribute('data-theme-mode')) !== 'dark'; i++) await theme.click();
    expect(await theme.getAttribute('data-theme-mode')).toBe('dark');
    await tp.reload();
    await tp.getByRole('heading', { name: 'My Simulations' }).waitFor();
    expect(await tp.locator('[data-theme-mode]').first().getAttribute('data-theme-mode')).toBe('dark');
    expect(await tp.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(17, 21, 28)');
    await shoot(tp, 'worlds-list-dark');
  });

  it('shows the 404 page for an unknown path', async () => {
    await tp.goto(url('/no/such/page'));
    await tp.getByRole('heading', { name: 'Page not found' }).waitFor();
  });

  it('folds the navigation into a mobile menu below the sm breakpoint', async () => {
    await tp.setViewportSize({ width: 400, height: 800 });
    await tp.goto(url('/worlds'));
    await tp.getByTestId('mobile-menu-toggle').click();
    await tp.getByTestId('mobile-menu').getByRole('link', { name: 'My Simulations' }).waitFor();
    await shoot(tp, 'mobile-menu');
    await tp.setViewportSize({ width: 1280, height: 900 });
  });

  it('shows a refresh prompt for 130059 and reloads the page from it', async () => {
    await sp.goto(`${worldUrl}/team`);
    await sp.route('**/api/worlds/*/team', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 200, contentType: 'application/json', body: '{"code":130059,"data":{}}' })
        : route.continue(),
    );
    await sp.getByLabel('Team name').fill('Falcons United');
    await sp.getByRole('button', { name: 'Save' }).first().click();
    const prompt = sp.getByRole('dialog');
    await prompt.getByText('This round is no longer the latest. Refresh the page to continue.').waitFor();
    await shoot(sp, 'round-not-latest-prompt');
    const reloaded = sp.waitForEvent('load');
    await prompt.getByRole('button', { name: /Refresh/ }).click();
    await reloaded;
    await sp.unroute('**/api/worlds/*/team');
  });

  it('shows an error panel with a retry when an area fails to load, while the shell keeps working', async () => {
    const page = await teacherContext.newPage();
    const pageErrors = collectPageErrors(page);
    await page.route('**/mfe/course/remoteEntry.js', (route) => route.abort());
    await page.goto(worldUrl);
    await page.getByText('This part of the page could not be loaded.').waitFor();
    await page.getByTestId('world-name').waitFor();
    await shoot(page, 'area-failed');
    await page.unroute('**/mfe/course/remoteEntry.js');
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByTestId('world-stage').waitFor();
    await page.close();
    expect(pageErrors.filter((e) => !e.includes('remoteEntry'))).toEqual([]);
  });

  it('finds a Simspedia article by a word of its text and opens it, in Thai too', async () => {
    await tp.goto(url('/baike'));
    await tp.getByRole('searchbox').fill('second-price');
    await tp.getByRole('link', { name: 'Ad auction and cost per click' }).click();
    await tp.waitForURL(/\/baike\/adAuction$/);
    await tp.getByRole('heading', { level: 1, name: 'Ad auction and cost per click' }).waitFor();
    await tp.getByTestId('language-switch').selectOption('th');
    await tp.waitForFunction(() => document.documentElement.lang === 'th');
    await tp.goto(url('/baike'));
    await tp.getByRole('searchbox').fill('ประมูล');
    expect(await tp.getByRole('link', { name: /ประมูล/ }).count()).toBeGreaterThan(0);
    await shoot(tp, 'baike-search-th');
    // An article with a formula, in Thai on a phone: it fits the screen and its formula wraps.
    await tp.setViewportSize({ width: 390, height: 844 });
    await tp.goto(url('/baike/exchangeRates'));
    await tp.getByRole('heading', { level: 1, name: 'สกุลเงินและอัตราแลกเปลี่ยน' }).waitFor();
    expect(await tp.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shoot(tp, 'baike-article-th-phone');
    expect({ path: 'baike article (th, 390 px)', violations: await seriousViolations(tp) }).toEqual({ path: 'baike article (th, 390 px)', violations: [] });
    await tp.setViewportSize({ width: 1280, height: 900 });
    await tp.getByTestId('language-switch').selectOption('en');
    await tp.waitForFunction(() => document.documentElement.lang === 'en');
  });

  it('has no serious or critical accessibility violation on any page, in either theme', async () => {
    const worldId = worldUrl.split('/').pop() ?? '';
    const pages: [Page, string, string][] = [
      [tp, '/', 'home'],
      [tp, '/worlds', 'worlds'],
      [tp, '/worlds/new', 'create-world'],
      [tp, `/worlds/${worldId}`, 'world-home'],
      [tp, `/worlds/${worldId}/schedules`, 'schedules'],
      [tp, `/worlds/${worldId}/participants`, 'participants'],
      [tp, `/worlds/${worldId}/settings`, 'settings'],
      [tp, '/baike', 'baike'],
      [tp, '/baike/adAuction', 'baike-article'],
      [tp, '/no/such/page', 'not-found'],
      [sp, `/worlds/join?world=${worldId}`, 'join-world'],
      [sp, `/worlds/${worldId}`, 'world-home-participant'],
      [sp, `/worlds/${worldId}/team`, 'team'],
    ];
    const found: Record<string, unknown> = {};
    for (const mode of ['light', 'dark'] as const) {
      for (const page of [tp, sp]) await page.evaluate((m) => localStorage.setItem('color-scheme', m), mode);
      for (const [page, path, name] of pages) {
        await page.goto(url(path));
        await page.locator('h1').first().waitFor();
        await page.waitForLoadState('networkidle');
        const violations = await seriousViolations(page);
        if (violations.length) found[`${name} (${mode})`] = violations;
        await shoot(page, `axe-${name}-${mode}`);
      }
    }
    const signedOut = await browser.newPage();
    await signedOut.goto(url('/bff/login?returnUrl=%2Fworlds'));
    const loginViolations = await seriousViolations(signedOut);
    if (loginViolations.length) found['login'] = loginViolations;
    await signedOut.goto(url('/sign-up'));
    await signedOut.locator('h1').waitFor();
    const signUpViolations = await seriousViolations(signedOut);
    if (signUpViolations.length) found['sign-up'] = signUpViolations;
    await signedOut.close();
    expect(found).toEqual({});
  }, 120_000);
});

async function expectText(page: Page, selector: string, text: string): Promise<void> {
  await page.locator(selector, { hasText: text }).first().waitFor({ timeout: 15_000 });
}
