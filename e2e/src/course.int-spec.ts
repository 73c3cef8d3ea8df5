import { API_BASE_PATH, CSRF_HEADER, ErrorCode } from '@simbiz/contracts';
import { readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { seriousViolations } from './test-support/axe';
import { collectPageErrors, launchChromium, shoot } from './test-support/browser';
import { markDocument, postAnnouncement, samplePdf, signIn, textsOf } from './test-support/course-content';
import { networkSettled, trackRequests } from './test-support/network';
import { type RunningPlatform, startPlatform } from './test-support/platform';

const teacher = { name: 'Tess Teacher', email: 'tess@example.org', password: 'teacher password 1' };
const student = { name: 'Sam Student', email: 'sam@example.org', password: 'student password 1' };
const loner = { name: 'Lee Loner', email: 'lee@example.org', password: 'loner password 1' };
const WORLD_NAME = 'Spring Marketing 2027';
const PASSCODE = 'open-sesame';
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

describe('the product in a browser: shell, course area and gateway', () => {
  let platform: RunningPlatform;
  let browser: Browser;
  let teacherContext: BrowserContext;
  let studentContext: BrowserContext;
  let tp: Page;
  let sp: Page;
  let worldUrl = '';
  let threadUrl = '';
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

  /** Fails the test on a script error or a server failure (5xx) of the page; counts its requests for `networkSettled`. */
  function watch(page: Page): void {
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('response', (response) => {
      if (response.status() >= 500) errors.push(`HTTP ${response.status()}: ${response.request().method()} ${response.url()}`);
    });
    trackRequests(page);
  }

  beforeAll(async () => {
    // A team member's world home reads the last round's statements (finance) and the team's models
    // (products) even before the first round: without them every visit shows a 503 message box.
    platform = await startPlatform('e2e-course', ['identity', 'worlds', 'teams', 'products', 'finance']);
    browser = await launchChromium();
    teacherContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    studentContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    tp = await teacherContext.newPage();
    sp = await studentContext.newPage();
    for (const page of [tp, sp]) watch(page);
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
        // Not `networkidle`: the world home's announcements keep the course's event stream open.
        await networkSettled(page);
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

  it('posts Markdown announcements, the pinned one first on the world home; a student’s unread marks go once the announcements are opened, for good', async () => {
    const welcome = 'Welcome to Spring Marketing';
    const hours = 'Office hours';
    for (const page of [tp, sp]) await page.evaluate(() => localStorage.setItem('color-scheme', 'light'));
    await tp.goto(`${worldUrl}/announcements`);
    await tp.getByTestId('announcements-empty').waitFor();
    await postAnnouncement(tp, { title: welcome, body: 'Read the **syllabus** before round 1:\n\n- the case study\n- the scoring rules', pinned: true });
    await postAnnouncement(tp, { title: hours, body: 'Thursdays at 10, room 4.', pinned: false });
    const post = tp.getByRole('article', { name: welcome });
    expect(await post.locator('p strong').allTextContents()).toEqual(['syllabus']);
    expect(await post.getByRole('listitem').allTextContents()).toEqual(['the case study', 'the scoring rules']);
    // Pinned first, though the other is newer.
    expect(await textsOf(tp, '[data-testid=announcement] > div:first-child > h2')).toEqual([welcome, hours]);
    await shoot(tp, 'course-announcements-manager');
    await tp.goto(worldUrl);
    await tp.getByTestId('latest-announcements').getByText(welcome).waitFor();
    expect(await textsOf(tp, '[data-testid=latest-announcements] li strong')).toEqual([welcome, hours]);

    await sp.goto(worldUrl);
    const card = sp.getByTestId('latest-announcements');
    await card.getByTestId('unread-count').filter({ hasText: '2 unread' }).waitFor();
    expect(await card.getByRole('listitem').filter({ hasText: 'Unread' }).count()).toBe(2);
    expect(await textsOf(sp, '[data-testid=latest-announcements] li strong')).toEqual([welcome, hours]);
    await shoot(sp, 'course-world-home-announcements');
    const marked = sp.waitForResponse((response) => response.url().endsWith('/announcements/read') && response.request().method() === 'POST');
    await card.getByRole('link', { name: 'All announcements' }).click();
    await sp.waitForURL(`${worldUrl}/announcements`);
    expect(await (await marked).json()).toMatchObject({ code: 0 });
    // What was new when the page opened stays marked for this visit; no writing for a student.
    expect(await sp.getByTestId('unread').count()).toBe(2);
    expect(await sp.getByRole('button', { name: /^(New announcement|Edit|Pin|Unpin|Delete)/ }).count()).toBe(0);
    await sp.reload();
    await sp.getByRole('article', { name: welcome }).waitFor();
    expect(await sp.getByTestId('unread').count()).toBe(0);
    await sp.goto(worldUrl);
    await sp.getByTestId('latest-announcements').getByText(welcome).waitFor();
    expect(await sp.getByTestId('unread-count').count()).toBe(0);
  });

  it('shows a <script> typed into an announcement as text, and runs nothing of it', async () => {
    const typed = '<script>window.leaked = 1</script> <img src="x" onerror="window.leaked = 2">';
    await tp.goto(`${worldUrl}/announcements`);
    await postAnnouncement(tp, { title: 'Room change', body: `Room 4 from now on. ${typed}`, pinned: false });
    for (const page of [tp, sp]) {
      if (page === sp) await sp.goto(`${worldUrl}/announcements`);
      const post = page.getByRole('article', { name: 'Room change' });
      await post.getByText(typed).waitFor();
      expect(await post.locator('script, img').count()).toBe(0);
      expect(await page.evaluate(() => (window as unknown as { leaked?: number }).leaked)).toBeUndefined();
    }
  });

  it('lets the instructor attach files and a link that show on the student’s open page, and the student download a file byte for byte, adding nothing', async () => {
    const files = [
      { name: 'case-study.pdf', title: 'Case study', bytes: samplePdf('Case study') },
      { name: 'กรณีศึกษา-ตลาดออนไลน์.pdf', title: 'กรณีศึกษา-ตลาดออนไลน์', bytes: samplePdf('กรณีศึกษา') },
    ];
    await sp.goto(`${worldUrl}/references`);
    await sp.getByTestId('references-empty').waitFor();
    const same = await markDocument(sp);
    await tp.goto(`${worldUrl}/references`);
    for (const file of files) {
      await tp.getByRole('button', { name: 'Upload a file' }).click();
      await tp.getByLabel('File', { exact: true }).setInputFiles({ name: file.name, mimeType: 'application/pdf', buffer: file.bytes });
      // The Thai one keeps the title left empty: its file name without the extension.
      if (file.name.startsWith('case')) await tp.getByLabel('Title (the file name when left empty)').fill(file.title);
      await tp.getByRole('button', { name: 'Upload', exact: true }).click();
      await tp.getByRole('button', { name: `Download “${file.title}”` }).waitFor();
    }
    await tp.getByRole('button', { name: 'Add a link' }).click();
    await tp.getByLabel('Title', { exact: true }).fill('Market data');
    await tp.getByLabel('Address (https://…)').fill('https://data.example.org/markets');
    await tp.getByRole('button', { name: 'Add the link' }).click();
    await tp.getByRole('link', { name: 'Open “Market data” in a new tab' }).waitFor();

    const link = sp.getByRole('link', { name: 'Open “Market data” in a new tab' });
    await link.waitFor({ timeout: 10_000 });
    expect(await same()).toBe(true);
    expect([await link.getAttribute('href'), await link.getAttribute('target')]).toEqual(['https://data.example.org/markets', '_blank']);
    expect(await sp.getByTestId('reference').count()).toBe(3);
    // Drawn icons, not emoji (an empty box where no colour emoji font is installed, as here).
    expect(await sp.locator('[data-testid=reference] svg[data-icon]').evaluateAll((icons) => icons.map((icon) => icon.getAttribute('data-icon')))).toEqual([
      'link',
      'pdf',
      'pdf',
    ]);
    for (const file of files) {
      const [download] = await Promise.all([sp.waitForEvent('download'), sp.getByRole('button', { name: `Download “${file.title}”` }).click()]);
      expect(download.suggestedFilename()).toBe(file.name);
      expect(readFileSync(await download.path()).equals(file.bytes)).toBe(true);
    }
    expect(await sp.getByRole('button', { name: /^(Upload a file|Add a link|Edit “|Delete “)/ }).count()).toBe(0);
    expect(await sp.locator('input[type=file]').count()).toBe(0);
    await shoot(sp, 'course-references-student');
  });

  it('carries a discussion between two students live, both ways; the instructor pins it and replies with the instructor badge', async () => {
    const title = 'Pricing for round 1';
    const fromLee = 'Not below cost: our margin matters more than volume.';
    const fromSam = 'Agreed. Cost plus 20% then, and we watch the bots.';
    const fromTess = 'Good thinking. Check the market research once round 1 opens.';
    const context = await browser.newContext({ viewport: DESKTOP });
    try {
      const lp = await context.newPage();
      watch(lp);
      // The second student: Lee, in the world without a team; any member takes part.
      await lp.goto(`${worldUrl}/discussions`);
      await signIn(lp, loner);
      await lp.waitForURL(`${worldUrl}/discussions`);
      await lp.getByTestId('threads-empty').waitFor();
      const leeSame = await markDocument(lp);

      await sp.goto(`${worldUrl}/discussions`);
      await sp.getByRole('button', { name: 'New thread' }).click();
      await sp.getByLabel('Title', { exact: true }).fill(title);
      await sp.getByLabel('What would you like to discuss?').fill('Should we **undercut** the computer-run companies, or hold our price?');
      await sp.getByRole('button', { name: 'Start the thread' }).click();
      await sp.waitForURL(/\/discussions\/[0-9a-f-]{36}$/);
      threadUrl = sp.url();
      await sp.getByRole('heading', { level: 1, name: title }).waitFor();
      const samSame = await markDocument(sp);

      // Lee's open list shows the new thread; Lee answers in it.
      await lp.getByRole('link', { name: title }).waitFor({ timeout: 10_000 });
      expect(await leeSame()).toBe(true);
      await lp.getByRole('link', { name: title }).click();
      await lp.waitForURL(threadUrl);
      await lp.getByTestId('thread-post').getByText('undercut').waitFor();
      const leeOnThread = await markDocument(lp);
      await lp.getByLabel('Your reply').fill(fromLee);
      await lp.getByRole('button', { name: 'Post reply' }).click();
      await sp.getByTestId('reply').filter({ hasText: fromLee }).waitFor({ timeout: 10_000 });
      expect(await samSame()).toBe(true);
      await sp.getByLabel('Your reply').fill(fromSam);
      await sp.getByRole('button', { name: 'Post reply' }).click();
      await lp.getByTestId('reply').filter({ hasText: fromSam }).waitFor({ timeout: 10_000 });
      expect(await leeOnThread()).toBe(true);

      await tp.goto(threadUrl);
      await tp.getByTestId('thread-post').getByRole('button', { name: 'Pin', exact: true }).click();
      await sp.getByTestId('thread-post').getByText('Pinned', { exact: true }).waitFor({ timeout: 10_000 });
      await tp.getByLabel('Your reply').fill(fromTess);
      await tp.getByRole('button', { name: 'Post reply' }).click();
      const tessReply = sp.getByTestId('reply').filter({ hasText: fromTess });
      await tessReply.waitFor({ timeout: 10_000 });
      expect(await samSame()).toBe(true);
      expect(await tessReply.getByRole('img', { name: 'Instructor' }).count()).toBe(1);
      expect(await sp.getByTestId('reply').getByRole('img', { name: 'Instructor' }).count()).toBe(1);
      expect(await textsOf(sp, '[data-testid=reply] [data-testid=author-name]')).toEqual([loner.name, student.name, teacher.name]);
      expect(await sp.getByTestId('reply-count').textContent()).toBe('3');
      await shoot(sp, 'course-thread-replies');

      await sp.getByRole('link', { name: 'All threads' }).click();
      const thread = sp.getByTestId('thread').filter({ hasText: title });
      await thread.getByText('Pinned', { exact: true }).waitFor();
      expect(await thread.getByTestId('replies').textContent()).toBe('3 replies');
      await shoot(sp, 'course-discussions-list');
    } finally {
      await context.close();
    }
  });

  it('has no serious or critical accessibility violation on the course pages in either theme, and fits a phone in Thai', async () => {
    const pages: [Page, string, string][] = [
      [tp, '/announcements', 'announcements-manager'],
      [tp, '/references', 'references-manager'],
      [sp, '/announcements', 'announcements'],
      [sp, '/discussions', 'discussions'],
      [sp, new URL(threadUrl).pathname.replace(/^\/worlds\/[^/]+/, ''), 'thread'],
      [sp, '/references', 'references'],
    ];
    const found: Record<string, unknown> = {};
    for (const mode of ['light', 'dark'] as const) {
      for (const page of [tp, sp]) await page.evaluate((m) => localStorage.setItem('color-scheme', m), mode);
      for (const [page, path, name] of pages) {
        await page.goto(`${worldUrl}${path}`);
        await page.locator('h1').first().waitFor();
        await page.locator('[data-testid=announcement], [data-testid=thread], [data-testid=reply], [data-testid=reference]').first().waitFor();
        await networkSettled(page);
        const violations = await seriousViolations(page);
        if (violations.length) found[`${name} (${mode})`] = violations;
        await shoot(page, `axe-course-${name}-${mode}`);
      }
    }
    await sp.evaluate(() => localStorage.setItem('color-scheme', 'light'));
    await sp.goto(`${worldUrl}/references`);
    await sp.getByTestId('language-switch').selectOption('th');
    await sp.waitForFunction(() => document.documentElement.lang === 'th');
    await sp.setViewportSize(PHONE);
    try {
      for (const [path, heading, name] of [
        ['/references', 'เอกสารอ้างอิง', 'course-references-th-phone'],
        [new URL(threadUrl).pathname.replace(/^\/worlds\/[^/]+/, ''), 'Pricing for round 1', 'course-thread-th-phone'],
      ] as const) {
        await sp.goto(`${worldUrl}${path}`);
        await sp.getByRole('heading', { level: 1, name: heading }).waitFor();
        await networkSettled(sp);
        expect({ name, width: await sp.evaluate(() => document.documentElement.scrollWidth) }).toEqual({ name, width: PHONE.width });
        await shoot(sp, name);
        const violations = await seriousViolations(sp);
        if (violations.length) found[`${name} (th, 390 px)`] = violations;
      }
    } finally {
      await sp.setViewportSize(DESKTOP);
      await sp.getByTestId('language-switch').selectOption('en');
      await sp.waitForFunction(() => document.documentElement.lang === 'en');
    }
    expect(found).toEqual({});
  }, 120_000);

  it('takes discussions from the student, menu entry, address and server alike, while the instructor has them off', async () => {
    const worldId = new URL(worldUrl).pathname.split('/').pop() ?? '';
    const switchDiscussions = async (on: boolean) => {
      await tp.goto(`${worldUrl}/settings`);
      const box = tp.getByTestId('discussions-switch');
      expect(await box.isChecked()).toBe(!on);
      const saved = tp.waitForResponse((response) => response.url().endsWith(`/worlds/${worldId}/settings`) && response.request().method() === 'POST');
      await box.click();
      expect(await (await saved).json()).toMatchObject({ code: 0 });
      await tp.locator(`[data-testid=discussions-switch]${on ? ':checked' : ':not(:checked)'}`).waitFor();
    };
    const menu = sp.getByRole('navigation', { name: 'Simulation menu' });
    await switchDiscussions(false);
    await sp.goto(worldUrl);
    await menu.getByRole('link', { name: 'References' }).waitFor();
    expect(await menu.getByRole('link', { name: 'Discussions' }).count()).toBe(0);
    const asked: string[] = [];
    const record = (request: { url: () => string }) => asked.push(request.url());
    sp.on('request', record);
    for (const address of [`${worldUrl}/discussions`, threadUrl]) {
      await sp.goto(address);
      await sp.getByRole('heading', { name: 'Access denied' }).waitFor();
      // Nothing of the area mounts behind the refusal: no read of the threads, no refusal (600005) popping up over it.
      await networkSettled(sp);
      expect(await sp.getByRole('dialog').count()).toBe(0);
    }
    sp.off('request', record);
    expect(asked.filter((url) => url.includes('/threads'))).toEqual([]);
    await shoot(sp, 'course-discussions-off');
    const answer = await sp.evaluate(async ([path, csrf]) => (await fetch(path, { headers: { [csrf]: '1', accept: 'application/json' } })).json(), [
      `${API_BASE_PATH}/worlds/${worldId}/threads?page=1&pageSize=20`,
      CSRF_HEADER,
    ] as const);
    expect(answer).toMatchObject({ code: ErrorCode.discussionsDisabled });
    await switchDiscussions(true);
    await sp.goto(worldUrl);
    await menu.getByRole('link', { name: 'Discussions' }).waitFor();
  });
});

async function expectText(page: Page, selector: string, text: string): Promise<void> {
  await page.locator(selector, { hasText: text }).first().waitFor({ timeout: 15_000 });
}
