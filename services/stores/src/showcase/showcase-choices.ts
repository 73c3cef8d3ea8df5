import { DomainError, ErrorCode, type ShowcaseChoice, type storesMessages, throwRefusal, type Unversioned } from '@simbiz/contracts';
import type { DecisionInWorld } from '@simbiz/service-kit';
import type { Kysely, Transaction } from 'kysely';
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { StoresTables } from '../database/tables';
import { worldStore } from '../stores/store.repository';
import {
  companyShowcaseChoice,
  companyShowcaseChoices,
  deleteShowcaseChoiceRow,
  type ShowcaseChoiceLine,
  upsertShowcaseChoice,
} from './showcase-choice.repository';
import { showcaseChoiceRefusal, showcaseDeleteRefusal } from './showcase-rules';

type Db = Kysely<StoresTables> | Transaction<StoresTables>;
type Request<K extends keyof typeof storesMessages> = z.output<(typeof storesMessages)[K]['request']>;

function view(r: ShowcaseChoiceLine): Unversioned<ShowcaseChoice> {
  return { choiceId: r.id, storeId: r.store_id, platformId: r.platform_id, showcaseDesignId: r.showcase_design_id, round: r.round };
}

export async function listShowcaseChoices(db: Db, worldId: string, companyId: string): Promise<Unversioned<ShowcaseChoice>[]> {
  return (await companyShowcaseChoices(db, worldId, companyId)).map(view);
}

/**
 * A design of the store's platform in the world's screenplay (210049) for a store of the company's
 * own (130045, 130041), from this round on. Choosing again in the round replaces the round's choice.
 */
export async function chooseShowcase(tx: Db, ctx: DecisionInWorld, input: Request<'chooseShowcase'>): Promise<Unversioned<ShowcaseChoice>> {
  const store = await worldStore(tx, ctx.worldId, input.storeId);
  const designs = ctx.screenplay.platforms.find((p) => p.id === store?.platform_id)?.showcaseDesigns ?? [];
  throwRefusal(showcaseChoiceRefusal(store && { companyId: store.company_id }, ctx.companyId, designs, input.showcaseDesignId));
  // The rule refused a missing store already; this only tells the compiler.
  if (!store) throw new DomainError(ErrorCode.storeNotOpened);
  const row = {
    id: randomUUID(),
    world_id: ctx.worldId,
    company_id: ctx.companyId,
    store_id: store.id,
    showcase_design_id: input.showcaseDesignId,
    round: ctx.round,
  };
  const id = await upsertShowcaseChoice(tx, row);
  return view({ ...row, id, platform_id: store.platform_id });
}

/** Takes back the company's own choice (210049) of this round (130047): the store keeps the design it had before. */
export async function deleteShowcaseChoice(tx: Db, ctx: DecisionInWorld, choiceId: string): Promise<{ deleted: true }> {
  const choice = await companyShowcaseChoice(tx, ctx.worldId, ctx.companyId, choiceId);
  throwRefusal(showcaseDeleteRefusal(choice, ctx.round));
  await deleteShowcaseChoiceRow(tx, choiceId);
  return { deleted: true };
}
