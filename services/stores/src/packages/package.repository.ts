import type { Kysely, Selectable, Transaction } from 'kysely';
import type { StoresTables } from '../database/tables';

type Db = Kysely<StoresTables> | Transaction<StoresTables>;
export type PackageRow = Selectable<StoresTables['store_package']>;
/** A package with the platform of its store. */
export type PackageLine = Omit<PackageRow, 'seq'> & { platform_id: string };
/** A product a package holds, with its model, in the package's order. */
export type PackageProductLine = { package_id: string; product_id: string; model_id: string };

function packageLines(db: Db, worldId: string, companyId: string) {
  return db
    .selectFrom('store_package as k')
    .innerJoin('store as s', 's.id', 'k.store_id')
    .select(['k.id', 'k.world_id', 'k.company_id', 'k.store_id', 'k.name', 'k.price', 'k.created_round', 's.platform_id'])
    .where('k.world_id', '=', worldId)
    .where('k.company_id', '=', companyId);
}

/** The company's packages of every round, in the order they were made. */
export function companyPackages(db: Db, worldId: string, companyId: string): Promise<PackageLine[]> {
  return packageLines(db, worldId, companyId).orderBy('k.seq').execute();
}

/** The package, if it is the company's own, locked until the transaction ends so two changes of it cannot cross. */
export function companyPackage(db: Db, worldId: string, companyId: string, packageId: string): Promise<PackageLine | undefined> {
  return packageLines(db, worldId, companyId).where('k.id', '=', packageId).forUpdate('k').executeTakeFirst();
}

/** The products of the packages with their models, each package's in its order. */
export function packagesProducts(db: Db, packageIds: readonly string[]): Promise<PackageProductLine[]> {
  if (packageIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('store_package_product as x')
    .innerJoin('store_product as p', 'p.id', 'x.product_id')
    .select(['x.package_id', 'x.product_id', 'p.model_id'])
    .where('x.package_id', 'in', packageIds)
    .orderBy('x.package_id')
    .orderBy('x.position')
    .execute();
}

/**
 * The company's products among `productIds`, locked until the transaction ends (in id order, so two
 * decisions locking the same products cannot deadlock): deleting one of them waits for the package.
 */
export function companyProductsAmong(db: Db, worldId: string, companyId: string, productIds: readonly string[]) {
  if (productIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('store_product')
    .select(['id', 'store_id', 'model_id'])
    .where('world_id', '=', worldId)
    .where('company_id', '=', companyId)
    .where('id', 'in', productIds)
    .orderBy('id')
    .forUpdate()
    .execute();
}

export async function insertPackage(db: Db, row: Omit<PackageRow, 'seq'>): Promise<void> {
  await db.insertInto('store_package').values(row).execute();
}

export async function updatePackageRow(db: Db, packageId: string, change: { name: string; price: number }): Promise<void> {
  await db.updateTable('store_package').set(change).where('id', '=', packageId).execute();
}

/** The package's products become `productIds`, their positions the order given. */
export async function replacePackageProducts(db: Db, packageId: string, productIds: readonly string[]): Promise<void> {
  await db.deleteFrom('store_package_product').where('package_id', '=', packageId).execute();
  await db
    .insertInto('store_package_product')
    .values(productIds.map((productId, position) => ({ package_id: packageId, product_id: productId, position })))
    .execute();
}

/** Deletes the package; its product rows go with it (the foreign key cascades). */
export async function deletePackageRow(db: Db, packageId: string): Promise<void> {
  await db.deleteFrom('store_package').where('id', '=', packageId).execute();
}
