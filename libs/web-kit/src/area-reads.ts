/**
 * Reads the areas share. Areas import this from '@simbiz/web-kit/src/area-reads': it holds the
 * contracts' route table, which the shared web-kit the shell loads at start does without. It may
 * import only contracts, React and types, never web-kit's own modules (which would be copied).
 */
import { WORLDS_API } from '@simbiz/contracts';
import { useEffect, useState } from 'react';
import type { ApiClient } from './api-client';
import type { WorldResources } from './world-resources';

/** The world's resources, read with `api` (a client of the caller's own); null until they are in. */
export function useWorldResources(api: ApiClient, worldId: string): WorldResources | null {
  const [resources, setResources] = useState<WorldResources | null>(null);
  useEffect(() => {
    if (worldId) void api.call({ route: WORLDS_API.resources, data: { worldId }, success: setResources });
  }, [api, worldId]);
  return resources;
}
