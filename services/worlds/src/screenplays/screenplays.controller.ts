import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { adminScreenplaysMessages as m, type Caller, DomainError, ErrorCode } from '@simbiz/contracts';
import { Audited, CurrentCaller, Handles, type ReplyOf, type RequestOf, ServiceHandlers } from '@simbiz/service-kit';
import type { Kysely } from 'kysely';
import type { WorldsTables } from '../database/tables';
import { importScreenplay, removeScreenplay } from './import-screenplay';
import { importedDocument, listScreenplays } from './screenplay-list';

type Db = Kysely<WorldsTables>;
/** A screenplay belongs to no world, and no world's cached read changes with it. */
const installationWide = { changesWorld: false };

/** The admin console's screenplays, and every service's read of an imported one's document. */
@Controller()
export class ScreenplaysController extends ServiceHandlers<WorldsTables> {
  @Handles(m.list)
  list(@CurrentCaller() caller: Caller): Promise<ReplyOf<typeof m.list>> {
    return listScreenplays(this.db, this.services, caller);
  }

  @Audited(m.import, 'admin.screenplay.import', installationWide)
  async importScreenplay(db: Db, caller: Caller, input: RequestOf<typeof m.import>) {
    const { screenplayId } = await importScreenplay(db, caller, input);
    const [summary] = await listScreenplays(db, this.services, caller, screenplayId);
    if (!summary) throw new DomainError(ErrorCode.screenplayNotFound);
    return summary;
  }

  @Audited(m.remove, 'admin.screenplay.remove', installationWide)
  remove(db: Db, caller: Caller, input: RequestOf<typeof m.remove>) {
    return removeScreenplay(db, caller, input.screenplayId);
  }

  @Handles(m.document)
  document(@Payload() input: RequestOf<typeof m.document>): Promise<ReplyOf<typeof m.document>> {
    return importedDocument(this.db, input.screenplayId);
  }
}
