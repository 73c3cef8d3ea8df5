import { Controller } from '@nestjs/common';
import { analysesMessages as m } from '@simbiz/contracts';
import { CompanyRead, type ReadContext, type RequestOf, ServiceHandlers } from '@simbiz/service-kit';
import type { Kysely } from 'kysely';
import type { EngineTables } from '../database/tables';
import { answerAnalyses } from './analyses-answers';

/** Section 2's analyses: a company's resolved rounds, one view at a time (the caller's company, or the one a manager reviews). */
@Controller()
export class AnalysesController extends ServiceHandlers<EngineTables> {
  @CompanyRead(m.read)
  read(db: Kysely<EngineTables>, reader: ReadContext, input: RequestOf<typeof m.read>) {
    return answerAnalyses(db, reader, input.view);
  }
}
