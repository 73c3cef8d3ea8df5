import { adminScreenplaysMessages, worldsMessages } from '@simbiz/contracts';
import { type Screenplay, screenplaySchema, shippedScreenplay } from '@simbiz/engine';
import type { Requester } from '../nats/requester';

/** Kept by world and by imported screenplay: neither changes once a world plays it. */
const byWorld = new Map<string, Screenplay>();
const imported = new Map<string, Screenplay>();
const KEPT_MAX = 10_000;

function keep<T>(map: Map<string, T>, key: string, value: T): T {
  if (map.size >= KEPT_MAX) map.clear();
  map.set(key, value);
  return value;
}

/**
 * The screenplay a world plays, by its id: a shipped one, or an imported one asked of worlds once
 * and kept. Only for the id of a world's screenplay (from worlds' roundPlan): worlds refuses to
 * replace or remove an imported screenplay a world plays, so keeping it is safe; an unused one
 * may still change.
 */
export async function playedScreenplay(services: Requester, screenplayId: string): Promise<Screenplay> {
  const known = shippedScreenplay(screenplayId) ?? imported.get(screenplayId);
  if (known) return known;
  const { document } = await services.call(adminScreenplaysMessages.document, { screenplayId });
  return keep(imported, screenplayId, screenplaySchema.parse(document));
}

/** The screenplay a world plays, asked of worlds once per world (it never changes) and kept. */
export async function worldScreenplay(services: Requester, worldId: string): Promise<Screenplay> {
  const cached = byWorld.get(worldId);
  if (cached) return cached;
  const { screenplayId } = await services.call(worldsMessages.roundPlan, { worldId });
  return keep(byWorld, worldId, await playedScreenplay(services, screenplayId));
}
