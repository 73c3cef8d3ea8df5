import { media } from '@simbiz/ui';
import styled from 'styled-components';

/** Figures side by side, each a term and its value (a <dl>), as many per row as fit. */
export const StatGrid = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(10rem, 1fr));
  gap: 0.75rem;
  margin: 0;
  > div {
    padding: 0.7rem 0.85rem;
    border: 1px solid ${({ theme }) => theme.border};
    border-radius: 8px;
    background: ${({ theme }) => theme.surfaceRaised};
    min-width: 0;
  }
  dt {
    font-size: 0.85rem;
    color: ${({ theme }) => theme.textMuted};
    margin-bottom: 0.25rem;
  }
  dd {
    margin: 0;
    font-size: 1.45rem;
    font-weight: 700;
    overflow-wrap: anywhere;
  }
  dd small {
    display: block;
    font-size: 0.8rem;
    font-weight: 400;
    color: ${({ theme }) => theme.textMuted};
    margin-top: 0.2rem;
  }
  /* Two figures a row on a phone. */
  ${media.belowSm} {
    grid-template-columns: repeat(auto-fill, minmax(8.5rem, 1fr));
    gap: 0.5rem;
    > div {
      padding: 0.55rem 0.65rem;
    }
    dd {
      font-size: 1.25rem;
    }
  }
`;

/** Many small figures (the seven stages), narrower so they keep to one row on a wide screen. */
export const CompactStatGrid = styled(StatGrid)`
  grid-template-columns: repeat(auto-fill, minmax(7.5rem, 1fr));
  dd {
    font-size: 1.25rem;
  }
  ${media.belowSm} {
    grid-template-columns: repeat(auto-fill, minmax(8.5rem, 1fr));
  }
`;
