import { z } from 'zod';
import { defineEvent } from '../messaging/message';

export const worldIdSchema = z.string().uuid();
/** Ids of what companies create (brands, models, plans): UUIDs, which the engine also accepts. */
export const itemIdSchema = z.string().uuid();

/**
 * Which edit of a company's item a page shows and a write was made from: 1 when made, one more
 * after each change. Every item a team edits carries it, and every update and delete states it
 * (`versionedWrite`); a write from an older version is refused with 130061.
 */
export const itemVersionSchema = z.number().int().min(1).max(2_147_483_647);
/** The field of an update or delete: the version of the item it was made from. */
export const versionedWrite = { version: itemVersionSchema };
/** The field of an item in a reply. */
export const versionedItem = { version: itemVersionSchema };
/**
 * An item (or a reply of items) as a service's use case builds it: the service kit adds each
 * item's version after the use case (service-kit, versioned-replies.ts), so areas never handle it.
 */
export type Unversioned<T> = T extends readonly (infer U)[]
  ? Unversioned<U>[]
  : T extends object
    ? { [K in keyof T as K extends 'version' ? never : K]: Unversioned<T[K]> }
    : T;

/** The round a snapshot or slice belongs to. */
export const roundRefSchema = z.object({ worldId: worldIdSchema, round: z.number().int().min(1) }).strict();

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
