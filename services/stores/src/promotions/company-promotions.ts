import { type CompanyPromotion, DomainError, ErrorCode, productsMessages, type storesMessages } from '@simbiz/contracts';
import type { Screenplay } from '@simbiz/engine';
import type { DecisionContext, Requester } from '@simbiz/service-kit';
import type { Kysely, Selectable, Transaction } from 'kysely';
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { StoresTables } from '../database/tables';

type Db = Kysely<StoresTables> | Transaction<StoresTables>;
type Row = Selectable<StoresTables['company_promotion']>;
type Request<K extends keyof typeof storesMessages> = z.output<(typeof storesMessages)[K]['request']>;

function view(r: Omit<Row, 'seq'>): CompanyPromotion {
  return { promotionId: r.id, channelId: r.channel_id, brandId: r.brand_id, budget: Number(r.budget), round: r.round };
}

export async function listCompanyPromotions(db: Db, worldId: string, companyId: string): Promise<CompanyPromotion[]> {
  const rows = await db
    .selectFrom('company_promotion')
    .selectAll()
    .where('world_id', '=', worldId)
    .where('company_id', '=', companyId)
    .orderBy('round', 'desc')
    .orderBy('seq')
    .execute();
  return rows.map(view);
}

/** A brand of the company on a channel of the screenplay (220007, 170001), once a round (220013). */
export async function createCompanyPromotion(
  tx: Db,
  screenplay: Screenplay,
  services: Requester,
  ctx: DecisionContext,
  input: Request<'createCompanyPromotion'>,
): Promise<CompanyPromotion> {
  if (!screenplay.promotionChannels.some((c) => c.id === input.channelId)) throw new DomainError(ErrorCode.promotionChannelNotFound);
  const brands = await services.call(productsMessages.companyBrands, { worldId: ctx.worldId, companyId: ctx.companyId });
  if (!brands.some((b) => b.brandId === input.brandId)) throw new DomainError(ErrorCode.brandNotFound);
  const same = await tx
    .selectFrom('company_promotion')
    .select('id')
    .where('world_id', '=', ctx.worldId)
    .where('company_id', '=', ctx.companyId)
    .where('channel_id', '=', input.channelId)
    .where('brand_id', '=', input.brandId)
    .where('round', '=', ctx.round)
    .executeTakeFirst();
  if (same) throw new DomainError(ErrorCode.promotionExists);
  const row = {
    id: randomUUID(),
    world_id: ctx.worldId,
    company_id: ctx.companyId,
    channel_id: input.channelId,
    brand_id: input.brandId,
    budget: input.budget,
    round: ctx.round,
  };
  await tx.insertInto('company_promotion').values(row).execute();
  return view(row);
}

/** The company's own promotion (220001), of this round (130049 or 130047). */
async function ownPromotion(tx: Db, ctx: DecisionContext, promotionId: string, refusal: number): Promise<Row> {
  const row = await tx
    .selectFrom('company_promotion')
    .selectAll()
    .where('id', '=', promotionId)
    .where('world_id', '=', ctx.worldId)
    .where('company_id', '=', ctx.companyId)
    .executeTakeFirst();
  if (!row) throw new DomainError(ErrorCode.promotionNotFound);
  if (row.round !== ctx.round) throw new DomainError(refusal);
  return row;
}

export async function updateCompanyPromotion(tx: Db, ctx: DecisionContext, input: Request<'updateCompanyPromotion'>): Promise<CompanyPromotion> {
  const row = await ownPromotion(tx, ctx, input.promotionId, ErrorCode.onlyCurrentRoundEditable);
  await tx.updateTable('company_promotion').set({ budget: input.budget }).where('id', '=', row.id).execute();
  return view({ ...row, budget: input.budget });
}

export async function deleteCompanyPromotion(tx: Db, ctx: DecisionContext, promotionId: string): Promise<{ deleted: true }> {
  const row = await ownPromotion(tx, ctx, promotionId, ErrorCode.onlyCurrentRoundDeletable);
  await tx.deleteFrom('company_promotion').where('id', '=', row.id).execute();
  return { deleted: true };
}
