import { type LoadedWorld, useParams, useWorld, type WorldFacts, type WorldFlags, worldFlags } from '@simbiz/web-kit';

export interface CurrentWorld {
  worldId: string;
  world: LoadedWorld;
  details: WorldFacts & { name?: string };
  flags: WorldFlags;
}

/** The world of the route as the shell loaded it; null until its details are in. */
export function useCurrentWorld(): CurrentWorld | null {
  const { worldId = '' } = useParams();
  const world = useWorld();
  if (!world || world.worldId !== worldId || !world.details) return null;
  return { worldId, world, details: world.details, flags: worldFlags(world.details) };
}
