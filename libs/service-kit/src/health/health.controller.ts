import { Controller, Inject, type Type } from '@nestjs/common';
import { type HealthReply, type ServiceName, healthMessage } from '@simbiz/contracts';
import { type Kysely, sql } from 'kysely';
import { Handles } from '../handlers/handles.decorator';
import { DATABASE } from '../bootstrap/tokens';

/** Builds the controller that answers `<service>.health.check` for one service. */
export function healthControllerFor(service: ServiceName): Type<unknown> {
  const started = Date.now();

  @Controller()
  class HealthController {
    constructor(@Inject(DATABASE) private readonly db: Kysely<unknown> | null) {}

    @Handles(healthMessage(service))
    async check(): Promise<HealthReply> {
      const database = this.db ? await this.probeDatabase(this.db) : 'none';
      return {
        service,
        status: database === 'down' ? 'degraded' : 'ok',
        database,
        uptimeSeconds: Math.round((Date.now() - started) / 1000),
      };
    }

    private async probeDatabase(db: Kysely<unknown>): Promise<'ok' | 'down'> {
      try {
        await sql`select 1`.execute(db);
        return 'ok';
      } catch {
        return 'down';
      }
    }
  }
  return HealthController;
}
