import { Controller, Inject, type Type } from '@nestjs/common';
import { type HealthReply, type ServiceName, healthMessage } from '@simbiz/contracts';
import type { Kysely } from 'kysely';
import { Handles } from '../handlers/handles.decorator';
import { DATABASE } from '../bootstrap/tokens';
import { databaseAnswers } from './database-answers';

/** Builds the controller that answers `<service>.health.check` for one service. */
export function healthControllerFor(service: ServiceName): Type<unknown> {
  const started = Date.now();

  @Controller()
  class HealthController {
    constructor(@Inject(DATABASE) private readonly db: Kysely<unknown> | null) {}

    @Handles(healthMessage(service))
    async check(): Promise<HealthReply> {
      const database = this.db ? ((await databaseAnswers(this.db)) ? 'ok' : 'down') : 'none';
      return {
        service,
        status: database === 'down' ? 'degraded' : 'ok',
        database,
        uptimeSeconds: Math.round((Date.now() - started) / 1000),
      };
    }
  }
  return HealthController;
}
