import { API, type AnalysisRound, type CompanyAnalyses } from '@simbiz/contracts';
import { FieldLabel, Select, useT } from '@simbiz/ui';
import { useRead } from '@simbiz/web-kit';
import { useState } from 'react';

/** The company's sales of every resolved round (the analyses' sales view), null while it loads. */
export function useSalesResults(worldId: string): CompanyAnalyses | null {
  const [results] = useRead<CompanyAnalyses>(
    (client, done) => void client.call({ route: API.analyses.read, data: { worldId, view: 'sales' }, success: done }),
    worldId,
  );
  return results;
}

/** The resolved round a tab shows: the last one until the user picks another; null before any round is resolved. */
export function useOrdersRound(results: CompanyAnalyses | null): [AnalysisRound | null, (round: number) => void] {
  const [picked, pick] = useState<number | null>(null);
  const rounds = results?.rounds ?? [];
  return [rounds.find((r) => r.round === picked) ?? rounds[rounds.length - 1] ?? null, pick];
}

/** The choice of a resolved round, newest first. */
export function OrdersRoundChoice({ id, results, round, pick }: { id: string; results: CompanyAnalyses; round: number; pick: (round: number) => void }) {
  const { t } = useT('operations');
  return (
    <div>
      <FieldLabel htmlFor={id}>{t('storeOrders.round')}</FieldLabel>
      <Select id={id} value={round} onChange={(e) => pick(Number(e.target.value))}>
        {[...results.rounds].reverse().map((r) => (
          <option key={r.round} value={r.round}>
            {t('round', { round: r.round })}
          </option>
        ))}
      </Select>
    </div>
  );
}
