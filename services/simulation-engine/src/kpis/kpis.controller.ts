import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { engineMessages as m } from '@simbiz/contracts';
import { Handles, type ReplyOf, type RequestOf, ServiceHandlers } from '@simbiz/service-kit';
import type { EngineTables } from '../database/tables';
import { kpisOf } from './kpis';

/** For worlds' achievements (no HTTP route, so no caller to check: worlds checks who may see what). */
@Controller()
export class KpisController extends ServiceHandlers<EngineTables> {
  @Handles(m.kpis)
  kpis(@Payload() input: RequestOf<typeof m.kpis>): Promise<ReplyOf<typeof m.kpis>> {
    return kpisOf(this.db, input.worldId);
  }
}
