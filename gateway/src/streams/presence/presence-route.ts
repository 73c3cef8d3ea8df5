import { courseWatchMessage, METHOD_OVERRIDE_HEADER, presenceReportedEvent, presenceReportSchema, STREAM_ROUTES, validationFailure } from '@simbiz/contracts';
import type { Requester } from '@simbiz/service-kit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { refuse } from '../../api/http-envelopes';
import type { SessionResolver } from '../../session/sessions';
import { fastifyPath } from '../reference-files';
import { refuseFailure, sendEnvelope, streamCaller } from '../stream-preflight';

export interface PresenceRouteDeps {
  requester: Requester;
  sessions: SessionResolver;
  requestTimeoutMs: number;
}

/**
 * STREAM_ROUTES.presence: a tab says where it is. Section 7's rules as on every /api call, and the
 * world's membership from worlds (as for its stream); then the report goes to every replica, and
 * the one holding the tab's stream announces it (a tab with no open stream, or someone else's tab
 * id, changes nothing). Answered at once: the page does not wait on its teammates' screens.
 */
export function registerPresenceRoute(app: FastifyInstance, deps: PresenceRouteDeps): void {
  const route = STREAM_ROUTES.presence;
  // A POST with the method override, as the API client sends every PUT, or a PUT itself.
  app.route({
    method: ['PUT', 'POST'],
    url: fastifyPath(route.path),
    handler: async (request: FastifyRequest, reply: FastifyReply) => {
      if (request.method === 'POST' && String(request.headers[METHOD_OVERRIDE_HEADER] ?? '').toUpperCase() !== route.method)
        return refuse(reply, 405, `POST is not allowed on ${request.url.split('?')[0] ?? ''}.`);
      const caller = await streamCaller(request, reply, deps.sessions);
      if (!caller) return reply;
      const worldId = (request.params as { worldId: string }).worldId;
      let manager: boolean;
      try {
        ({ manager } = await deps.requester.call(courseWatchMessage, { worldId }, { caller, timeoutMs: deps.requestTimeoutMs }));
      } catch (error) {
        return refuseFailure(reply, error, caller);
      }
      const report = presenceReportSchema.safeParse(request.body);
      if (!report.success) return sendEnvelope(reply, validationFailure(report.error).toEnvelope());
      // A manager has no team to be seen by: taken, and dropped.
      if (!manager) deps.requester.publish(presenceReportedEvent, { worldId, userId: caller.userId ?? '', ...report.data });
      return sendEnvelope(reply, { code: 0, data: { reported: !manager } });
    },
  });
}
