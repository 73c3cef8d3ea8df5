import type { AnalysisRound, CompanyAnalyses } from '@simbiz/contracts';
import { FieldLabel, Select, useT } from '@simbiz/ui';
import { useState } from 'react';

/**
 * The resolved round whose results a tab shows: the last one until the user picks another. Null
 * while the results load and before any round is resolved.
 */
export function useResultsRound(results: CompanyAnalyses | null): [AnalysisRound | null, (round: number) => void] {
  const [picked, pick] = useState<number | null>(null);
  const rounds = results?.rounds ?? [];
  return [rounds.find((r) => r.round === picked) ?? rounds[rounds.length - 1] ?? null, pick];
}

/** The choice of a resolved round, newest first, under the tab's own label. */
export function ResultsRoundChoice({
  id,
  label,
  results,
  round,
  pick,
}: {
  id: string;
  label: string;
  results: CompanyAnalyses;
  round: number;
  pick: (round: number) => void;
}) {
  const { t } = useT('operations');
  return (
    <>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <Select id={id} value={round} onChange={(e) => pick(Number(e.target.value))}>
        {[...results.rounds].reverse().map((r) => (
          <option key={r.round} value={r.round}>
            {t('round', { round: r.round })}
          </option>
        ))}
      </Select>
    </>
  );
}
