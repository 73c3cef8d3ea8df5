import { API, type MarketSegments } from '@simbiz/contracts';
import { useParams, useRead } from '@simbiz/web-kit';
import { useState } from 'react';

/** The segments of every round so far, and which round the page shows (the one being decided unless chosen). */
export function useSegments() {
  const { worldId = '' } = useParams();
  const [data] = useRead<MarketSegments>((client, done) => void client.call({ route: API.engine.marketSegments, data: { worldId }, success: done }), worldId);
  const [chosen, choose] = useState<number | null>(null);
  const round = chosen ?? data?.currentRound ?? null;
  const shown = data?.rounds.find((r) => r.round === round) ?? null;
  const previous = data?.rounds.find((r) => r.round === (round ?? 0) - 1) ?? null;
  return { data, round, shown, previous, choose };
}
