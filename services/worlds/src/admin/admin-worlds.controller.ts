import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { adminWorldsMessages as m, type Caller, identityMessages } from '@simbiz/contracts';
import { Audited, CurrentCaller, Handles, type ReplyOf, type RequestOf, ServiceHandlers } from '@simbiz/service-kit';
import type { Kysely } from 'kysely';
import type { WorldsTables } from '../database/tables';
import { applyStageEvent } from '../stages/stages';
import { pauseWorld, resumeWorld } from '../stages/world-pause';
import { listAdminWorlds } from './admin-world-list';
import { licenseUsage } from './license-usage';
import { requireAdmin } from './require-admin';
import { archiveWorld, restoreWorld, worldStage } from './world-archive';

type Db = Kysely<WorldsTables>;

/**
 * The admin console's worlds (admin.worlds): every world of the installation, and the stage
 * actions a manager has, for an admin who need not be a member; archive and restore. Admins only.
 */
@Controller()
export class AdminWorldsController extends ServiceHandlers<WorldsTables> {
  @Handles(m.list)
  list(@Payload() input: RequestOf<typeof m.list>, @CurrentCaller() caller: Caller): Promise<ReplyOf<typeof m.list>> {
    requireAdmin(caller);
    return listAdminWorlds(this.db, this.services, input);
  }

  @Audited(m.pause, 'admin.world.pause')
  async pause(db: Db, caller: Caller, input: RequestOf<typeof m.pause>) {
    requireAdmin(caller);
    await pauseWorld(db, this.services, input.worldId);
    return worldStage(db, input.worldId);
  }

  @Audited(m.resume, 'admin.world.resume')
  async resume(db: Db, caller: Caller, input: RequestOf<typeof m.resume>) {
    requireAdmin(caller);
    await resumeWorld(db, this.services, input.worldId);
    return worldStage(db, input.worldId);
  }

  @Audited(m.retryRound, 'admin.round.retry')
  async retryRound(db: Db, caller: Caller, input: RequestOf<typeof m.retryRound>) {
    requireAdmin(caller);
    await applyStageEvent(db, this.services, input.worldId, { kind: 'retry' });
    return worldStage(db, input.worldId);
  }

  @Audited(m.archive, 'admin.world.archive')
  archive(db: Db, caller: Caller, input: RequestOf<typeof m.archive>) {
    requireAdmin(caller);
    return archiveWorld(db, input.worldId);
  }

  @Audited(m.restore, 'admin.world.restore')
  async restore(db: Db, caller: Caller, input: RequestOf<typeof m.restore>) {
    requireAdmin(caller);
    const { simulations } = await this.services.call(identityMessages.limits, {});
    return restoreWorld(db, input.worldId, simulations);
  }

  @Handles(m.licenseUsage)
  licenseUsage(@CurrentCaller() caller: Caller): Promise<ReplyOf<typeof m.licenseUsage>> {
    requireAdmin(caller);
    return licenseUsage(this.db, this.services, caller);
  }
}
