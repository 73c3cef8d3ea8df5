import { SetMetadata } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { type Caller, isServiceName, type MessageDef, type ServiceName, type Unversioned } from '@simbiz/contracts';
import type { Screenplay } from '@simbiz/engine';
import type { Kysely, Transaction } from 'kysely';
import type { z } from 'zod';
import { type AuditTables, auditContext, audited, auditedInTransaction } from '../audit/audited';
import { type DecisionContext, decisionMaker, type ReadContext } from '../decisions/decision-context';
import { type RoundFenceTables, takeRoundSnapshot, withinOpenRound } from '../decisions/round-fence';
import { worldScreenplay } from '../decisions/world-screenplay';
import {
  checkItemVersion,
  currentVersions,
  decideOneAtATime,
  type ItemVersionTables,
  type ItemWrite,
  recordItemChange,
  recordReplacement,
  versionOf,
} from '../decisions/item-versions';
import { FIRST_VERSION } from '../decisions/version-rule';
import { itemIdsIn, stampVersions } from '../decisions/versioned-replies';
import { CurrentCaller, handlesMessage, type ReplyOf, type RequestOf } from './handles.decorator';
import type { ServiceHandlers } from './service-handlers';
import { SerializedReply } from '../nats/wire';
import type { Requester } from '../nats/requester';

/** How a declared handler is guarded (kept as metadata on the handler, for tests and tools). */
export const HANDLER_KIND = Symbol('simbiz:handler-kind');
export type HandlerKind = 'decision' | 'companyRead' | 'audited' | 'roundSnapshot' | 'roundDraft' | 'roundApply';

/** A decision's world: who decides, in which round, and the screenplay the world plays. */
export interface DecisionInWorld extends DecisionContext {
  screenplay: Screenplay;
}

/** A message whose request names a world. */
type WorldMessage = MessageDef<z.ZodType<{ worldId: string }>>;
/** The round a snapshot or slice is for. */
export type RoundRef = { worldId: string; round: number };
/** The company and round a draft is for. */
export type DraftRef = RoundRef & { companyId: string };
/** The method a declared handler decorates: it takes what the kit hands it and answers the message's reply. */
type Use<Args extends unknown[], R> = { value?: (...args: Args) => Promise<R> };
type UseCase = (...args: unknown[]) => Promise<unknown>;
type Guard<DB> = (this: ServiceHandlers<DB>, run: UseCase, input: never, caller: Caller) => Promise<unknown>;

function serviceOf(def: MessageDef): ServiceName {
  const service = def.subject.split('.')[0] ?? '';
  if (!isServiceName(service)) throw new Error(`${def.subject} names no service`);
  return service;
}

/**
 * Replaces the method with the guard around it: Nest calls the guard with the validated payload
 * and the caller (@Handles: zod, 9001), and the guard hands the use case what it needs.
 */
function declare<DB>(def: MessageDef, kind: HandlerKind, guard: Guard<DB>) {
  return (target: object, key: string | symbol, descriptor: PropertyDescriptor): void => {
    const use = descriptor.value as UseCase;
    descriptor.value = {
      [String(key)](this: ServiceHandlers<DB>, input: never, caller: Caller) {
        return guard.call(this, use.bind(this), input, caller);
      },
    }[String(key)];
    Payload()(target, key, 0);
    CurrentCaller()(target, key, 1);
    SetMetadata(HANDLER_KIND, kind)(target, key, descriptor);
    handlesMessage(def)(target, key, descriptor);
  };
}

/**
 * The item a decision makes, changes or ends, by the request's and the reply's key for its id
 * (`productId`). A request that names the item is an update (or, with `deletes`, its deletion)
 * and states the version it was made from; one that does not makes the item, at version 1.
 */
export interface DecisionItem {
  item?: string;
  deletes?: boolean;
  /** A create that replaces the round's item in place when there is one (same id): it counts as a change of it. */
  replaces?: boolean;
}

/** The update or delete a request names: its item and the version it states, or null for a create. */
function itemWriteOf(input: object, itemKey: string | undefined, worldId: string, companyId: string): ItemWrite | null {
  if (!itemKey) return null;
  const { [itemKey]: itemId, version } = input as Record<string, unknown>;
  if (typeof itemId !== 'string') return null;
  if (typeof version !== 'number') throw new Error(`a write naming ${itemKey} must state its version (add versionedWrite to its request)`);
  return { worldId, companyId, itemId, version, input, itemKey };
}

/**
 * A decision of section 6: audited under `action`, made only by a decision maker of the world
 * (decisionMaker), inside the round fence (withinOpenRound), one at a time per company. With
 * `item`, a write from an older version of the item is refused (130061, naming who changed it and
 * when) and the reply carries the item's new version. The method is the use case and gets
 * `(tx, ctx, input)`. A message whose HTTP route is bound to the round can only be handled so.
 */
export function Decision<D extends WorldMessage>(def: D, action: string, item: DecisionItem = {}) {
  const service = serviceOf(def);
  return <DB extends RoundFenceTables & AuditTables & ItemVersionTables>(
    target: ServiceHandlers<DB>,
    key: string | symbol,
    descriptor: Use<[tx: Transaction<DB>, ctx: DecisionInWorld, input: RequestOf<D>], Unversioned<ReplyOf<D>>>,
  ): void =>
    declare<DB>(def, 'decision', function (run, input: RequestOf<D>, caller) {
      let companyId: string | undefined;
      const decide = async (recordSuccess: (tx: Kysely<AuditTables>) => Promise<unknown>) => {
        // Asked at once; who may decide is judged first, so a refusal never depends on the screenplay.
        const [decider, played] = await Promise.allSettled([
          decisionMaker(this.services, caller, input.worldId),
          worldScreenplay(this.services, input.worldId),
        ]);
        if (decider.status === 'rejected') throw decider.reason;
        if (played.status === 'rejected') throw played.reason;
        const ctx = { ...decider.value, screenplay: played.value };
        companyId = ctx.companyId;
        return withinOpenRound(this.db, ctx, async (tx) => {
          const reply = await fromCurrentVersion(tx, this.services, { service, caller, ctx, input, item }, () => run(tx, ctx, input));
          await recordSuccess(tx as unknown as Kysely<AuditTables>);
          return reply;
        });
      };
      return auditedInTransaction(auditContext(service, this.db, this.services), caller, action, input.worldId, decide, () => companyId);
    })(target, key, descriptor);
}

/**
 * A decision's write, one at a time in its company, from the version of the item it names (if any):
 * a stale one is refused before the use case runs; one that lands records the item's change and
 * answers with its new version (a new item's first).
 */
async function fromCurrentVersion(
  tx: unknown,
  services: Requester,
  write: { service: string; caller: Caller; ctx: DecisionInWorld; input: object; item: DecisionItem },
  useCase: () => Promise<unknown>,
): Promise<unknown> {
  const { service, caller, ctx, input, item } = write;
  const versions = tx as Transaction<ItemVersionTables>;
  await decideOneAtATime(tx as Transaction<unknown>, service, ctx.companyId);
  const named = itemWriteOf(input, item.item, ctx.worldId, ctx.companyId);
  const next = named ? await checkItemVersion(versions, services, named) : FIRST_VERSION;
  const reply = await useCase();
  if (named) await recordItemChange(versions, caller, { ...named, version: next, deleted: item.deletes ?? false });
  const made = !named && item.item && item.replaces ? itemIdsIn(reply, [item.item])[0] : undefined;
  const version = made
    ? await recordReplacement(versions, caller, { worldId: ctx.worldId, companyId: ctx.companyId, itemId: made, input, itemKey: item.item ?? '' })
    : next;
  return item.item ? stampVersions(reply, [item.item], () => version) : reply;
}

/**
 * A read of the caller's own company (companyReader, remembered per world by ReadContexts): the
 * method gets `(db, reader, input)`. With `versions`, the keys of the reply's items' ids
 * (`['planId', 'prototypeId']`), each item carries its version, read after the use case.
 */
export function CompanyRead<D extends WorldMessage>(def: D, { versions }: { versions?: readonly string[] } = {}) {
  return <DB>(
    target: ServiceHandlers<DB>,
    key: string | symbol,
    descriptor: Use<[db: Kysely<DB>, reader: ReadContext, input: RequestOf<D>], Unversioned<ReplyOf<D>> | SerializedReply>,
  ): void =>
    declare<DB>(def, 'companyRead', async function (run, input: RequestOf<D>, caller) {
      const reader = await this.readContexts.reader(caller, input.worldId, companyOf(input));
      const reply = await run(this.db, reader, input);
      if (!versions || reply instanceof SerializedReply) return reply;
      const db = this.db as unknown as Kysely<ItemVersionTables>;
      const found = await currentVersions(db, reader.worldId, reader.companyId, itemIdsIn(reply, versions));
      return stampVersions(reply, versions, (id) => versionOf(found, id));
    })(target, key, descriptor);
}

/** The company a read's request names (the class view's company picker), if any. */
function companyOf(input: object): string | undefined {
  const companyId = (input as { companyId?: unknown }).companyId;
  return typeof companyId === 'string' ? companyId : undefined;
}

/** A message whose request may name a world (creating one names none until it exists). */
type MaybeWorldMessage = MessageDef<z.ZodType<object>>;

function worldOf(input: object): string | null {
  const worldId = (input as { worldId?: unknown }).worldId;
  return typeof worldId === 'string' ? worldId : null;
}

/**
 * A change that is not a decision of the round (teams, members, a world's schedule and stages),
 * audited under `action`: the method gets `(db, caller, input)` and decides itself who may do it.
 * A request without a world is audited under the world the reply names (a world just created).
 * `changesWorld: false` marks a change no cached read of the world shows (a course post), which
 * then publishes no worldChanged.
 */
export function Audited<D extends MaybeWorldMessage>(def: D, action: string, { changesWorld = true }: { changesWorld?: boolean } = {}) {
  const service = serviceOf(def);
  return <DB extends AuditTables>(
    target: ServiceHandlers<DB>,
    key: string | symbol,
    descriptor: Use<[db: Kysely<DB>, caller: Caller, input: RequestOf<D>], ReplyOf<D>>,
  ): void =>
    declare<DB>(def, 'audited', function (run, input: RequestOf<D>, caller) {
      return audited(auditContext(service, this.db, this.services, changesWorld), caller, action, worldOf(input), () => run(this.db, caller, input));
    })(target, key, descriptor);
}

/**
 * The engine's snapshot of a closing round: the fence is raised (takeRoundSnapshot) and the method
 * reads the round's decisions in the same transaction, getting `(tx, { worldId, round })`.
 */
export function RoundSnapshot<D extends MessageDef<z.ZodType<RoundRef>>>(def: D) {
  return <DB extends RoundFenceTables>(
    target: ServiceHandlers<DB>,
    key: string | symbol,
    descriptor: Use<[tx: Transaction<DB>, round: RoundRef], ReplyOf<D>>,
  ): void =>
    declare<DB>(def, 'roundSnapshot', function (run, input: RoundRef) {
      const round = { worldId: input.worldId, round: input.round };
      return takeRoundSnapshot(this.db, round.worldId, round.round, (tx) => run(tx, round));
    })(target, key, descriptor);
}

/**
 * One company's decisions of an open round, for the engine's budget: read as the snapshot reads
 * them but with no fence raised, so the company goes on deciding. The method gets
 * `(db, { worldId, round, companyId })`; the engine alone calls it (no HTTP route binds it).
 */
export function RoundDraft<D extends MessageDef<z.ZodType<DraftRef>>>(def: D) {
  return <DB>(target: ServiceHandlers<DB>, key: string | symbol, descriptor: Use<[db: Kysely<DB>, draft: DraftRef], ReplyOf<D>>): void =>
    declare<DB>(def, 'roundDraft', function (run, input: DraftRef) {
      return run(this.db, { worldId: input.worldId, round: input.round, companyId: input.companyId });
    })(target, key, descriptor);
}

/**
 * The engine's slice of a resolved round: the method gets `(db, input)` and replaces what it kept
 * for that round in one transaction (idempotent: a re-run applies again); the reply is `applied`.
 */
export function RoundApply<D extends MessageDef<z.ZodType<RoundRef>, z.ZodType<{ applied: true }>>>(def: D) {
  return <DB>(target: ServiceHandlers<DB>, key: string | symbol, descriptor: Use<[db: Kysely<DB>, input: RequestOf<D>], void>): void =>
    declare<DB>(def, 'roundApply', async function (run, input: RequestOf<D>) {
      await run(this.db, input);
      return { applied: true };
    })(target, key, descriptor);
}
