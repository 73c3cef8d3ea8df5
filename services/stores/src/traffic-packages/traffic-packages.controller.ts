import { Controller } from '@nestjs/common';
import { storesMessages as m } from '@simbiz/contracts';
import { CompanyRead, Decision, type DecisionInWorld, type ReadContext, type RequestOf, ServiceHandlers } from '@simbiz/service-kit';
import type { Kysely, Transaction } from 'kysely';
import type { StoresTables } from '../database/tables';
import { buyTrafficPackage, deleteTrafficPurchase, listTrafficPurchases } from './traffic-purchases';

type Tx = Transaction<StoresTables>;

/** Traffic packages (stores.trafficPackage): sessions bought from a platform for a store product for the round. */
@Controller()
export class TrafficPackagesController extends ServiceHandlers<StoresTables> {
  @CompanyRead(m.listTrafficPurchases, { versions: ['purchaseId'] })
  list(db: Kysely<StoresTables>, reader: ReadContext, input: RequestOf<typeof m.listTrafficPurchases>) {
    return listTrafficPurchases(db, input.worldId, reader.companyId);
  }

  @Decision(m.buyTrafficPackage, 'trafficPackage.buy', { item: 'purchaseId' })
  buy(tx: Tx, ctx: DecisionInWorld, input: RequestOf<typeof m.buyTrafficPackage>) {
    return buyTrafficPackage(tx, ctx, input);
  }

  @Decision(m.deleteTrafficPurchase, 'trafficPackage.delete', { item: 'purchaseId', deletes: true })
  remove(tx: Tx, ctx: DecisionInWorld, input: RequestOf<typeof m.deleteTrafficPurchase>) {
    return deleteTrafficPurchase(tx, ctx, input.purchaseId);
  }
}
