import { z } from 'zod';
import { defineEvent, defineMessage } from '../messaging/message';
import type { ServiceName } from '../messaging/services';

export const worldIdSchema = z.string().uuid();
/** Ids of what companies create (brands, models, plans): UUIDs, which the engine also accepts. */
export const itemIdSchema = z.string().uuid();

/** The round a snapshot or slice belongs to. */
export const roundRefSchema = z.object({ worldId: worldIdSchema, round: z.number().int().min(1) }).strict();

/**
 * A decision service's part of the engine's input: for each company, the sections of the engine's
 * decision document this service owns (validated again by the engine with its own schema).
 */
export function roundSnapshotMessage<S extends z.ZodType>(service: ServiceName, section: S) {
  return defineMessage(service, 'round', 'snapshot', roundRefSchema, z.object({ companies: z.record(z.string(), section) }));
}

/**
 * The engine hands a service its slice of a resolved round. Applying is idempotent: the slice
 * replaces whatever the service held for that round (a re-run resolves a round again).
 */
export function roundApplyMessage<S extends z.ZodType>(service: ServiceName, slice: S) {
  return defineMessage(
    service,
    'round',
    'apply',
    z.object({ worldId: worldIdSchema, round: z.number().int().min(1), companies: z.record(z.string(), slice) }),
    z.object({ applied: z.literal(true) }),
  );
}

/** Where a company's decisions stand in a round: the engine's last word on its stock, cash and status. */
export const companyRefSchema = z.object({ worldId: worldIdSchema, companyId: z.string() }).strict();

/** A round has been resolved and every service holds its slice: pages may refresh. */
export const roundResolvedEvent = defineEvent('simulation-engine', 'roundResolved', z.object({ worldId: z.string(), round: z.number().int() }));

/**
 * JetStream: the stream that carries `evt.worlds.roundClosed` (durable, so a round closed while
 * the engine is down is resolved when it comes back). The name carries the subject prefix of a
 * deployment or test run, so runs never share a stream.
 */
export function roundStreamName(subjectPrefix?: string): string {
  return `ROUNDS${subjectPrefix ? `_${subjectPrefix.replace(/[^A-Za-z0-9_-]/g, '_')}` : ''}`;
}
/** The engine's durable consumer on that stream (one per deployment; replicas share it). */
export const ROUND_CONSUMER = 'simulation-engine';
