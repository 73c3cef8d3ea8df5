import { Controller } from '@nestjs/common';
import { engineMessages as m } from '@simbiz/contracts';
import { CompanyRead, type ReadContext, ServiceHandlers } from '@simbiz/service-kit';
import type { Kysely } from 'kysely';
import type { EngineTables } from '../database/tables';
import { forecastInput, roundBudget } from './round-budget';

/** A team's reads of the engine: the round's budget and what its forecast is worked out from (its own company only). */
@Controller()
export class BudgetController extends ServiceHandlers<EngineTables> {
  @CompanyRead(m.budget)
  budget(db: Kysely<EngineTables>, reader: ReadContext) {
    return roundBudget(db, this.services, reader);
  }

  @CompanyRead(m.forecastInput)
  forecastInput(db: Kysely<EngineTables>, reader: ReadContext) {
    return forecastInput(db, this.services, reader);
  }
}
