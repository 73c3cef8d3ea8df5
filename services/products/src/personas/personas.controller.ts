import { Controller } from '@nestjs/common';
import { productsMessages as m } from '@simbiz/contracts';
import { CompanyRead, Decision, type DecisionInWorld, type ReadContext, type RequestOf, ServiceHandlers } from '@simbiz/service-kit';
import type { Kysely, Transaction } from 'kysely';
import type { ProductsTables } from '../database/tables';
import { createPersona, deletePersona, listPersonas, updatePersona } from './personas';

type Tx = Transaction<ProductsTables>;

@Controller()
export class PersonasController extends ServiceHandlers<ProductsTables> {
  @CompanyRead(m.listPersonas, { versions: ['personaId'] })
  list(db: Kysely<ProductsTables>, reader: ReadContext, input: RequestOf<typeof m.listPersonas>) {
    return listPersonas(db, input.worldId, reader.companyId);
  }

  @Decision(m.createPersona, 'persona.create', { item: 'personaId' })
  create(tx: Tx, ctx: DecisionInWorld, input: RequestOf<typeof m.createPersona>) {
    return createPersona(tx, ctx.screenplay, ctx, input);
  }

  @Decision(m.updatePersona, 'persona.update', { item: 'personaId' })
  update(tx: Tx, ctx: DecisionInWorld, input: RequestOf<typeof m.updatePersona>) {
    return updatePersona(tx, ctx.screenplay, ctx, input);
  }

  @Decision(m.deletePersona, 'persona.delete', { item: 'personaId', deletes: true })
  remove(tx: Tx, ctx: DecisionInWorld, input: RequestOf<typeof m.deletePersona>) {
    return deletePersona(tx, ctx, input.personaId);
  }
}
