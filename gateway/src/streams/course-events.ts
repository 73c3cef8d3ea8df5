import { type Caller, courseChangedEvent, courseWatchMessage, STREAM_ROUTES } from '@simbiz/contracts';
import type { Requester } from '@simbiz/service-kit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServerResponse } from 'node:http';
import { refuse } from '../api/http-envelopes';
import type { SessionResolver } from '../session/sessions';
import { fastifyPath } from './reference-files';
import { refuseFailure, streamCaller } from './stream-preflight';

export interface CourseEventDeps {
  requester: Requester;
  sessions: SessionResolver;
  requestTimeoutMs: number;
  /** A comment line this often keeps proxies (Kong's 60 s read timeout) from closing a quiet stream. */
  heartbeatMs?: number;
}

/** Streams one person may hold open at once: a few tabs, not a flood of connections. */
export const STREAMS_PER_USER = 8;

/**
 * Server-sent events of a world's course (STREAM_ROUTES.courseEvents): a new announcement, thread,
 * reply or reference reaches the world's open pages within a second, and they read again what they
 * show. worlds says who may listen (its members); the gateway keeps one NATS subscription for every
 * world and passes each event to that world's streams only. An event carries ids, never content.
 */
export function registerCourseEvents(app: FastifyInstance, deps: CourseEventDeps): void {
  const streams = new Map<string, Set<ServerResponse>>();
  const perUser = new Map<string, number>();
  const stopListening = deps.requester.listen(courseChangedEvent.subject, courseChangedEvent.payload, (event) => {
    const frame = `event: ${event.topic}\ndata: ${JSON.stringify(event)}\n\n`;
    for (const stream of streams.get(event.worldId) ?? []) stream.write(frame);
  });
  const heartbeat = setInterval(() => {
    for (const set of streams.values()) for (const stream of set) stream.write(': ping\n\n');
  }, deps.heartbeatMs ?? 25_000);
  heartbeat.unref();
  // Before the server closes: it waits for open requests, and a stream stays open until ended.
  app.addHook('preClose', async () => {
    stopListening();
    clearInterval(heartbeat);
    for (const set of streams.values()) for (const stream of set) stream.end();
  });

  app.get(fastifyPath(STREAM_ROUTES.courseEvents.path), async (request: FastifyRequest, reply: FastifyReply) => {
    const caller: Caller | null = await streamCaller(request, reply, deps.sessions);
    if (!caller) return reply;
    const worldId = (request.params as { worldId: string }).worldId;
    try {
      await deps.requester.call(courseWatchMessage, { worldId }, { caller, timeoutMs: deps.requestTimeoutMs });
    } catch (error) {
      return refuseFailure(reply, error, caller);
    }
    const userId = caller.userId ?? '';
    if ((perUser.get(userId) ?? 0) >= STREAMS_PER_USER) return refuse(reply, 429, `At most ${STREAMS_PER_USER} event streams at once.`, caller.correlationId);
    reply.hijack();
    const stream = reply.raw;
    stream.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      'x-accel-buffering': 'no',
      connection: 'keep-alive',
    });
    stream.write('retry: 3000\n\n: open\n\n');
    const set = streams.get(worldId) ?? new Set<ServerResponse>();
    streams.set(worldId, set.add(stream));
    perUser.set(userId, (perUser.get(userId) ?? 0) + 1);
    request.raw.once('close', () => {
      set.delete(stream);
      if (set.size === 0 && streams.get(worldId) === set) streams.delete(worldId);
      const left = (perUser.get(userId) ?? 1) - 1;
      if (left > 0) perUser.set(userId, left);
      else perUser.delete(userId);
    });
    return reply;
  });
}
