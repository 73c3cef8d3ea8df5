import { z } from 'zod';
import { defineEvent, type EventDef } from '../messaging/message';
import type { ServiceName } from '../messaging/services';

const worldChangedPayload = z.object({
  worldId: z.string(),
  /** The company whose decisions changed, when a decision service knows it: managers' class dashboards read that team again. */
  companyId: z.string().optional(),
});

/**
 * Something a world's members see has changed (membership, teams, stage, schedule, a team's
 * decisions): published by the service that changed it, after the change is committed, so readers
 * drop what they cached.
 */
export function worldChangedEvent(service: ServiceName): EventDef<typeof worldChangedPayload> {
  return defineEvent(service, 'worldChanged', worldChangedPayload);
}

/** Every service's worldChanged, for a subscriber (NATS wildcard). */
export const WORLD_CHANGED_SUBJECTS = 'evt.*.worldChanged';

/** A session has ended (sign-out): every gateway replica forgets it at once. */
export const sessionEndedEvent = defineEvent('identity', 'sessionEnded', z.object({ sid: z.string() }));

/** A round has closed (its deadline passed, a manager closed it, or a failed resolution is retried): the engine resolves it. */
export const roundClosedEvent = defineEvent(
  'worlds',
  'roundClosed',
  z.object({
    worldId: z.string(),
    round: z.number().int(),
    /** Set when a manager has a resolved round resolved again. */
    rerun: z.boolean().optional(),
  }),
);

/** What happened to a world's round life (roundChangedEvent's `change`). */
export const ROUND_CHANGES = [
  'started',
  'closed',
  'evaluating',
  'evaluated',
  'evaluationFailed',
  'retried',
  'rerun',
  'paused',
  'resumed',
  'deadlineMoved',
  'scheduleExtended',
] as const;
export type RoundChange = (typeof ROUND_CHANGES)[number];

export const roundChangedPayload = z.object({
  worldId: z.string(),
  /** The world's stage after the change (WORLD_STATUS). */
  status: z.number().int(),
  /** The round being played or resolved after the change; null before the first. */
  currentRound: z.number().int().nullable(),
  change: z.enum(ROUND_CHANGES),
});
export type RoundChanged = z.infer<typeof roundChangedPayload>;

/**
 * A world's round life moved (core NATS, published by worlds after the commit): a stage
 * transition, a pause or resume, a deadline moved or the schedule extended. The gateway drops the
 * world's cached reads, then passes it to every open stream of that world, whose pages read again
 * what they show. Ids and facts every member may see, never a team's data.
 */
export const roundChangedEvent = defineEvent('worlds', 'roundChanged', roundChangedPayload);
