import { z } from 'zod';
import { defineEvent, type EventDef } from '../messaging/message';
import type { ServiceName } from '../messaging/services';

const worldChangedPayload = z.object({ worldId: z.string() });

/**
 * Something a world's members see has changed (membership, teams, stage, schedule): published by
 * the service that changed it, after the change is committed, so readers drop what they cached.
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
