import { API, type Achievements } from '@simbiz/contracts';
import { useApi } from '@simbiz/web-kit';
import { useEffect, useState } from 'react';

/**
 * The world's scores and rankings, read again when the world moves on (a round resolved, the world
 * completed); a manager's change (weights, a grade) answers with the whole of them, which `show`
 * puts on the page. Null until they are in.
 */
export function useAchievements(worldId: string | undefined, moment: string): [Achievements | null, (next: Achievements) => void] {
  const reader = useApi();
  const [achievements, show] = useState<Achievements | null>(null);
  useEffect(() => {
    if (worldId) void reader.call({ route: API.achievements.get, data: { worldId }, success: show });
  }, [reader, worldId, moment]);
  return [achievements, show];
}
