import { useT } from '@simbiz/ui';
import styled from 'styled-components';
import { VisuallyHidden } from './visually-hidden';

type Way = 'up' | 'down' | 'same' | 'first';

const Shown = styled.span<{ $way: Way }>`
  white-space: nowrap;
  font-weight: ${({ $way }) => ($way === 'up' || $way === 'down' ? 600 : 400)};
  color: ${({ theme, $way }) => ($way === 'up' ? theme.variants.success.softText : $way === 'down' ? theme.variants.danger.softText : theme.textMuted)};
`;

/** A movement in signs: ▲2, ▼1, and – when the place did not change or is the first one. */
export function movementSigns(movement: number | null): { way: Way; signs: string } {
  if (movement === null) return { way: 'first', signs: '–' };
  if (movement > 0) return { way: 'up', signs: `▲${movement}` };
  if (movement < 0) return { way: 'down', signs: `▼${-movement}` };
  return { way: 'same', signs: '–' };
}

/**
 * Places gained or lost since the round before: arrows and a number for the eye (green up, red
 * down), the same in words for assistive technology and as a tooltip ("up 2 places").
 */
export function Movement({ movement }: { movement: number | null }) {
  const { t } = useT('achievements');
  const { way, signs } = movementSigns(movement);
  const count = Math.abs(movement ?? 0);
  const words = way === 'up' || way === 'down' ? t(`movement.${way}`, { count }) : t(`movement.${way}`);
  return (
    <Shown $way={way} title={words}>
      <span aria-hidden="true">{signs}</span>
      <VisuallyHidden>{words}</VisuallyHidden>
    </Shown>
  );
}
