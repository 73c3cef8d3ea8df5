/**
 * A return address after sign-in or sign-out must be a path on this site: it starts with one `/`,
 * never `//` or `/\` (which browsers treat as another host), and carries no scheme or control
 * characters. Anything else is refused, so the gateway is never an open redirect.
 */
export function localReturnUrl(value: unknown, fallback = '/'): string | null {
  if (value === undefined || value === null || value === '') return fallback;
  if (typeof value !== 'string' || value.length > 2_000) return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code < 0x20 || code === 0x7f || code === 0x5c) return null;
  }
  try {
    const url = new URL(value, 'http://local.invalid');
    if (url.origin !== 'http://local.invalid') return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}
