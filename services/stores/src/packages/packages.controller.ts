import { Controller } from '@nestjs/common';
import { storesMessages as m } from '@simbiz/contracts';
import { CompanyRead, Decision, type DecisionInWorld, type ReadContext, type RequestOf, ServiceHandlers } from '@simbiz/service-kit';
import type { Kysely, Transaction } from 'kysely';
import type { StoresTables } from '../database/tables';
import { createPackage, deletePackage, listPackages, updatePackage } from './packages';

type Tx = Transaction<StoresTables>;

/** Packages (stores.package): 2 to 4 products of one store sold as one listing, from the round they are made. */
@Controller()
export class PackagesController extends ServiceHandlers<StoresTables> {
  @CompanyRead(m.listPackages, { versions: ['packageId'] })
  list(db: Kysely<StoresTables>, reader: ReadContext, input: RequestOf<typeof m.listPackages>) {
    return listPackages(db, input.worldId, reader.companyId);
  }

  @Decision(m.createPackage, 'package.create', { item: 'packageId' })
  create(tx: Tx, ctx: DecisionInWorld, input: RequestOf<typeof m.createPackage>) {
    return createPackage(tx, ctx, input);
  }

  @Decision(m.updatePackage, 'package.update', { item: 'packageId' })
  update(tx: Tx, ctx: DecisionInWorld, input: RequestOf<typeof m.updatePackage>) {
    return updatePackage(tx, ctx, input);
  }

  @Decision(m.deletePackage, 'package.delete', { item: 'packageId', deletes: true })
  remove(tx: Tx, ctx: DecisionInWorld, input: RequestOf<typeof m.deletePackage>) {
    return deletePackage(tx, ctx, input.packageId);
  }
}
