import { DEFAULT_SETTINGS, fetchManifest } from './manifest';

const answer = (body: unknown, status = 200) => (async () => new Response(JSON.stringify(body), { status })) as unknown as typeof fetch;

describe('the micro-frontend manifest', () => {
  it('keeps the default settings the manifest leaves out', async () => {
    const manifest = await fetchManifest(
      answer({ remotes: { course: { url: '/mfe/course/remoteEntry.js', scope: 'mfe_course' } }, settings: { i18n: { supportLocales: ['en', 'th'] } } }),
    );
    expect(manifest.remotes['course']?.url).toBe('/mfe/course/remoteEntry.js');
    expect(manifest.settings.i18n).toEqual({ supportLocales: ['en', 'th'], defaultLocale: 'en' });
    expect(manifest.settings.product).toEqual(DEFAULT_SETTINGS.product);
  });

  it('fails the startup when the manifest cannot be read', async () => {
    await expect(fetchManifest(answer({}, 503))).rejects.toThrow('HTTP 503');
  });
});
