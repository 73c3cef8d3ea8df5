import { Table } from '@simbiz/ui';
import styled from 'styled-components';

/**
 * A table of achievements whose own row (`data-own`) stands out: a tinted background, with the
 * badge in the row saying it in words too. Names wrap on a phone; figures keep to one line.
 */
export const RankedTable = styled(Table).attrs({ wrapOnPhone: true })`
  tbody tr[data-own] > * {
    background: ${({ theme }) => theme.variants.primary.soft};
    color: ${({ theme }) => theme.variants.primary.softText};
  }
  td[data-figure] {
    white-space: nowrap;
    font-variant-numeric: tabular-nums;
  }
  caption {
    text-align: left;
    font-weight: 600;
    padding: 0 0 0.4rem;
  }
`;
