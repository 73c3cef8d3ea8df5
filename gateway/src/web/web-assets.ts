import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

export interface WebAssetsOptions {
  /** Folder holding `shell/` and one `mfe-<area>/` per micro-frontend (dist/web of a build). */
  webRoot: string;
  /** A manifest to serve instead of the one derived from the folder (JSON text), for areas hosted elsewhere. */
  manifestOverride?: string;
  settings: Record<string, unknown>;
}

/** Hashed files never change; the entry points must be asked for again on every visit. */
function cacheHeaders(response: { setHeader(name: string, value: string): unknown }, path: string): void {
  const entry = path.endsWith('.html') || path.endsWith('remoteEntry.js');
  response.setHeader('cache-control', entry ? 'no-cache' : 'public, max-age=31536000, immutable');
}

/**
 * The UI for a laptop install: the shell at /, each area's remote at /mfe/<area>/, the manifest
 * naming them at /mfe-manifest.json, and the shell's page for any other GET asking for HTML (the
 * browser's routes). In Kubernetes the same files sit behind static hosting and the manifest is a
 * ConfigMap. Returns what answers an address no route has: the shell's page for a GET asking for
 * HTML outside /api and /bff, else nothing (null without a build).
 */
export async function registerWebAssets(app: FastifyInstance, options: WebAssetsOptions): Promise<ShellPage | null> {
  const shellRoot = join(options.webRoot, 'shell');
  if (!existsSync(join(shellRoot, 'index.html'))) return null;
  const areas = readdirSync(options.webRoot).filter((name) => name.startsWith('mfe-') && existsSync(join(options.webRoot, name, 'remoteEntry.js')));
  const manifest =
    options.manifestOverride ??
    JSON.stringify({
      remotes: Object.fromEntries(
        areas.map((folder) => {
          const area = folder.slice('mfe-'.length);
          return [area, { url: `/mfe/${area}/remoteEntry.js`, scope: `mfe_${area.replace(/-/g, '_')}` }];
        }),
      ),
      settings: options.settings,
    });

  await app.register(fastifyStatic, { root: shellRoot, prefix: '/', index: false, setHeaders: cacheHeaders });
  for (const folder of areas) {
    await app.register(fastifyStatic, {
      root: join(options.webRoot, folder),
      prefix: `/mfe/${folder.slice('mfe-'.length)}/`,
      decorateReply: false,
      setHeaders: cacheHeaders,
    });
  }
  app.get('/mfe-manifest.json', async (_request, reply) => reply.header('cache-control', 'no-cache').type('application/json').send(manifest));
  app.get('/', async (_request, reply) => reply.header('cache-control', 'no-cache').sendFile('index.html', shellRoot));
  return (request, reply) => {
    const wantsPage =
      request.method === 'GET' && !request.url.startsWith('/api/') && !request.url.startsWith('/bff/') && (request.headers.accept ?? '').includes('text/html');
    return wantsPage ? reply.header('cache-control', 'no-cache').sendFile('index.html', shellRoot) : null;
  };
}

/** The shell's page for a browser route, or null when the request is not for one. */
export type ShellPage = (request: FastifyRequest, reply: FastifyReply) => FastifyReply | null;
