import type { DashboardHealth } from '@simbiz/contracts';
import type { Requester } from '@simbiz/service-kit';
import { HEALTH_TIMEOUT_MS } from './services-health';

type JetStreamBacklog = DashboardHealth['jetstream'];
type Connection = Requester['connection'];

/**
 * Each durable consumer's backlog on the installation's JetStream streams: messages not yet
 * delivered and delivered but not acknowledged (a growing backlog on the rounds stream means the
 * engine is behind). With a subject prefix (several installations on one NATS), only the streams
 * whose subjects all carry it. Unavailable when JetStream does not answer within the time.
 */
export async function jetstreamBacklog(nc: Connection, subjectPrefix: string | undefined, timeoutMs = HEALTH_TIMEOUT_MS): Promise<JetStreamBacklog> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('JetStream did not answer in time')), timeoutMs);
  });
  try {
    return await Promise.race([readBacklog(nc, subjectPrefix, timeoutMs), late]);
  } catch {
    return { available: false, consumers: [] };
  } finally {
    clearTimeout(timer);
  }
}

async function readBacklog(nc: Connection, subjectPrefix: string | undefined, timeoutMs: number): Promise<JetStreamBacklog> {
  const jsm = await nc.jetstreamManager({ timeout: timeoutMs });
  const ours = (subjects: readonly string[]) => !subjectPrefix || (subjects.length > 0 && subjects.every((s) => s.startsWith(`${subjectPrefix}.`)));
  const consumers: JetStreamBacklog['consumers'] = [];
  for await (const stream of jsm.streams.list()) {
    if (!ours(stream.config.subjects ?? [])) continue;
    for await (const consumer of jsm.consumers.list(stream.config.name)) {
      if (!consumer.config.durable_name) continue;
      consumers.push({ stream: stream.config.name, consumer: consumer.name, pending: consumer.num_pending, ackPending: consumer.num_ack_pending });
    }
  }
  consumers.sort((a, b) => a.stream.localeCompare(b.stream) || a.consumer.localeCompare(b.consumer));
  return { available: true, consumers };
}
