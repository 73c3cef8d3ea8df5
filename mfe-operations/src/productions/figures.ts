import styled from 'styled-components';

/** Label-and-figure pairs that wrap into as many columns as the width holds (one on a narrow phone). */
export const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(11rem, 1fr));
  gap: 0.5rem 1rem;
  margin: 0 0 0.8rem;
  dt {
    font-size: 0.85rem;
    color: ${({ theme }) => theme.textMuted};
  }
  dd {
    margin: 0;
    font-weight: 600;
    font-variant-numeric: tabular-nums;
  }
`;
