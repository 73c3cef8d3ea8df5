import type { Browser, BrowserContext, Page } from 'playwright-core';
import { seriousViolations } from './test-support/axe';
import { launchChromium, shoot } from './test-support/browser';
import { type RunningPlatform, startPlatform } from './test-support/platform';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
const newcomer = { name: 'Nia Newcomer', email: 'nia@school.example', password: 'newcomer password 1' };

/** What the sign-in page and the shell's sign-up page are drawn with, to compare their palettes. */
async function colours(page: Page) {
  return page.evaluate(() => {
    const style = (selector: string) => getComputedStyle(document.querySelector(selector) ?? document.body);
    const card = style('main section');
    const button = style('button[type=submit]');
    return {
      page: style('body').backgroundColor,
      text: style('body').color,
      font: style('body').fontFamily,
      card: [card.backgroundColor, card.borderTopColor, card.borderTopLeftRadius],
      button: [button.backgroundColor, button.color, button.borderTopLeftRadius, button.fontWeight],
    };
  });
}

describe('the sign-in page in a browser: look, themes, languages, and signing up into a session', () => {
  let platform: RunningPlatform;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const errors: string[] = [];
  const url = (path: string) => `${platform.base}${path}`;

  beforeAll(async () => {
    platform = await startPlatform('e2e-sign-in');
    browser = await launchChromium();
  }, 180_000);

  beforeEach(async () => {
    context = await browser.newContext({ viewport: DESKTOP });
    page = await context.newPage();
    page.on('pageerror', (error) => errors.push(error.message));
  });

  afterEach(async () => {
    await context.close();
    expect(errors).toEqual([]);
  });

  afterAll(async () => {
    await browser?.close();
    await platform?.stop();
  });

  it('fits a 390 px phone in Thai and passes axe in the light and the dark theme', async () => {
    await page.setViewportSize(PHONE);
    const found: Record<string, unknown> = {};
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await page.goto(url('/bff/login?lang=th&returnUrl=%2Fworlds'));
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('th');
      await page.getByRole('heading', { name: 'เข้าสู่ระบบ' }).waitFor();
      await page.getByRole('link', { name: 'สร้างบัญชี' }).waitFor();
      expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(scheme === 'dark' ? 'rgb(17, 21, 28)' : 'rgb(244, 246, 249)');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
      await shoot(page, `sign-in-th-${scheme}-390`);
      const violations = await seriousViolations(page);
      if (violations.length) found[scheme] = violations;
    }
    expect(found).toEqual({});
  });

  it('draws in the shell’s colours, font, card and button, and follows the theme chosen in the shell', async () => {
    await page.emulateMedia({ colorScheme: 'light' });
    for (const mode of ['light', 'dark'] as const) {
      await page.goto(url('/sign-up'));
      await page.evaluate((m) => localStorage.setItem('color-scheme', m), mode);
      await page.reload();
      await page.locator('h1').waitFor();
      const shell = await colours(page);
      await page.goto(url('/bff/login?returnUrl=%2Fworlds'));
      expect({ mode, ...(await colours(page)) }).toEqual({ mode, ...shell });
      await shoot(page, `sign-in-en-${mode}-desktop`);
    }
  });

  it('speaks the language chosen in the shell, and its language links choose for the shell too', async () => {
    await page.goto(url('/'));
    await page.evaluate(() => localStorage.setItem('locale', 'zh-Hans'));
    await page.goto(url('/bff/login?returnUrl=%2Fworlds'));
    await page.waitForURL(/lang=zh-Hans/);
    await page.getByRole('heading', { name: '登录' }).waitFor();
    expect(new URL(page.url()).searchParams.get('returnUrl')).toBe('/worlds');
    await shoot(page, 'sign-in-zh-Hans-desktop');
    await page.getByRole('link', { name: 'ไทย' }).click();
    await page.getByRole('heading', { name: 'เข้าสู่ระบบ' }).waitFor();
    expect(new URL(page.url()).searchParams.get('returnUrl')).toBe('/worlds');
    expect(await page.evaluate(() => localStorage.getItem('locale'))).toBe('th');
  });

  it('keeps the email after a wrong password and says why, with the password field empty', async () => {
    await page.goto(url('/bff/login?returnUrl=%2Fworlds'));
    await page.getByLabel('Email').fill('nobody@school.example');
    await page.getByLabel('Password').fill('not the password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('alert').getByText('The email or the password is wrong.').waitFor();
    expect(await page.getByLabel('Email').inputValue()).toBe('nobody@school.example');
    expect(await page.getByLabel('Password').inputValue()).toBe('');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('password');
    await shoot(page, 'sign-in-en-failed');
  });

  it('leads from sign-in to sign-up and back, and a new account lands signed in where it was going', async () => {
    await page.goto(url('/bff/login?returnUrl=%2Fworlds%2Fnew'));
    await page.getByRole('link', { name: 'Create an account' }).click();
    await page.waitForURL(url('/sign-up?returnUrl=%2Fworlds%2Fnew'));
    await page.getByRole('heading', { name: 'Create an account' }).waitFor();
    expect(await page.getByRole('link', { name: 'Sign in' }).last().getAttribute('href')).toBe('/bff/login?returnUrl=%2Fworlds%2Fnew');
    await page.getByLabel('Your name').fill(newcomer.name);
    await page.getByLabel('Email').fill(newcomer.email);
    await page.getByLabel('Password (at least 8 characters)').fill(newcomer.password);
    await page.getByLabel('Password again').fill(newcomer.password);
    await shoot(page, 'sign-up-en');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL(url('/worlds/new'));
    await page.locator('[data-testid=signed-in-user]', { hasText: newcomer.name }).waitFor();
    await page.getByRole('heading', { name: 'Create a simulation' }).waitFor();
  });

  it('shows the License Invalid page with its reason in Thai on a 390 px phone in the dark theme, and nothing else of the shell', async () => {
    // Every suite shares this installation's licence, so it stays valid: the browser is handed the
    // answer identity gives the profile when the licence has expired (identity's int-spec checks it).
    const refused = {
      code: -1,
      data: { params: { reason: 'expired', expiresAt: '2026-03-01T00:00:00Z', detail: 'The license expired on 2026-03-01T00:00:00Z.' } },
    };
    const thai = await browser.newContext({ viewport: PHONE, locale: 'th-TH', colorScheme: 'dark' });
    try {
      const tp = await thai.newPage();
      tp.on('pageerror', (error) => errors.push(error.message));
      await tp.route('**/api/account/profile*', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(refused) }));
      await tp.goto(url('/worlds'));
      await tp.getByRole('heading', { level: 1, name: 'ใบอนุญาตไม่ถูกต้อง' }).waitFor();
      expect(await tp.getByRole('alert').textContent()).toContain('ใบอนุญาตหมดอายุเมื่อ 1 มีนาคม 2569');
      // No menu, no area, no link into the product: the page is all there is.
      expect(await tp.getByRole('link', { name: 'การจำลองของฉัน' }).count()).toBe(0);
      expect(await tp.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
      expect(await seriousViolations(tp)).toEqual([]);
      await shoot(tp, 'license-invalid-th-phone-dark');
    } finally {
      await thai.close();
    }
  });
});
