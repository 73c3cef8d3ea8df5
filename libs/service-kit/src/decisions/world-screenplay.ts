import { worldsMessages } from '@simbiz/contracts';
import { type Screenplay, SHIPPED_SCREENPLAYS, type ShippedScreenplayId } from '@simbiz/engine';
import type { Requester } from '../nats/requester';

const known = new Map<string, Screenplay>();

/** The screenplay a world plays, asked of worlds once per world (it never changes) and kept. */
export async function worldScreenplay(services: Requester, worldId: string): Promise<Screenplay> {
  const cached = known.get(worldId);
  if (cached) return cached;
  const { screenplayId } = await services.call(worldsMessages.roundPlan, { worldId });
  const screenplay = SHIPPED_SCREENPLAYS[screenplayId as ShippedScreenplayId];
  if (!screenplay) throw new Error(`screenplay ${screenplayId} is not shipped`);
  if (known.size > 10_000) known.clear();
  known.set(worldId, screenplay);
  return screenplay;
}
