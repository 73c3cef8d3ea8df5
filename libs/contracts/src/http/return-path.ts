/** Any base does: only whether the address stays on it matters. */
const BASE = 'http://same-origin.invalid';

/** One leading `/`, never `//` or `/\`, which browsers read as another host. */
const isPlainPath = (path: string) => path.startsWith('/') && path[1] !== '/' && path[1] !== '\\';

/** C0 and C1 control characters, DEL and the backslash: never part of a return address. */
const hasForbidden = (text: string) =>
  [...text].some((char) => {
    const code = char.charCodeAt(0);
    return code < 0x20 || (code >= 0x7f && code <= 0x9f) || char === '\\';
  });

function decoded(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

/**
 * A return address after sign-in or sign-out (section 7), as a path on this site, or null when it
 * is not one. The address is decoded and normalised first (dot segments, percent escapes), and it
 * is the normalised path that must pass: one leading `/`, no scheme, no host, no control
 * characters or backslashes, encoded or not. An empty address means the fallback. What comes back
 * is printable ASCII and stays the same when checked again, so it can go into a Location header
 * or a form as it is.
 */
export function sameOriginPath(value: unknown, fallback = '/'): string | null {
  if (value === undefined || value === null || value === '') return fallback;
  if (typeof value !== 'string' || value.length > 2_000) return null;
  const plain = decoded(value);
  if (plain === null || hasForbidden(value) || hasForbidden(plain) || !isPlainPath(value) || !isPlainPath(plain)) return null;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  const plainPath = decoded(url.pathname);
  if (!isPlainPath(path) || plainPath === null || !isPlainPath(plainPath) || hasForbidden(plainPath)) return null;
  // Normalising again changes nothing, so a browser resolving the Location lands on this very path.
  return new URL(path, BASE).href === url.href ? path : null;
}
