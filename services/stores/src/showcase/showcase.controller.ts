import { Controller } from '@nestjs/common';
import { storesMessages as m } from '@simbiz/contracts';
import { CompanyRead, Decision, type DecisionInWorld, type ReadContext, type RequestOf, ServiceHandlers } from '@simbiz/service-kit';
import type { Kysely, Transaction } from 'kysely';
import type { StoresTables } from '../database/tables';
import { chooseShowcase, deleteShowcaseChoice, listShowcaseChoices } from './showcase-choices';

type Tx = Transaction<StoresTables>;

/** Showcase choices (stores.showcase): the design a store shows from a round on. */
@Controller()
export class ShowcaseController extends ServiceHandlers<StoresTables> {
  @CompanyRead(m.listShowcaseChoices, { versions: ['choiceId'] })
  list(db: Kysely<StoresTables>, reader: ReadContext, input: RequestOf<typeof m.listShowcaseChoices>) {
    return listShowcaseChoices(db, input.worldId, reader.companyId);
  }

  @Decision(m.chooseShowcase, 'showcase.choose', { item: 'choiceId', replaces: true })
  choose(tx: Tx, ctx: DecisionInWorld, input: RequestOf<typeof m.chooseShowcase>) {
    return chooseShowcase(tx, ctx, input);
  }

  @Decision(m.deleteShowcaseChoice, 'showcase.delete', { item: 'choiceId', deletes: true })
  remove(tx: Tx, ctx: DecisionInWorld, input: RequestOf<typeof m.deleteShowcaseChoice>) {
    return deleteShowcaseChoice(tx, ctx, input.choiceId);
  }
}
