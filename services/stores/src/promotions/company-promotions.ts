import { type CompanyPromotion, DomainError, ErrorCode, productsMessages, type storesMessages, throwRefusal, type Unversioned } from '@simbiz/contracts';
import type { Screenplay } from '@simbiz/engine';
import type { DecisionContext, Requester } from '@simbiz/service-kit';
import type { Kysely, Transaction } from 'kysely';
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { StoresTables } from '../database/tables';
import { currentRoundRefusal } from '../stores/store-rules';
import { promotionRefusal } from './company-promotion-rules';
import {
  companyPromotion,
  companyPromotions,
  deletePromotion,
  insertPromotion,
  type PromotionRow,
  promotedInRound,
  updatePromotionBudget,
} from './company-promotion.repository';

type Db = Kysely<StoresTables> | Transaction<StoresTables>;
type Request<K extends keyof typeof storesMessages> = z.output<(typeof storesMessages)[K]['request']>;

function view(r: Omit<PromotionRow, 'seq'>): Unversioned<CompanyPromotion> {
  return { promotionId: r.id, channelId: r.channel_id, brandId: r.brand_id, budget: Number(r.budget), round: r.round };
}

export async function listCompanyPromotions(db: Db, worldId: string, companyId: string): Promise<Unversioned<CompanyPromotion>[]> {
  return (await companyPromotions(db, worldId, companyId)).map(view);
}

/** A brand of the company on a channel of the screenplay (220007, 170001), once a round (220013). */
export async function createCompanyPromotion(
  tx: Db,
  screenplay: Screenplay,
  services: Requester,
  ctx: DecisionContext,
  input: Request<'createCompanyPromotion'>,
): Promise<Unversioned<CompanyPromotion>> {
  const brands = screenplay.promotionChannels.some((c) => c.id === input.channelId)
    ? await services.call(productsMessages.companyBrands, { worldId: ctx.worldId, companyId: ctx.companyId })
    : [];
  const same = await promotedInRound(tx, ctx.worldId, ctx.companyId, { ...input, round: ctx.round });
  throwRefusal(promotionRefusal(screenplay.promotionChannels, brands, input, same));
  const row = {
    id: randomUUID(),
    world_id: ctx.worldId,
    company_id: ctx.companyId,
    channel_id: input.channelId,
    brand_id: input.brandId,
    budget: input.budget,
    round: ctx.round,
  };
  await insertPromotion(tx, row);
  return view(row);
}

/** The company's own promotion (220001), of this round (130049 or 130047). */
async function ownPromotion(
  tx: Db,
  ctx: DecisionContext,
  promotionId: string,
  refusal: typeof ErrorCode.onlyCurrentRoundEditable | typeof ErrorCode.onlyCurrentRoundDeletable,
): Promise<PromotionRow> {
  const row = await companyPromotion(tx, ctx.worldId, ctx.companyId, promotionId);
  if (!row) throw new DomainError(ErrorCode.promotionNotFound);
  throwRefusal(currentRoundRefusal(row.round, ctx.round, refusal));
  return row;
}

export async function updateCompanyPromotion(tx: Db, ctx: DecisionContext, input: Request<'updateCompanyPromotion'>): Promise<Unversioned<CompanyPromotion>> {
  const row = await ownPromotion(tx, ctx, input.promotionId, ErrorCode.onlyCurrentRoundEditable);
  await updatePromotionBudget(tx, row.id, input.budget);
  return view({ ...row, budget: input.budget });
}

export async function deleteCompanyPromotion(tx: Db, ctx: DecisionContext, promotionId: string): Promise<{ deleted: true }> {
  const row = await ownPromotion(tx, ctx, promotionId, ErrorCode.onlyCurrentRoundDeletable);
  await deletePromotion(tx, row.id);
  return { deleted: true };
}
