import {
  type Caller,
  courseChangedEvent,
  courseWatchMessage,
  PRESENCE_TAB_PARAM,
  presenceTabSchema,
  roundChangedEvent,
  type ServiceName,
  STREAM_ROUTES,
  worldChangedEvent,
} from '@simbiz/contracts';
import type { Requester, WorldReadCache } from '@simbiz/service-kit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';
import { refuse } from '../api/http-envelopes';
import type { SessionResolver } from '../session/sessions';
import { registerPresenceRoute } from './presence/presence-route';
import { streamPresence } from './presence/stream-presence';
import { fastifyPath } from './reference-files';
import { refuseFailure, streamCaller } from './stream-preflight';
import { TeamChanges } from './team-changes';
import { STREAMS_PER_USER, WorldStreams } from './world-streams';

export { STREAMS_PER_USER } from './world-streams';

export interface WorldEventDeps {
  requester: Requester;
  sessions: SessionResolver;
  /** The per-world read cache: a round event drops the world's answers before any page hears of it. */
  reads: Pick<WorldReadCache, 'invalidate'>;
  requestTimeoutMs: number;
  /** A comment line this often keeps proxies (Kong's 60 s read timeout) from closing a quiet stream. */
  heartbeatMs?: number;
  /** A burst of a world's team changes goes to its managers as one event per window. */
  teamWindowMs?: number;
  /** A tab's presence not announced again for this long is forgotten (its replica went away); every heartbeat announces it again. */
  presenceTtlMs?: number;
}

/** Services whose worldChanged means a team's checklist on the class dashboard may have moved. */
const TEAM_SERVICES: readonly ServiceName[] = ['teams', 'products', 'stores', 'warehouse', 'finance'];

/**
 * Server-sent events of a world (STREAM_ROUTES.worldEvents), one stream per browser tab: its
 * course (a post, a reply, a reference), its round life (`round`: every stage change, pause,
 * resume, deadline move), to managers only, its teams (`teams`), and to a team's members where
 * their teammates are (`presence`, with STREAM_ROUTES.presence: see stream-presence.ts). worlds
 * says who may listen (its members, and whether they manage it); each replica keeps one NATS
 * subscription per event and passes each to that world's streams only. Events carry ids and
 * facts, never a team's data; presence goes to the team's own streams only.
 */
export function registerWorldEvents(app: FastifyInstance, deps: WorldEventDeps): void {
  const streams = new WorldStreams();
  const heartbeatMs = deps.heartbeatMs ?? 25_000;
  const presence = streamPresence(deps.requester, streams, { ttlMs: deps.presenceTtlMs ?? heartbeatMs * 2.5, requestTimeoutMs: deps.requestTimeoutMs });
  registerPresenceRoute(app, deps);
  const teams = new TeamChanges(deps.teamWindowMs ?? 300, (worldId, companyId) =>
    streams.send(worldId, 'teams', companyId ? { worldId, companyId } : { worldId }, true),
  );
  const stopListening = [
    deps.requester.listen(courseChangedEvent.subject, courseChangedEvent.payload, (event) => streams.send(event.worldId, event.topic, event)),
    deps.requester.listen(roundChangedEvent.subject, roundChangedEvent.payload, (event) => {
      // Dropped first: the pages read again as soon as they hear, and must not get the old round from this cache.
      deps.reads.invalidate(event.worldId);
      streams.send(event.worldId, 'round', event);
    }),
    ...TEAM_SERVICES.map((service) => {
      const changed = worldChangedEvent(service);
      return deps.requester.listen(changed.subject, changed.payload, ({ worldId, companyId }) => {
        if (streams.hasWorld(worldId)) teams.changed(worldId, companyId ?? null);
      });
    }),
  ];
  const heartbeat = setInterval(() => {
    streams.ping();
    presence.team.heartbeat();
  }, heartbeatMs);
  heartbeat.unref();
  // Before the server closes: it waits for open requests, and a stream stays open until ended.
  app.addHook('preClose', async () => {
    stopListening.forEach((stop) => stop());
    presence.stop();
    clearInterval(heartbeat);
    teams.stop();
    streams.endAll();
  });

  app.get(fastifyPath(STREAM_ROUTES.worldEvents.path), async (request: FastifyRequest, reply: FastifyReply) => {
    const caller: Caller | null = await streamCaller(request, reply, deps.sessions);
    if (!caller) return reply;
    const worldId = (request.params as { worldId: string }).worldId;
    let manager: boolean;
    try {
      ({ manager } = await deps.requester.call(courseWatchMessage, { worldId }, { caller, timeoutMs: deps.requestTimeoutMs }));
    } catch (error) {
      return refuseFailure(reply, error, caller);
    }
    const userId = caller.userId ?? '';
    if (!streams.roomFor(userId)) return refuse(reply, 429, `At most ${STREAMS_PER_USER} event streams at once.`, caller.correlationId);
    // A manager has no team: neither seen by one nor seeing one (the class dashboard is theirs).
    const member = manager ? null : await presence.memberOf(caller, worldId);
    const tab = presenceTabSchema.safeParse((request.query as Record<string, unknown>)[PRESENCE_TAB_PARAM]);
    reply.hijack();
    const stream = reply.raw;
    stream.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      'x-accel-buffering': 'no',
      connection: 'keep-alive',
    });
    stream.write('retry: 3000\n\n: open\n\n');
    const companyId = member?.companyId ?? null;
    const streamId = randomUUID();
    streams.add(worldId, { userId, manager, companyId }, stream, (forget) =>
      request.raw.once('close', () => {
        forget();
        if (tab.success) presence.team.closed(worldId, tab.data, streamId);
      }),
    );
    if (member) {
      if (tab.success) presence.team.opened({ worldId, companyId: member.companyId, userId, name: member.name, tab: tab.data, stream: streamId });
      // The team as this replica knows it, at once: who else is on which page.
      stream.write(presence.frameFor({ worldId, companyId: member.companyId, userId }));
    }
    return reply;
  });
}
