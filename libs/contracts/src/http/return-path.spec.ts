import fc from 'fast-check';
import { sameOriginPath } from './return-path';

/** What the browser does with a Location header: resolve it against the page it came from. */
const landsOn = (path: string) => new URL(path, 'https://school.example/deep/page?x=1').origin;

/** Pieces that have broken return-address checks somewhere: dot segments, slashes and backslashes (often), encodings, unicode. */
const structural = fc.constantFrom('/', '//', '\\', '.', '..', '%2e', '%2E', '%2e%2e', '%2f', '%2F', '%5c', '%5C');
const other = fc.constantFrom(
  '%252e',
  '%00',
  '%0d%0a',
  '%09',
  '\t',
  '\n',
  ' ',
  'evil.example',
  '@evil.example',
  ':',
  'https:',
  'javascript:',
  '?',
  '#',
  '%',
  '%E0%A4%A',
  '世界',
  'ไทย',
  '\u2028',
  '\u3002',
  '\uff0f',
  'worlds',
  'x',
);
const piece = fc.oneof({ arbitrary: structural, weight: 3 }, { arbitrary: other, weight: 1 });
const returnAddress = fc.oneof(
  { arbitrary: fc.array(piece, { maxLength: 8 }).map((parts) => `/${parts.join('')}`), weight: 4 },
  fc.array(piece, { maxLength: 8 }).map((parts) => parts.join('')),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.webUrl(),
  fc.webPath(),
);

describe('sameOriginPath', () => {
  it('keeps local paths with their query and fragment, and defaults to /', () => {
    expect(sameOriginPath('/worlds/42?tab=team#top')).toBe('/worlds/42?tab=team#top');
    expect(sameOriginPath('/worlds/42/../7')).toBe('/worlds/7');
    expect(sameOriginPath(undefined)).toBe('/');
    expect(sameOriginPath('')).toBe('/');
    expect(sameOriginPath('/世界')).toBe('/%E4%B8%96%E7%95%8C');
  });

  it('refuses what leaves the site, once normalised (the probe’s open redirects among them)', () => {
    const bad = [
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
      'evil',
      '/\u0000x',
      '\\\\evil',
      '/%0d%0aSet-Cookie:x',
      '/.//evil.example/x',
      '/..//evil.example',
      '/%2e//evil.example',
      '/%2e%2e//evil.example',
      '/%2E%2E//evil.example',
      '/a/../..//evil.example',
      '/%2f%2fevil.example',
      '/%5cevil.example',
      '/\t/evil.example',
      '/%E0%A4%A',
    ];
    for (const value of bad) expect({ value, kept: sameOriginPath(value) }).toEqual({ value, kept: null });
    expect(sameOriginPath(['/a'])).toBeNull();
    expect(sameOriginPath('/' + 'a'.repeat(2_000))).toBeNull();
  });

  it('whatever it is given, keeps only a same-origin path that a browser resolves to this site', () => {
    fc.assert(
      fc.property(returnAddress, (value) => {
        const kept = sameOriginPath(value);
        if (kept === null) return;
        expect(kept).toMatch(/^\/(?![/\\])[\x21-\x7e]*$/);
        expect(landsOn(kept)).toBe('https://school.example');
        expect(sameOriginPath(kept)).toBe(kept);
      }),
      { numRuns: 5_000 },
    );
  });
});
