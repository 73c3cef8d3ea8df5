import formbody from '@fastify/formbody';
import { API_ROUTES, type RouteDef, sessionEndedEvent, WORLD_CHANGED_SUBJECTS, worldChangedEvent } from '@simbiz/contracts';
import type { Requester } from '@simbiz/service-kit';
import Fastify, { type FastifyInstance } from 'fastify';
import { registerApi } from './api/api-routes';
import { WorldReadCache } from './api/world-read-cache';
import { refuse } from './api/http-envelopes';
import { registerBff } from './bff/bff-routes';
import type { GatewayConfig } from './config';
import { openApiDocument } from './openapi/openapi';
import { SessionResolver } from './session/sessions';
import { registerWebAssets } from './web/web-assets';

/** The gateway as a Fastify instance: /bff, /api and the OpenAPI document. */
export async function buildGateway(requester: Requester, config: GatewayConfig, routes: readonly RouteDef[] = API_ROUTES): Promise<FastifyInstance> {
  const app = Fastify({ logger: false, bodyLimit: 1_048_576, trustProxy: true });
  await app.register(formbody);
  // Malformed JSON, oversized bodies and the like: an envelope with the status, never a bare 500.
  app.setErrorHandler((error: { statusCode?: number; message?: string }, _request, reply) => {
    const status = typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    return refuse(reply, status, status < 500 ? (error.message ?? 'Bad request') : 'Unexpected error in the gateway.');
  });
  const sessions = new SessionResolver(requester, config.sessionCacheTtlMs);
  const reads = new WorldReadCache(config.readCacheTtlMs);
  // Other replicas and the services tell this one what changed; a lost connection may have lost
  // some of that, so everything cached is dropped when it comes back.
  const stopListening = [
    requester.listen(WORLD_CHANGED_SUBJECTS, worldChangedEvent('worlds').payload, ({ worldId }) => reads.invalidate(worldId)),
    requester.listen(sessionEndedEvent.subject, sessionEndedEvent.payload, ({ sid }) => sessions.forget(sid)),
  ];
  requester.onReconnect(() => {
    reads.clear();
    sessions.clear();
  });
  app.addHook('onClose', async () => stopListening.forEach((stop) => stop()));
  registerBff(app, { requester, sessions, config });
  registerApi(app, { requester, sessions, reads, requestTimeoutMs: config.requestTimeoutMs, routes });
  const document = openApiDocument(routes, '0.1.0');
  app.get('/openapi.json', async () => document);
  await registerWebAssets(app, {
    webRoot: config.webRoot,
    manifestOverride: config.mfeManifest,
    settings: {
      product: { name: config.productName, logoText: config.productName },
      i18n: { supportLocales: ['en', 'zh-Hans', 'th'], defaultLocale: config.defaultLocale },
      accountCenterUrl: config.accountCenterUrl ?? null,
    },
  });
  return app;
}
