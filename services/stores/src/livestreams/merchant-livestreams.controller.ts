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
  @CompanyRead(m.listMerchantLivestreams, { versions: ['livestreamId'] })
  list(db: Kysely<StoresTables>, reader: ReadContext, input: RequestOf<typeof m.listMerchantLivestreams>) {
    return listMerchantLivestreams(db, input.worldId, reader.companyId);
  }

  @Decision(m.createMerchantLivestream, 'merchantLivestream.create', { item: 'livestreamId' })
  create(tx: Tx, ctx: DecisionInWorld, input: RequestOf<typeof m.createMerchantLivestream>) {
    return createMerchantLivestream(tx, ctx, input);
  }

  @Decision(m.updateMerchantLivestream, 'merchantLivestream.update', { item: 'livestreamId' })
  update(tx: Tx, ctx: DecisionInWorld, input: RequestOf<typeof m.updateMerchantLivestream>) {
    return updateMerchantLivestream(tx, ctx, input);
  }

  @Decision(m.deleteMerchantLivestream, 'merchantLivestream.delete', { item: 'livestreamId', deletes: true })
  remove(tx: Tx, ctx: DecisionInWorld, input: RequestOf<typeof m.deleteMerchantLivestream>) {
    return deleteMerchantLivestream(tx, ctx, input.livestreamId);
  }
}
