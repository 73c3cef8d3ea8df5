import { WORLD_STATUS, worldChangedEvent, worldsMessages } from '@simbiz/contracts';
import type { Requester } from '@simbiz/service-kit';

/**
 * Waits until every world has its round `round + 1` open (running) and says when each did (ms
 * since the epoch). Each world is asked for its round plan when the worlds service says it
 * changed, and every 2 s in case an event went by unheard, so the watch adds little load of its
 * own while the worlds close.
 */
export async function whenRoundsOpen(api: Requester, worldIds: readonly string[], round: number, timeoutMs: number): Promise<Map<string, number>> {
  const opened = new Map<string, number>();
  const asking = new Set<string>();
  // Worlds that changed while being asked: their answer may predate the change, so they are asked again.
  const again = new Set<string>();
  let done: () => void = () => undefined;
  const all = new Promise<void>((resolve) => (done = resolve));
  const check = async (worldId: string) => {
    if (opened.has(worldId) || !worldIds.includes(worldId)) return;
    if (asking.has(worldId)) return void again.add(worldId);
    asking.add(worldId);
    try {
      const plan = await api.call(worldsMessages.roundPlan, { worldId });
      if (plan.status === WORLD_STATUS.running && plan.currentRound === round + 1) opened.set(worldId, Date.now());
      if (opened.size === worldIds.length) done();
    } catch {
      // Asked again on the next event or sweep.
    } finally {
      asking.delete(worldId);
      if (again.delete(worldId)) void check(worldId);
    }
  };
  const changed = worldChangedEvent('worlds');
  const stopListening = api.listen(changed.subject, changed.payload, ({ worldId }) => void check(worldId));
  const sweep = setInterval(() => worldIds.forEach((id) => void check(id)), 2_000);
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      all,
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`${worldIds.length - opened.size} worlds did not open round ${round + 1}`)), timeoutMs);
      }),
    ]);
    return opened;
  } finally {
    stopListening();
    clearInterval(sweep);
    clearTimeout(timer);
  }
}
