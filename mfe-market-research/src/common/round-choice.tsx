import { FieldLabel, Select, useT } from '@simbiz/ui';

/** Which round a page of the area shows: the one being decided, or an earlier one. */
export function RoundChoice({ rounds, round, onChoose }: { rounds: readonly number[]; round: number; onChoose: (round: number) => void }) {
  const { t } = useT('marketResearch');
  if (rounds.length < 2) return null;
  return (
    <div style={{ maxWidth: '16rem', marginBottom: '1rem' }}>
      <FieldLabel htmlFor="market-research-round">{t('roundChoice')}</FieldLabel>
      <Select id="market-research-round" value={round} onChange={(e) => onChoose(Number(e.target.value))}>
        {[...rounds].reverse().map((r) => (
          <option key={r} value={r}>
            {t('newsFlash.round', { round: r })}
          </option>
        ))}
      </Select>
    </div>
  );
}
