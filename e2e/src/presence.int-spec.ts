import type { Browser, BrowserContext, Page } from 'playwright-core';
import { seriousViolations } from './test-support/axe';
import { explainedIt, launchChromium, shoot } from './test-support/browser';
import { ALL_SERVICES, type RunningPlatform, startPlatform } from './test-support/platform';
import { signUpAll } from './test-support/accounts';

const PASSWORD = 'a long password 1';
const teacher = { name: 'Lee Lecturer', email: 'lee@presence.example' };
const mei = { name: 'Mei Ma', email: 'mei@presence.example' };
const jin = { name: 'Jin Jo', email: 'jin@presence.example' };
const DESKTOP = { width: 1280, height: 900 };

describe('deciding as a team: who is here, and a stale write named and refreshed', () => {
  let platform: RunningPlatform;
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  const errors: string[] = [];
  let worldId = '';
  let mp: Page;
  let jp: Page;
  const url = (path: string) => `${platform.base}${path}`;
  const productsPage = () => url(`/worlds/${worldId}/operating/stores/platform/products`);
  const it = explainedIt(() => ({ mei: mp, jin: jp }));

  /** An /api call as the page's signed-in person; decisions name round 1, PUT, PATCH and DELETE go with the method override. */
  async function call(page: Page, method: 'GET' | 'POST', path: string, data?: unknown): Promise<{ code: number; data: Record<string, unknown> }> {
    const answer = await page.request.fetch(url(`/api${path}`), { method, headers: { 'x-csrf': '1', 'x-vrid': '1' }, ...(data !== undefined ? { data } : {}) });
    return (await answer.json()) as { code: number; data: Record<string, unknown> };
  }
  async function made(page: Page, path: string, data: unknown): Promise<Record<string, unknown>> {
    const answer = await call(page, 'POST', `/worlds/${worldId}${path}`, data);
    if (answer.code !== 0) throw new Error(`POST ${path} answered ${JSON.stringify(answer)}`);
    return answer.data;
  }

  async function signedIn(email: string): Promise<Page> {
    const context = await browser.newContext({ viewport: DESKTOP });
    contexts.push(context);
    const page = await context.newPage();
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(url('/bff/login?returnUrl=%2Fworlds'));
    await page.locator('input[name=email]').fill(email);
    await page.locator('input[name=password]').fill(PASSWORD);
    await page.locator('button[type=submit]').click();
    await page.waitForURL(url('/worlds'));
    return page;
  }

  const table = (page: Page) => page.getByTestId('store-products-table');
  const priceOf = (page: Page) => table(page).getByLabel('Price');

  beforeAll(async () => {
    platform = await startPlatform('e2e-presence', ALL_SERVICES, { WORLDS_TICK_MS: '200' });
    await signUpAll(platform.base, [teacher, mei, jin], PASSWORD);
    browser = await launchChromium();
    const tp = await signedIn(teacher.email);
    const startAt = new Date(Date.now() + 10_000).toISOString();
    const created = await call(tp, 'POST', '/worlds', { name: 'Team 2027', confirmName: 'Team 2027', screenplayId: 'starter', startAt, rounds: 2 });
    worldId = String(created.data['worldId']);
    [mp, jp] = [await signedIn(mei.email), await signedIn(jin.email)];
    for (const page of [mp, jp]) expect((await call(page, 'POST', `/worlds/${worldId}/join`, {})).code).toBe(0);
    const team = await call(mp, 'POST', `/worlds/${worldId}/teams`, { teamName: 'Magpies', companyName: 'Magpie Bags', passcode: 'magpies-pass' });
    expect((await call(jp, 'POST', `/worlds/${worldId}/teams/${String(team.data['teamId'])}/join`, { passcode: 'magpies-pass' })).code).toBe(0);
    await mp.goto(url(`/worlds/${worldId}`));
    await mp.getByTestId('world-stage').filter({ hasText: 'Running' }).waitFor({ timeout: 30_000 });
    // What the listing hangs on, made through the API: a brand, a model, a store with the model listed at $40.00.
    const brand = await made(mp, '/brands', { name: 'Magpie' });
    const model = await made(mp, '/models', {
      brandId: brand['brandId'],
      name: 'Tote One',
      attributes: [{ attributeId: 'sleeve', grade: 1 }],
      valuePropositionIds: ['value'],
    });
    const store = await made(mp, '/stores', { platformId: 'shopmall' });
    await made(mp, '/store-products', { storeId: store['storeId'], modelId: model['modelId'], price: 4_000 });
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await platform?.stop();
  });

  afterEach(() => expect(errors).toEqual([]));

  it('shows each teammate the other on the page and the listing the other is editing; the second save is refused naming the first, refreshed, then saved', async () => {
    await Promise.all([mp, jp].map((page) => page.goto(productsPage())));
    await Promise.all([mp, jp].map((page) => table(page).getByText('Tote One').waitFor()));
    // Each sees the other here, and nobody sees themselves.
    await mp.getByTestId('page-presence').getByText(`Also on this page: ${jin.name}`).waitFor();
    await jp.getByTestId('page-presence').getByText(`Also on this page: ${mei.name}`).waitFor();
    expect(await priceOf(jp).inputValue()).toBe('40');

    // Mei types a price: Jin sees the listing marked while she edits, and the mark goes once she saved.
    await priceOf(mp).fill('45.00');
    const mark = table(jp).getByTestId('editing-mark');
    await mark.filter({ hasText: `${mei.name} is editing` }).waitFor();
    await shoot(jp, 'presence-teammate-editing');
    await table(mp).getByRole('button', { name: 'Save', exact: true }).click();
    await mp.getByText('Saved.').first().waitFor();
    await mark.waitFor({ state: 'detached' });

    // Jin's page still shows 40: his save is refused, naming Mei, until he refreshes.
    expect(await priceOf(jp).inputValue()).toBe('40');
    await priceOf(jp).fill('50.00');
    await table(jp).getByRole('button', { name: 'Save', exact: true }).click();
    const prompt = jp.getByRole('dialog');
    await prompt.getByText(new RegExp(`^${mei.name} changed this item at \\d{1,2}:\\d{2}`)).waitFor();
    await shoot(jp, 'presence-changed-meanwhile');
    await prompt.getByRole('button', { name: /Refresh/ }).click();
    await prompt.waitFor({ state: 'detached' });
    await jp.waitForFunction(() => (document.querySelector('[data-testid=store-products-table] input') as HTMLInputElement | null)?.value === '45');
    await priceOf(jp).fill('50.00');
    await table(jp).getByRole('button', { name: 'Save', exact: true }).click();
    await jp.getByText('Saved.').first().waitFor();
    await mp.reload();
    await mp.waitForFunction(() => (document.querySelector('[data-testid=store-products-table] input') as HTMLInputElement | null)?.value === '50');
  }, 120_000);

  it('is axe clean in both themes while a teammate edits, and fits a Thai phone', async () => {
    await priceOf(mp).fill('55.00');
    for (const mode of ['light', 'dark'] as const) {
      await jp.evaluate((m) => localStorage.setItem('color-scheme', m), mode);
      await jp.goto(productsPage());
      await table(jp).getByTestId('editing-mark').waitFor();
      await jp.getByTestId('page-presence').getByText(mei.name).waitFor();
      expect({ mode, violations: await seriousViolations(jp) }).toEqual({ mode, violations: [] });
      await shoot(jp, `presence-products-${mode}`);
    }
    await jp.evaluate(() => localStorage.setItem('locale', 'th'));
    await jp.setViewportSize({ width: 390, height: 844 });
    await jp.goto(productsPage());
    await jp.waitForFunction(() => document.documentElement.lang === 'th');
    await table(jp)
      .getByTestId('editing-mark')
      .filter({ hasText: `${mei.name} กำลังแก้ไข` })
      .waitFor();
    await jp.getByTestId('page-presence').getByText(`อยู่ในหน้านี้ด้วย: ${mei.name}`).waitFor();
    expect(await jp.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect({ path: 'products (th, 390 px, dark)', violations: await seriousViolations(jp) }).toEqual({ path: 'products (th, 390 px, dark)', violations: [] });
    await shoot(jp, 'presence-products-th-phone');
    // Mei leaves the page: Jin no longer sees her there.
    await mp.goto(url(`/worlds/${worldId}`));
    await jp.getByTestId('page-presence').getByText(mei.name).waitFor({ state: 'detached' });
    expect(await table(jp).getByTestId('editing-mark').count()).toBe(0);
  }, 120_000);
});
