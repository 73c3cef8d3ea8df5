import { Controller } from '@nestjs/common';
import { storesMessages as m } from '@simbiz/contracts';
import { CompanyRead, Decision, type DecisionInWorld, type ReadContext, type RequestOf, ServiceHandlers } from '@simbiz/service-kit';
import type { Kysely, Transaction } from 'kysely';
import type { StoresTables } from '../database/tables';
import { createAdBid, deleteAdBid, listAdBids, updateAdBid } from './ad-bids';

type Tx = Transaction<StoresTables>;

/** Ad bids (stores/platform): a store product's cost per click and daily budget on a segment keyword for the round. */
@Controller()
export class AdBidsController extends ServiceHandlers<StoresTables> {
  @CompanyRead(m.listAdBids, { versions: ['bidId'] })
  list(db: Kysely<StoresTables>, reader: ReadContext, input: RequestOf<typeof m.listAdBids>) {
    return listAdBids(db, input.worldId, reader.companyId);
  }

  @Decision(m.createAdBid, 'adBid.create', { item: 'bidId' })
  create(tx: Tx, ctx: DecisionInWorld, input: RequestOf<typeof m.createAdBid>) {
    return createAdBid(tx, ctx, input);
  }

  @Decision(m.updateAdBid, 'adBid.update', { item: 'bidId' })
  update(tx: Tx, ctx: DecisionInWorld, input: RequestOf<typeof m.updateAdBid>) {
    return updateAdBid(tx, ctx, input);
  }

  @Decision(m.deleteAdBid, 'adBid.delete', { item: 'bidId', deletes: true })
  remove(tx: Tx, ctx: DecisionInWorld, input: RequestOf<typeof m.deleteAdBid>) {
    return deleteAdBid(tx, ctx, input.bidId);
  }
}
