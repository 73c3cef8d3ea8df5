import { thinkMs, worldHomeReads } from './read-plan';
import type { ReadAnswer, StudentClient } from './student-client';
import type { TimedRead } from './summary';

/** A signed-in student reading the home page of their world. */
export interface Reader {
  client: StudentClient;
  worldId: string;
}

/** Why a read counts as an error, or null when the service answered with code 0. */
export function errorOf(answer: ReadAnswer): string | null {
  if (answer.status !== 200) return `http${answer.status}`;
  if (!answer.envelope) return 'noEnvelope';
  return answer.envelope.code === 0 ? null : `code${answer.envelope.code}`;
}

/** The round the world's details name (their currentRoundId), or null. */
function roundOf(answer: ReadAnswer): number | null {
  const id = (answer.envelope?.data as { currentRoundId?: unknown } | undefined)?.currentRoundId;
  return typeof id === 'string' && /^\d+$/.test(id) ? Number(id) : null;
}

const now = () => performance.timeOrigin + performance.now();

/**
 * Every reader goes through their world home's reads one at a time, pausing 1 to 2 s after each
 * (a closed loop: a slow answer delays the reader's next read, as it would a person), its requests
 * dealt to the gateways in turn (`sticky`: each reader keeps to one, as behind a load balancer with
 * session affinity). The round a page reads is the one the last details named. Each
 * read goes into `record`. The readers start spread over their first pause; `stop` ends every loop
 * after its read in flight and waits for them.
 */
export function startReading(readers: readonly Reader[], gateways: readonly URL[], record: TimedRead[], sticky = false): { stop: () => Promise<void> } {
  let stopped = false;
  let wake: () => void = () => undefined;
  const stopping = new Promise<void>((resolve) => (wake = resolve));
  const pause = (ms: number) => Promise.race([stopping, new Promise<void>((resolve) => setTimeout(resolve, ms).unref())]);
  const loops = readers.map(async ({ client, worldId }, index) => {
    await pause(thinkMs(Math.random()) - 1_000);
    let round: number | null = null;
    let sent = 0;
    while (!stopped) {
      for (const read of worldHomeReads(worldId, round)) {
        if (stopped) break;
        const gateway = gateways[(index + (sticky ? 0 : sent++)) % gateways.length];
        if (!gateway) throw new Error('no gateway to read from');
        const at = now();
        try {
          const answer = await client.read(gateway, read.path);
          record.push({ name: read.name, at, ms: now() - at, error: errorOf(answer) });
          if (read.name === 'details' && errorOf(answer) === null) round = roundOf(answer);
        } catch (error) {
          const timedOut = error instanceof Error && error.message === 'timeout';
          record.push({ name: read.name, at, ms: now() - at, error: timedOut ? 'timeout' : 'network' });
        }
        await pause(thinkMs(Math.random()));
      }
    }
  });
  return {
    stop: async () => {
      stopped = true;
      wake();
      await Promise.all(loops);
    },
  };
}
