import styled from 'styled-components';

/** A table cell holding money: on one line (a negative amount never breaks after its sign), right-aligned, even where the table's other cells wrap on a phone. */
export const Amount = styled.td`
  && {
    white-space: nowrap;
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
`;
