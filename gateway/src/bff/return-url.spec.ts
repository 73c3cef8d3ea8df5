import { localReturnUrl } from './return-url';

describe('localReturnUrl', () => {
  it('keeps local paths with their query and fragment, and defaults to /', () => {
    expect(localReturnUrl('/worlds/42?tab=team#top')).toBe('/worlds/42?tab=team#top');
    expect(localReturnUrl(undefined)).toBe('/');
    expect(localReturnUrl('')).toBe('/');
  });

  it('refuses anything that could leave the site', () => {
    for (const bad of ['https://evil.example', '//evil.example', '/\\evil.example', 'javascript:alert(1)', 'evil', '/\u0000x', '\\\\evil', '/%0d%0aSet-Cookie:x']) {
      const kept = localReturnUrl(bad);
      if (kept !== null) expect(kept.startsWith('/') && !kept.startsWith('//')).toBe(true);
      else expect(kept).toBeNull();
    }
    expect(localReturnUrl('https://evil.example')).toBeNull();
    expect(localReturnUrl('//evil.example')).toBeNull();
    expect(localReturnUrl(['/a'])).toBeNull();
  });
});
