import formbody from '@fastify/formbody';
import { API_ROUTES, HTTP_METHODS, type RouteDef, sessionEndedEvent, WORLD_CHANGED_SUBJECTS, worldChangedEvent } from '@simbiz/contracts';
import { type FileStorage, fileStorageFromEnv } from '@simbiz/file-storage';
import { type HttpRequestMetrics, type Requester, WorldReadCache } from '@simbiz/service-kit';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Socket } from 'node:net';
import { registerApi } from './api/api-routes';
import type { PreparedAnswer } from './api/prepared-answer';
import { answerClientError, refuse, refuseError, refuseOnSocket } from './api/http-envelopes';
import { registerBff } from './bff/bff-routes';
import { type GatewayConfig, trustProxySetting } from './config';
import { registerHttpMetrics } from './metrics/http-metrics-hook';
import { openApiDocument } from './openapi/openapi';
import { SessionResolver } from './session/sessions';
import { registerAuditExportFiles } from './streams/audit-export-files';
import { registerReferenceFiles } from './streams/reference-files';
import { registerWorldEvents } from './streams/world-events';
import { registerHttpSpans } from './tracing/http-spans';
import { registerWebAssets } from './web/web-assets';

/** Methods some address of the gateway answers; any other (PROPFIND, LOCK, …) is 405 wherever it is sent. */
const ROUTED_METHODS = new Set([...HTTP_METHODS, 'HEAD', 'OPTIONS']);

/**
 * The gateway as a Fastify instance: /bff, /api (with its stream routes: reference files and audit
 * log exports through `files`, the world's live events) and the OpenAPI document; with metrics, every
 * answer is counted.
 */
export async function buildGateway(
  requester: Requester,
  config: GatewayConfig,
  routes: readonly RouteDef[] = API_ROUTES,
  metrics?: HttpRequestMetrics,
  files: FileStorage = fileStorageFromEnv(),
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: false,
    bodyLimit: 1_048_576,
    // X-Forwarded-For and -Proto count only from the proxies TRUSTED_PROXIES names, or through TRUSTED_PROXY_HOPS hops.
    trustProxy: trustProxySetting(config),
    // Every answer is the envelope, the web framework's and Node's own refusals too.
    frameworkErrors: (error, _request, reply) => refuseError(reply, error),
    clientErrorHandler: answerClientError,
  });
  if (metrics) registerHttpMetrics(app, metrics);
  registerHttpSpans(app);
  // Node hands CONNECT (a proxy's tunnel) to its own event, past every route: the gateway is no proxy.
  app.server.on('connect', (_request, socket) => refuseOnSocket(socket as Socket, 405, 'CONNECT is not allowed: this is no proxy.'));
  await app.register(formbody);
  app.setErrorHandler((error, _request, reply) => refuseError(reply, error));
  const sessions = new SessionResolver(requester, config.sessionCacheTtlMs);
  const reads = new WorldReadCache<PreparedAnswer>(config.readCacheTtlMs);
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
  await registerReferenceFiles(app, { requester, sessions, files, requestTimeoutMs: config.requestTimeoutMs });
  registerAuditExportFiles(app, { requester, sessions, files, requestTimeoutMs: config.requestTimeoutMs });
  registerWorldEvents(app, { requester, sessions, reads, requestTimeoutMs: config.requestTimeoutMs });
  const document = openApiDocument(routes, '0.1.0');
  app.get('/openapi.json', async () => document);
  const shellPage = await registerWebAssets(app, {
    webRoot: config.webRoot,
    manifestOverride: config.mfeManifest,
    settings: {
      product: { name: config.productName, logoText: config.productName },
      i18n: { supportLocales: ['en', 'zh-Hans', 'th'], defaultLocale: config.defaultLocale },
      accountCenterUrl: config.accountCenterUrl ?? null,
    },
  });
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0];
    if (!ROUTED_METHODS.has(request.method)) return refuse(reply, 405, `${request.method} is not allowed on ${path}.`);
    return shellPage?.(request, reply) ?? refuse(reply, 404, `${request.method} ${path} is not here.`);
  });
  return app;
}
