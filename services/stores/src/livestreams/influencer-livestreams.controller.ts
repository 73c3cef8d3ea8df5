import { Controller } from '@nestjs/common';
import { storesMessages as m } from '@simbiz/contracts';
import { CompanyRead, Decision, type DecisionInWorld, type ReadContext, type RequestOf, ServiceHandlers } from '@simbiz/service-kit';
import type { Kysely, Transaction } from 'kysely';
import type { StoresTables } from '../database/tables';
import { createInfluencerLivestream, deleteInfluencerLivestream, listInfluencerLivestreams, updateInfluencerLivestream } from './influencer-livestreams';

type Tx = Transaction<StoresTables>;

/** Influencer livestreams (stores/platform): an influencer of the platform booked to show a store's products in the round. */
@Controller()
export class InfluencerLivestreamsController extends ServiceHandlers<StoresTables> {
  @CompanyRead(m.listInfluencerLivestreams, { versions: ['livestreamId'] })
  list(db: Kysely<StoresTables>, reader: ReadContext, input: RequestOf<typeof m.listInfluencerLivestreams>) {
    return listInfluencerLivestreams(db, input.worldId, reader.companyId);
  }

  @Decision(m.createInfluencerLivestream, 'influencerLivestream.create', { item: 'livestreamId' })
  create(tx: Tx, ctx: DecisionInWorld, input: RequestOf<typeof m.createInfluencerLivestream>) {
    return createInfluencerLivestream(tx, ctx, input);
  }

  @Decision(m.updateInfluencerLivestream, 'influencerLivestream.update', { item: 'livestreamId' })
  update(tx: Tx, ctx: DecisionInWorld, input: RequestOf<typeof m.updateInfluencerLivestream>) {
    return updateInfluencerLivestream(tx, ctx, input);
  }

  @Decision(m.deleteInfluencerLivestream, 'influencerLivestream.delete', { item: 'livestreamId', deletes: true })
  remove(tx: Tx, ctx: DecisionInWorld, input: RequestOf<typeof m.deleteInfluencerLivestream>) {
    return deleteInfluencerLivestream(tx, ctx, input.livestreamId);
  }
}
