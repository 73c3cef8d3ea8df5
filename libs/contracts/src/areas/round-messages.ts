import { companyDecisionsSchema, type DecisionSection, type decisionSections } from '@simbiz/engine';
import { z } from 'zod';
import { defineMessage, type MessageDef } from '../messaging/message';
import type { ServiceName } from '../messaging/services';
import { roundRefSchema, worldIdSchema } from '../messages/rounds';

type Sections<K extends DecisionSection> = z.ZodObject<Pick<typeof decisionSections, K>, z.core.$strip>;

/** What the engine asks a decision service for when a round closes: its sections of every company's decisions. */
export interface RoundSnapshotDef<S extends ServiceName = ServiceName, K extends DecisionSection = DecisionSection> extends MessageDef<
  typeof roundRefSchema,
  z.ZodObject<{ companies: z.ZodRecord<z.ZodString, Sections<K>> }>
> {
  readonly service: S;
  /** The sections of the company's decision document this service keeps. */
  readonly sections: readonly K[];
}

/** The same sections of one company while its round is open: what it has decided so far (the budget and the forecast read them). */
export interface RoundDraftDef<S extends ServiceName = ServiceName, K extends DecisionSection = DecisionSection> extends MessageDef<
  typeof roundDraftRequestSchema,
  RoundSnapshotDef<S, K>['reply']
> {
  readonly service: S;
  readonly sections: readonly K[];
}

/** Which company's draft, in which round. */
export const roundDraftRequestSchema = roundRefSchema.extend({ companyId: z.string().min(1).max(64) }).strict();

/** What the engine hands a service once a round is resolved: each team company's slice of the results. */
export interface RoundApplyDef<S extends ServiceName = ServiceName, Slice extends z.ZodType = z.ZodType> extends MessageDef<
  z.ZodObject<{ worldId: typeof worldIdSchema; round: z.ZodNumber; companies: z.ZodRecord<z.ZodString, Slice> }>,
  z.ZodObject<{ applied: z.ZodLiteral<true> }>
> {
  readonly service: S;
}

/**
 * A decision service's part of the engine's input: for each company, the sections of the engine's
 * decision document it keeps. The schemas are the engine's own (one source): a snapshot the engine
 * would refuse is refused by the service that took it.
 */
export function roundSnapshotMessage<S extends ServiceName, const K extends DecisionSection>(service: S, sections: readonly K[]): RoundSnapshotDef<S, K> {
  // zod's pick wants a literal mask; this one is built from the names, so its type is stated.
  const section = companyDecisionsSchema.pick(Object.fromEntries(sections.map((name) => [name, true])) as never) as unknown as Sections<K>;
  const reply = z.object({ companies: z.record(z.string(), section) });
  return { ...defineMessage(service, 'round', 'snapshot', roundRefSchema, reply), service, sections };
}

/**
 * A company's part of a snapshot while the round is still open: no fence is raised (the company
 * goes on deciding), and the reply has the snapshot's shape, holding that company alone (or no
 * company, when it has decided nothing in the area).
 */
export function roundDraftMessage<S extends ServiceName, K extends DecisionSection>(snapshot: RoundSnapshotDef<S, K>): RoundDraftDef<S, K> {
  const { service, sections } = snapshot;
  return { ...defineMessage(service, 'round', 'draft', roundDraftRequestSchema, snapshot.reply), service, sections };
}

/**
 * The engine hands a service its slice of a resolved round. Applying is idempotent: the slice
 * replaces whatever the service held for that round (a re-run resolves a round again).
 */
export function roundApplyMessage<S extends ServiceName, Slice extends z.ZodType>(service: S, slice: Slice): RoundApplyDef<S, Slice> {
  const request = z.object({ worldId: worldIdSchema, round: z.number().int().min(1), companies: z.record(z.string(), slice) });
  return { ...defineMessage(service, 'round', 'apply', request, z.object({ applied: z.literal(true) })), service };
}
