import { FieldLabel, Select, useT } from '@simbiz/ui';
import { useId } from 'react';
import styled from 'styled-components';
import type { RoundChoice } from './rankings';

const Box = styled.div`
  max-width: 16rem;
`;

/** Which round a table shows: 'Overall' (when offered) and each resolved round, the latest first. */
export function RoundSelect({ choices, round, onChoose }: { choices: readonly RoundChoice[]; round: RoundChoice; onChoose: (round: RoundChoice) => void }) {
  const { t } = useT('achievements');
  const id = useId();
  return (
    <Box>
      <FieldLabel htmlFor={id}>{t('roundChoice')}</FieldLabel>
      <Select id={id} value={String(round)} onChange={(e) => onChoose(e.target.value === 'overall' ? 'overall' : Number(e.target.value))}>
        {choices.map((choice) => (
          <option key={choice} value={String(choice)}>
            {choice === 'overall' ? t('overall') : t('roundN', { round: choice })}
          </option>
        ))}
      </Select>
    </Box>
  );
}
