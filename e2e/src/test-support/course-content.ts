import type { Page } from 'playwright-core';

/**
 * A small valid PDF whose bytes span every value (a stream of 0–255 and the customary binary
 * comment), so a download that mangled text encodings or line ends would not compare equal.
 */
export function samplePdf(text: string): Buffer {
  const every = Buffer.from(Array.from({ length: 256 }, (_, i) => i));
  return Buffer.concat([
    Buffer.from('%PDF-1.4\n%'),
    Buffer.from([0xe2, 0xe3, 0xcf, 0xd3]),
    Buffer.from(
      '\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n' +
        '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n' +
        '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj\n' +
        `% ${text}\n` +
        `4 0 obj << /Length ${every.length} >> stream\n`,
    ),
    every,
    Buffer.from('\nendstream endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
  ]);
}

/** Posts an announcement from the manager's announcements page and waits for it to be listed. */
export async function postAnnouncement(page: Page, draft: { title: string; body: string; pinned: boolean }): Promise<void> {
  await page.getByRole('button', { name: 'New announcement' }).click();
  await page.getByLabel('Title', { exact: true }).fill(draft.title);
  await page.getByLabel('Message', { exact: true }).fill(draft.body);
  if (draft.pinned) await page.getByRole('checkbox', { name: /^Pin it to the top/ }).check();
  await page.getByRole('button', { name: 'Post', exact: true }).click();
  await page.getByRole('article', { name: draft.title }).waitFor();
}

/** Signs in on the sign-in page the browser was sent to; it then goes back where it was going. */
export async function signIn(page: Page, person: { email: string; password: string }): Promise<void> {
  await page.waitForURL(/\/bff\/login\?/);
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Password').fill(person.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/**
 * Marks the page's document, and returns whether the mark is still there: what appeared on the page
 * meanwhile came without a reload or a navigation to a new document.
 */
export async function markDocument(page: Page): Promise<() => Promise<boolean>> {
  await page.evaluate(() => Object.assign(window, { stillTheSameDocument: true }));
  return () => page.evaluate(() => (window as unknown as { stillTheSameDocument?: boolean }).stillTheSameDocument === true);
}

/** The text of each element the selector finds, in document order, trimmed. */
export async function textsOf(page: Page, selector: string): Promise<string[]> {
  return page.locator(selector).evaluateAll((elements) => elements.map((element) => element.textContent?.trim() ?? ''));
}
