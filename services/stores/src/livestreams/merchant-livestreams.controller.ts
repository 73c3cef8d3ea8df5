import { Controller } from '@nestjs/common';
import { storesMessages as m } from '@simbiz/contracts';
import { CompanyRead, Decision, type DecisionInWorld, type ReadContext, type RequestOf, ServiceHandlers } from '@simbiz/service-kit';
import type { Kysely, Transaction } from 'kysely';
import type { StoresTables } from '../database/tables';
import { createMerchantLivestream, deleteMerchantLivestream, listMerchantLivestreams, updateMerchantLivestream } from './merchant-livestreams';

type Tx = Transaction<StoresTables>;

/** Merchant livestreams (stores/platform): hours a store streams its own products in the round. */
@Controller()
export class MerchantLivestreamsController extends ServiceHandlers<StoresTables> {
  @CompanyRead(m.listMerchantLivestreams)
  list(db: Kysely<StoresTables>, reader: ReadContext, input: RequestOf<typeof m.listMerchantLivestreams>) {
    return listMerchantLivestreams(db, input.worldId, reader.companyId);
  }

  @Decision(m.createMerchantLivestream, 'merchantLivestream.create')
  create(tx: Tx, ctx: DecisionInWorld, input: RequestOf<typeof m.createMerchantLivestream>) {
    return createMerchantLivestream(tx, ctx, input);
  }

  @Decision(m.updateMerchantLivestream, 'merchantLivestream.update')
  update(tx: Tx, ctx: DecisionInWorld, input: RequestOf<typeof m.updateMerchantLivestream>) {
    return updateMerchantLivestream(tx, ctx, input);
  }

  @Decision(m.deleteMerchantLivestream, 'merchantLivestream.delete')
  remove(tx: Tx, ctx: DecisionInWorld, input: RequestOf<typeof m.deleteMerchantLivestream>) {
    return deleteMerchantLivestream(tx, ctx, input.livestreamId);
  }
}
