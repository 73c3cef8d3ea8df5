import { prefixedSubject, roundClosedEvent, roundStreamName } from '@simbiz/contracts';
import { type NatsConnection, nanos, RetentionPolicy, StorageType } from 'nats';

/**
 * Makes sure the JetStream stream of closed rounds exists (worlds publishes to it, the engine
 * consumes it). A work queue: a message is gone once the engine acknowledges it; kept a week at
 * most. Safe to call from every replica of both services.
 */
export async function ensureRoundStream(nc: NatsConnection, subjectPrefix?: string): Promise<string> {
  const jsm = await nc.jetstreamManager();
  const name = roundStreamName(subjectPrefix);
  const subjects = [prefixedSubject(subjectPrefix, roundClosedEvent.subject)];
  try {
    await jsm.streams.info(name);
  } catch {
    try {
      await jsm.streams.add({ name, subjects, retention: RetentionPolicy.Workqueue, storage: StorageType.File, max_age: nanos(7 * 24 * 3_600_000) });
    } catch (error) {
      // Another replica created it at the same moment.
      await jsm.streams.info(name).catch(() => Promise.reject(error));
    }
  }
  return name;
}
