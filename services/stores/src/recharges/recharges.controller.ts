import { Controller } from '@nestjs/common';
import { storesMessages as m } from '@simbiz/contracts';
import { CompanyRead, Decision, type DecisionInWorld, type ReadContext, type RequestOf, ServiceHandlers } from '@simbiz/service-kit';
import type { Kysely, Transaction } from 'kysely';
import type { StoresTables } from '../database/tables';
import { createRecharge, deleteRecharge, listRecharges, updateRecharge } from './recharges';

type Tx = Transaction<StoresTables>;

/** Recharges (stores/platform): money moved into a store's ad wallet for the round's auction clicks. */
@Controller()
export class RechargesController extends ServiceHandlers<StoresTables> {
  @CompanyRead(m.listRecharges, { versions: ['rechargeId'] })
  list(db: Kysely<StoresTables>, reader: ReadContext, input: RequestOf<typeof m.listRecharges>) {
    return listRecharges(db, input.worldId, reader.companyId);
  }

  @Decision(m.createRecharge, 'recharge.create', { item: 'rechargeId' })
  create(tx: Tx, ctx: DecisionInWorld, input: RequestOf<typeof m.createRecharge>) {
    return createRecharge(tx, this.services, ctx, input);
  }

  @Decision(m.updateRecharge, 'recharge.update', { item: 'rechargeId' })
  update(tx: Tx, ctx: DecisionInWorld, input: RequestOf<typeof m.updateRecharge>) {
    return updateRecharge(tx, this.services, ctx, input);
  }

  @Decision(m.deleteRecharge, 'recharge.delete', { item: 'rechargeId', deletes: true })
  remove(tx: Tx, ctx: DecisionInWorld, input: RequestOf<typeof m.deleteRecharge>) {
    return deleteRecharge(tx, ctx, input.rechargeId);
  }
}
