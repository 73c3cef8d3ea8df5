import { DomainError, ErrorCode, type StorePackage, type storesMessages, throwRefusal, type Unversioned } from '@simbiz/contracts';
import type { DecisionContext } from '@simbiz/service-kit';
import type { Kysely, Transaction } from 'kysely';
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { StoresTables } from '../database/tables';
import { worldStore } from '../stores/store.repository';
import {
  companyPackage,
  companyPackages,
  companyProductsAmong,
  deletePackageRow,
  insertPackage,
  type PackageLine,
  packagesProducts,
  replacePackageProducts,
  updatePackageRow,
} from './package.repository';
import { packageChangeRefusal, packageProductsRefusal, packageStoreRefusal } from './package-rules';

type Db = Kysely<StoresTables> | Transaction<StoresTables>;
type Request<K extends keyof typeof storesMessages> = z.output<(typeof storesMessages)[K]['request']>;
type Products = { productIds: string[]; modelIds: string[] };

function view(r: PackageLine, products: Products): Unversioned<StorePackage> {
  return { packageId: r.id, storeId: r.store_id, platformId: r.platform_id, name: r.name, ...products, price: r.price, createdRound: r.created_round };
}

export async function listPackages(db: Db, worldId: string, companyId: string): Promise<Unversioned<StorePackage>[]> {
  const packages = await companyPackages(db, worldId, companyId);
  const lines = await packagesProducts(
    db,
    packages.map((p) => p.id),
  );
  return packages.map((p) => {
    const own = lines.filter((l) => l.package_id === p.id);
    return view(p, { productIds: own.map((l) => l.product_id), modelIds: own.map((l) => l.model_id) });
  });
}

/** The products named, checked against the package's store (210029, 210031, 210015), with their models in the order given. */
async function packageProducts(tx: Db, ctx: DecisionContext, storeId: string, productIds: string[]): Promise<Products> {
  const found = await companyProductsAmong(tx, ctx.worldId, ctx.companyId, productIds);
  throwRefusal(
    packageProductsRefusal(
      productIds,
      found.map((p) => ({ id: p.id, storeId: p.store_id })),
      storeId,
    ),
  );
  const modelOf = new Map(found.map((p) => [p.id, p.model_id]));
  return { productIds, modelIds: productIds.map((id) => modelOf.get(id) ?? '') };
}

/** 2 to 4 different products (210029, 210031) of a store of the company's own (130045, 130041), each in that store (210015), sold as one listing. */
export async function createPackage(tx: Db, ctx: DecisionContext, input: Request<'createPackage'>): Promise<Unversioned<StorePackage>> {
  const store = await worldStore(tx, ctx.worldId, input.storeId);
  throwRefusal(packageStoreRefusal(store && { companyId: store.company_id }, ctx.companyId));
  // The rule refused a missing store already; this only tells the compiler.
  if (!store) throw new DomainError(ErrorCode.storeNotOpened);
  const products = await packageProducts(tx, ctx, store.id, input.productIds);
  const row = {
    id: randomUUID(),
    world_id: ctx.worldId,
    company_id: ctx.companyId,
    store_id: store.id,
    name: input.name,
    price: input.price,
    created_round: ctx.round,
  };
  await insertPackage(tx, row);
  await replacePackageProducts(tx, row.id, products.productIds);
  return view({ ...row, platform_id: store.platform_id }, products);
}

/** The company's own package (210027), of this round (130049 or 130047). */
async function ownPackage(
  tx: Db,
  ctx: DecisionContext,
  packageId: string,
  refusal: typeof ErrorCode.onlyCurrentRoundEditable | typeof ErrorCode.onlyCurrentRoundDeletable,
): Promise<PackageLine> {
  const row = await companyPackage(tx, ctx.worldId, ctx.companyId, packageId);
  throwRefusal(packageChangeRefusal(row && { createdRound: row.created_round }, ctx.round, refusal));
  // The rule refused a missing package already; this only tells the compiler.
  if (!row) throw new DomainError(ErrorCode.packageNotFound);
  return row;
}

/** Replaces the name, products and price of a package of this round, with the same product rules as a new one; it stays in its store. */
export async function updatePackage(tx: Db, ctx: DecisionContext, input: Request<'updatePackage'>): Promise<Unversioned<StorePackage>> {
  const row = await ownPackage(tx, ctx, input.packageId, ErrorCode.onlyCurrentRoundEditable);
  const products = await packageProducts(tx, ctx, row.store_id, input.productIds);
  await updatePackageRow(tx, row.id, { name: input.name, price: input.price });
  await replacePackageProducts(tx, row.id, products.productIds);
  return view({ ...row, name: input.name, price: input.price }, products);
}

export async function deletePackage(tx: Db, ctx: DecisionContext, packageId: string): Promise<{ deleted: true }> {
  const row = await ownPackage(tx, ctx, packageId, ErrorCode.onlyCurrentRoundDeletable);
  await deletePackageRow(tx, row.id);
  return { deleted: true };
}
