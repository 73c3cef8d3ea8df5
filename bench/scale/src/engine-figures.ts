import { financeMessages, ROUND_CONSUMER, roundStreamName } from '@simbiz/contracts';
import type { Requester } from '@simbiz/service-kit';
import { as } from '@simbiz/testing';
import type { Client } from 'pg';
import { metricOf, type Replica } from './replicas';
import type { WorldSetUp } from './set-up';

const STAGES = ['gather', 'resolve', 'analyses', 'handOut', 'report'] as const;
const HISTOGRAM = 'simbiz_round_stage_duration_seconds';

/**
 * How the engine's replicas shared the rounds, from three sides: the rounds stored (with the time
 * resolveRound itself took), JetStream's count of closed rounds announced and delivered (more
 * deliveries than announcements: a round handed to a second replica), and each replica's own
 * count of rounds resolved (its round-step histogram, when its /metrics has one), with the time
 * all replicas spent in each step of a round, summed over the rounds.
 */
export async function engineFigures(db: Client, api: Requester, engines: readonly Replica[], round: number) {
  const stored = await db.query<{ rounds: string; total: number | null; max: number | null }>(
    'select count(*) as rounds, sum(engine_ms)::float as total, max(engine_ms)::float as max from simulation_engine.resolution where round = $1',
    [round],
  );
  const row = stored.rows[0];
  const jsm = await api.connection.jetstreamManager();
  const stream = roundStreamName(api.subjectPrefix);
  const [streamInfo, consumer] = await Promise.all([jsm.streams.info(stream), jsm.consumers.info(stream, ROUND_CONSUMER)]);
  const byReplica: Record<string, number | null> = {};
  for (const engine of engines) byReplica[engine.label] = await metricOf(engine, `${HISTOGRAM}_count`, 'stage="resolve"');
  const stageSeconds: Record<string, number | null> = {};
  for (const stage of STAGES) {
    const sums = await Promise.all(engines.map((engine) => metricOf(engine, `${HISTOGRAM}_sum`, `stage="${stage}"`)));
    stageSeconds[stage] = sums.every((s) => s === null) ? null : Math.round(sums.reduce<number>((a, b) => a + (b ?? 0), 0) * 100) / 100;
  }
  return {
    roundsStored: Number(row?.rounds ?? 0),
    resolveRoundMsTotal: Math.round(row?.total ?? 0),
    resolveRoundMsMax: Math.round(row?.max ?? 0),
    announced: streamInfo.state.last_seq,
    deliveries: consumer.delivered.consumer_seq,
    redelivered: consumer.num_redelivered,
    resolvedByReplica: byReplica,
    stageSeconds,
  };
}

/** Units each world's first company sold in the round, from its statements (read as its player); 0 for a world that sold none. */
export async function unitsSold(api: Requester, worlds: readonly WorldSetUp[], round: number): Promise<number[]> {
  return Promise.all(
    worlds.map(async (world) => {
      const statements = await api.call(financeMessages.statements, { worldId: world.worldId }, as(world.players[0]?.person));
      return (statements.find((s) => s.round === round)?.revenueByModel ?? []).reduce((sum, m) => sum + m.units, 0);
    }),
  );
}
