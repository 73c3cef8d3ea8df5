import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { DATABASE, ensureRoundStream, LOGGER, REQUESTER, type Requester, type ServiceLogger } from '@simbiz/service-kit';
import type { Kysely } from 'kysely';
import type { WorldsTables } from '../database/tables';
import { advanceDueWorlds, announceClosedRounds } from './stages';

/** How often the clock looks for worlds to start and rounds to close (WORLDS_TICK_MS, default 5 s). */
export function tickMs(env: NodeJS.ProcessEnv = process.env): number {
  const value = Number(env['WORLDS_TICK_MS'] || 5_000);
  return Number.isFinite(value) && value >= 50 ? value : 5_000;
}

/** Runs advanceDueWorlds every tick, one tick at a time, from start-up until shutdown. */
@Injectable()
export class StageClock implements OnApplicationBootstrap, OnApplicationShutdown {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> = Promise.resolve();

  constructor(
    @Inject(DATABASE) private readonly db: Kysely<WorldsTables>,
    @Inject(REQUESTER) private readonly events: Requester,
    @Inject(LOGGER) private readonly logger: ServiceLogger,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await ensureRoundStream(this.events.connection, this.events.subjectPrefix);
    this.timer = setInterval(() => this.tick(), tickMs());
    this.tick();
  }

  private tick(): void {
    this.running = this.running.then(async () => {
      try {
        const moved = await advanceDueWorlds(this.db, this.events);
        if (moved.length > 0) this.logger.info({ moved }, 'worlds moved on by the clock');
        const announced = await announceClosedRounds(this.db, this.events);
        if (announced.length > 0) this.logger.warn({ announced }, 'closed rounds announced to the engine again');
      } catch (error) {
        this.logger.error({ err: error }, 'the stage clock failed; it tries again next tick');
      }
    });
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }
}
