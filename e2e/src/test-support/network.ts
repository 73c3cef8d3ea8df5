import type { Page, Request } from 'playwright-core';

/**
 * Requests that stay open as long as the page does (the world's server-sent events): Playwright's
 * `networkidle` never comes while one is open, so "settled" leaves them out.
 */
export const LONG_LIVED = /\/api\/worlds\/[^/]+\/events(\?|$)/;

const open = new WeakMap<Page, Set<Request>>();

/** Starts counting the page's requests on their way; call once, before the page's first navigation. */
export function trackRequests(page: Page): void {
  const requests = new Set<Request>();
  open.set(page, requests);
  page.on('request', (request) => {
    if (!LONG_LIVED.test(request.url())) requests.add(request);
  });
  page.on('requestfinished', (request) => requests.delete(request));
  page.on('requestfailed', (request) => requests.delete(request));
}

/** Like `waitForLoadState('networkidle')` (nothing on its way for `quietMs`), but blind to the long-lived streams. */
export async function networkSettled(page: Page, quietMs = 500, timeoutMs = 15_000): Promise<void> {
  const requests = open.get(page);
  if (!requests) throw new Error('networkSettled needs trackRequests(page) first');
  const deadline = Date.now() + timeoutMs;
  let quietSince = Date.now();
  while (Date.now() - quietSince < quietMs) {
    if (Date.now() > deadline) throw new Error(`still on their way after ${timeoutMs} ms: ${[...requests].map((r) => r.url()).join(', ')}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    if (requests.size > 0) quietSince = Date.now();
  }
}
