import type { DecisionSection } from '@simbiz/engine';
import type { z } from 'zod';
import { financeMessages } from '../messages/finance';
import { productsMessages } from '../messages/products';
import { storesMessages } from '../messages/stores';
import { teamsMessages } from '../messages/teams';
import { warehouseMessages } from '../messages/warehouse';
import type { MessageDef } from '../messaging/message';
import type { ServiceName } from '../messaging/services';
import type { RoundApplyDef, RoundSnapshotDef } from './round-messages';

/**
 * A decision area: the service that keeps it, the sections of every company's decision document
 * it owns (those of its snapshot, which the engine gathers when a round closes, and of its draft,
 * one company's part while the round is open) and the slice of
 * the results it is handed once the round is resolved. An area that decides nothing of its own
 * (teams: a company's status) has an apply without a snapshot.
 */
export interface DecisionArea<S extends ServiceName = ServiceName> {
  readonly service: S;
  readonly sections: readonly DecisionSection[];
  readonly snapshot: AreaSnapshot<S> | null;
  /** One company's part of the snapshot while the round is open (the budget reads it); null with no snapshot. */
  readonly draft: AreaSnapshot<S> | null;
  readonly apply: RoundApplyDef<S>;
}
type AreaSnapshot<S extends ServiceName> = MessageDef & Pick<RoundSnapshotDef<S>, 'service' | 'sections'>;

function area<S extends ServiceName, Snapshot extends AreaSnapshot<S> | null, Draft extends AreaSnapshot<S> | null, Apply extends RoundApplyDef<S>>(
  service: S,
  messages: { snapshot: Snapshot; draft: Draft; apply: Apply },
): DecisionArea<S> & { snapshot: Snapshot; draft: Draft; apply: Apply } {
  return { service, sections: messages.snapshot?.sections ?? [], snapshot: messages.snapshot, draft: messages.draft, apply: messages.apply };
}

/**
 * Every decision area, by name: the engine gathers each snapshot and hands out each slice by going
 * through this table (services/simulation-engine/src/rounds), so an area is added here and nowhere
 * else on the engine's path but for its slice function.
 */
export const DECISION_AREAS = {
  products: area('products', productsMessages),
  warehouse: area('warehouse', warehouseMessages),
  stores: area('stores', storesMessages),
  finance: area('finance', financeMessages),
  teams: area('teams', { snapshot: null, draft: null, apply: teamsMessages.apply }),
} as const;
export type DecisionAreaName = keyof typeof DECISION_AREAS;
/** What the engine hands one company of an area once a round is resolved. */
export type AreaSlice<A extends DecisionAreaName> = z.input<(typeof DECISION_AREAS)[A]['apply']['request']>['companies'][string];
