import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { worldChangedEvent } from '@simbiz/contracts';
import { DATABASE, ensureRoundStream, LOGGER, REQUESTER, type Requester, type ServiceLogger } from '@simbiz/service-kit';
import type { Kysely } from 'kysely';
import type { WorldsTables } from '../database/tables';
import { advanceDueWorlds, announceClosedRounds, nextDueAt } from './stages';

/** How often the clock looks for worlds to start and rounds to close (WORLDS_TICK_MS, default 5 s). */
export function tickMs(env: NodeJS.ProcessEnv = process.env): number {
  const value = Number(env['WORLDS_TICK_MS'] || 5_000);
  return Number.isFinite(value) && value >= 50 ? value : 5_000;
}

/**
 * Runs advanceDueWorlds every tick, one run at a time, from start-up until shutdown. The tick is
 * the safety net (it survives restarts: everything due is in the database); between ticks the
 * clock also wakes at the exact moment the next start time or deadline falls, so a round closes
 * at its deadline rather than up to a tick later. It looks for that moment after every run and
 * whenever a world changes (a deadline moved, a world made or resumed), on every replica.
 */
@Injectable()
export class StageClock implements OnApplicationBootstrap, OnApplicationShutdown {
  private timer: NodeJS.Timeout | undefined;
  private wakeUp: NodeJS.Timeout | undefined;
  private stopListening: (() => void) | undefined;
  private running: Promise<unknown> = Promise.resolve();
  private planning = false;
  private stopped = false;

  constructor(
    @Inject(DATABASE) private readonly db: Kysely<WorldsTables>,
    @Inject(REQUESTER) private readonly events: Requester,
    @Inject(LOGGER) private readonly logger: ServiceLogger,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await ensureRoundStream(this.events.connection, this.events.subjectPrefix);
    const changed = worldChangedEvent('worlds');
    this.stopListening = this.events.listen(changed.subject, changed.payload, () => this.planWakeUp());
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
    this.planWakeUp();
  }

  /** Sets the one wake-up before the next tick, when something falls due before it (one plan at a time). */
  private planWakeUp(): void {
    if (this.planning || this.stopped) return;
    this.planning = true;
    this.running = this.running.then(async () => {
      this.planning = false;
      try {
        const at = await nextDueAt(this.db);
        const wait = at ? at.getTime() - Date.now() : Infinity;
        if (wait > tickMs() || this.stopped) return;
        clearTimeout(this.wakeUp);
        this.wakeUp = setTimeout(() => this.tick(), Math.max(0, wait) + 1);
      } catch (error) {
        this.logger.error({ err: error }, 'the stage clock could not look ahead; the next tick will');
      }
    });
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    this.stopListening?.();
    clearInterval(this.timer);
    clearTimeout(this.wakeUp);
    await this.running;
  }
}
