import { type Brand, DomainError, ErrorCode, type Unversioned } from '@simbiz/contracts';
import type { DecisionContext } from '@simbiz/service-kit';
import { type Kysely, sql, type Transaction } from 'kysely';
import { randomUUID } from 'node:crypto';
import type { ProductsTables } from '../database/tables';

type Db = Kysely<ProductsTables> | Transaction<ProductsTables>;

/** The company's brands with how many models each has, oldest first. */
export async function listBrands(db: Db, worldId: string, companyId: string): Promise<Unversioned<Brand>[]> {
  const rows = await db
    .selectFrom('brand')
    .leftJoin('model', 'model.brand_id', 'brand.id')
    .select((eb) => ['brand.id', 'brand.name', 'brand.created_round', eb.fn.count<string>('model.id').as('models')])
    .where('brand.world_id', '=', worldId)
    .where('brand.company_id', '=', companyId)
    .groupBy(['brand.id', 'brand.name', 'brand.created_round'])
    .orderBy('brand.created_round')
    .orderBy('brand.name')
    .execute();
  return rows.map((r) => ({ brandId: r.id, name: r.name, createdRound: r.created_round, modelCount: Number(r.models) }));
}

async function nameTaken(tx: Db, ctx: DecisionContext, name: string, except?: string): Promise<boolean> {
  let query = tx
    .selectFrom('brand')
    .select('id')
    .where('world_id', '=', ctx.worldId)
    .where('company_id', '=', ctx.companyId)
    .where(sql<string>`lower(name)`, '=', name.toLowerCase());
  if (except) query = query.where('id', '!=', except);
  return (await query.executeTakeFirst()) !== undefined;
}

/** A brand of the company's own (170001 for anyone else's: nobody learns it exists). */
export async function ownBrand(tx: Db, ctx: Pick<DecisionContext, 'worldId' | 'companyId'>, brandId: string) {
  const row = await tx
    .selectFrom('brand')
    .selectAll()
    .where('id', '=', brandId)
    .where('world_id', '=', ctx.worldId)
    .where('company_id', '=', ctx.companyId)
    .executeTakeFirst();
  if (!row) throw new DomainError(ErrorCode.brandNotFound);
  return row;
}

export async function createBrand(tx: Db, ctx: DecisionContext, name: string): Promise<Unversioned<Brand>> {
  if (await nameTaken(tx, ctx, name)) throw new DomainError(ErrorCode.brandNameExists);
  const id = randomUUID();
  await tx.insertInto('brand').values({ id, world_id: ctx.worldId, company_id: ctx.companyId, name, created_round: ctx.round }).execute();
  return { brandId: id, name, createdRound: ctx.round, modelCount: 0 };
}

export async function renameBrand(tx: Db, ctx: DecisionContext, brandId: string, name: string): Promise<Unversioned<Brand>> {
  const brand = await ownBrand(tx, ctx, brandId);
  if (brand.created_round !== ctx.round) throw new DomainError(ErrorCode.onlyCurrentRoundEditable);
  if (await nameTaken(tx, ctx, name, brandId)) throw new DomainError(ErrorCode.brandNameExists);
  await tx.updateTable('brand').set({ name }).where('id', '=', brandId).execute();
  const [view] = (await listBrands(tx, ctx.worldId, ctx.companyId)).filter((b) => b.brandId === brandId);
  if (!view) throw new DomainError(ErrorCode.brandNotFound);
  return view;
}

/** Only a brand of this round, and only without models (170005). */
export async function deleteBrand(tx: Db, ctx: DecisionContext, brandId: string): Promise<{ deleted: true }> {
  const brand = await ownBrand(tx, ctx, brandId);
  if (brand.created_round !== ctx.round) throw new DomainError(ErrorCode.onlyCurrentRoundDeletable);
  const model = await tx.selectFrom('model').select('id').where('brand_id', '=', brandId).executeTakeFirst();
  if (model) throw new DomainError(ErrorCode.brandHasModels);
  await tx.deleteFrom('brand').where('id', '=', brandId).execute();
  return { deleted: true };
}
