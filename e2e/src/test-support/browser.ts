import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { type Browser, chromium, type Page } from 'playwright-core';

export const CHROMIUM = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';
export const SCREENSHOTS = join(__dirname, '../../../dist/e2e-screenshots');

/** Debian's Chromium, headless, without the background traffic this machine's closed network refuses. */
export async function launchChromium(): Promise<Browser> {
  if (!existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} is missing: scripts/install.sh installs Debian's chromium package`);
  mkdirSync(SCREENSHOTS, { recursive: true });
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
}

/** A screenshot of the page under dist/e2e-screenshots, named for what it shows. */
export async function shoot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage: true });
}

/** Fails the test on any uncaught script error of the page. */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/**
 * `it`, but a failed test's error also says where each browser stood and what its page said (a CI
 * log is all that is left of a failure there), and leaves a screenshot of each, failed-<who>.png.
 */
export function explainedIt(browsers: () => Record<string, Page>) {
  return (name: string, test: () => Promise<void>, timeout?: number) =>
    it(
      name,
      async () => {
        try {
          await test();
        } catch (error) {
          if (error instanceof Error) await explain(error, browsers());
          throw error;
        }
      },
      timeout,
    );
}

async function explain(error: Error, browsers: Record<string, Page>): Promise<void> {
  const where = await Promise.all(
    Object.entries(browsers).map(async ([who, page]) => {
      await shoot(page, `failed-${who}`).catch(() => undefined);
      const said = await page
        .locator('main')
        .first()
        .innerText({ timeout: 2_000 })
        .catch(() => '(no main)');
      return `[${who} at ${new URL(page.url()).pathname}] ${said.replace(/\s+/g, ' ').slice(0, 200)}`;
    }),
  );
  const first = error.message.split('\n')[0] ?? '';
  const note = `${first}\n${where.join('\n')}`;
  // The stack first: V8 writes it out at its first reading, from the message as it then is.
  const stack = error.stack;
  error.message = error.message.replace(first, note);
  if (stack) error.stack = stack.replace(first, note);
}
