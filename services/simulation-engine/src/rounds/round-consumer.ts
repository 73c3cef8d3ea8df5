import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { DomainError, ErrorCode, ROUND_CONSUMER, roundClosedEvent, worldsMessages } from '@simbiz/contracts';
import { context, SpanKind } from '@opentelemetry/api';
import {
  DATABASE,
  ensureRoundStream,
  extractTraceContext,
  inSpan,
  LOGGER,
  REQUESTER,
  type Requester,
  type ServiceLogger,
  ServiceUnreachableError,
} from '@simbiz/service-kit';
import type { Kysely } from 'kysely';
import { AckPolicy, type ConsumerMessages, type JsMsg, nanos } from 'nats';
import type { EngineTables } from '../database/tables';
import { resolveClosedRound } from './resolve-closed-round';
import { RoundMetrics } from './round-metrics';

/** How long a round may be in hand before JetStream gives it to another replica (ENGINE_ACK_WAIT_MS). */
export function ackWaitMs(env: NodeJS.ProcessEnv = process.env): number {
  const value = Number(env['ENGINE_ACK_WAIT_MS'] || 60_000);
  return Number.isFinite(value) && value >= 500 ? value : 60_000;
}

/** The round a message on the stream names, or null when it is not a closed round (it is dropped). */
export function closedRoundOf(data: unknown): { worldId: string; round: number; rerun?: boolean } | null {
  const parsed = roundClosedEvent.payload.safeParse(data);
  return parsed.success ? parsed.data : null;
}

/** The message's JSON, or undefined when its bytes are not JSON (then it names no round either). */
function jsonOf(msg: JsMsg): unknown {
  try {
    return msg.json();
  } catch {
    return undefined;
  }
}

/** A service that does not answer is waited for this many deliveries before the round fails. */
const MAX_UNREACHABLE_DELIVERIES = 10;

/**
 * The engine's durable consumer of closed rounds (JetStream work queue, explicit acks): one round
 * at a time per replica; a round is acknowledged only once resolved, skipped or reported as
 * failed, so a crash in the middle leaves it to be delivered again.
 */
@Injectable()
export class RoundConsumer implements OnApplicationBootstrap, OnApplicationShutdown {
  private messages: ConsumerMessages | undefined;
  private loop: Promise<void> = Promise.resolve();

  constructor(
    @Inject(DATABASE) private readonly db: Kysely<EngineTables>,
    @Inject(REQUESTER) private readonly services: Requester,
    @Inject(LOGGER) private readonly logger: ServiceLogger,
    @Inject(RoundMetrics) private readonly metrics: RoundMetrics,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const nc = this.services.connection;
    const stream = await ensureRoundStream(nc, this.services.subjectPrefix);
    const jsm = await nc.jetstreamManager();
    const config = { durable_name: ROUND_CONSUMER, ack_policy: AckPolicy.Explicit, ack_wait: nanos(ackWaitMs()), max_deliver: -1 };
    await jsm.consumers.add(stream, config).catch(() => jsm.consumers.update(stream, ROUND_CONSUMER, { ack_wait: config.ack_wait }));
    this.metrics.watchConsumer(jsm, stream);
    const consumer = await nc.jetstream().consumers.get(stream, ROUND_CONSUMER);
    this.messages = await consumer.consume({ max_messages: 1 });
    const messages = this.messages;
    this.loop = (async () => {
      for await (const msg of messages) {
        // Whatever one message does, the next is taken: a round this replica could not settle is
        // delivered again once its ack wait runs out.
        await this.take(msg).catch((error: unknown) => this.logger.error({ subject: msg.subject, err: error }, 'a closed round could not be taken'));
      }
    })();
  }

  /** A round continues the trace of whoever closed it (the context came in the message's headers). */
  private take(msg: JsMsg): Promise<void> {
    return context.with(extractTraceContext(msg.headers), () => inSpan('round resolution', () => this.resolve(msg), SpanKind.CONSUMER));
  }

  private async resolve(msg: JsMsg): Promise<void> {
    const closed = closedRoundOf(jsonOf(msg));
    if (!closed) return msg.term();
    const { worldId, round, rerun } = closed;
    const heartbeat = setInterval(() => msg.working(), ackWaitMs() / 3);
    try {
      const outcome = await resolveClosedRound(
        {
          db: this.db,
          services: this.services,
          stepDelayMs: Number(process.env['ENGINE_STEP_DELAY_MS'] || 0),
          observeStage: this.metrics.observeStage,
        },
        worldId,
        round,
        rerun ?? false,
      );
      this.logger.info({ worldId, round, outcome }, 'closed round taken');
      msg.ack();
    } catch (error) {
      await this.failed(msg, worldId, round, error);
    } finally {
      clearInterval(heartbeat);
    }
  }

  /** A service out of reach is waited for; any other failure is reported to the managers. */
  private async failed(msg: JsMsg, worldId: string, round: number, error: unknown): Promise<void> {
    if (error instanceof ServiceUnreachableError && msg.info.redeliveryCount < MAX_UNREACHABLE_DELIVERIES) {
      this.logger.warn({ worldId, round, err: error }, 'a service is out of reach; the round is tried again shortly');
      return msg.nak(5_000);
    }
    if (error instanceof DomainError && error.code === ErrorCode.roundNotLatest) {
      // The world refused the report: it has moved on (another replica finished, or a manager acted).
      this.logger.warn({ worldId, round, code: error.code }, 'the world no longer waits for this round');
      return msg.ack();
    }
    this.logger.error({ worldId, round, err: error }, 'the round could not be resolved');
    try {
      await this.services.call(worldsMessages.evaluationFailed, { worldId, round, reason: String((error as Error)?.message ?? error).slice(0, 2_000) });
      msg.ack();
    } catch (reportError) {
      if (reportError instanceof DomainError) {
        // worlds answered and refused the report (no such world, a round it is not waiting for):
        // delivering the round again could only fail again, for ever.
        this.logger.error({ worldId, round, code: reportError.code }, 'worlds refused the failure report; the round is dropped');
        return msg.ack();
      }
      this.logger.error({ worldId, round, err: reportError }, 'the failure could not be reported; the round is tried again');
      msg.nak(5_000);
    }
  }

  async onApplicationShutdown(): Promise<void> {
    await this.messages?.close();
    await this.loop;
  }
}
