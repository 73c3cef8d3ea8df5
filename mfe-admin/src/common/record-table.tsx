import { Table, useSmallScreen } from '@simbiz/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';

/** A column of a list: its heading and what each record shows in it. */
export interface RecordColumn<T> {
  key: string;
  label: string;
  cell: (record: T) => ReactNode;
}

/** Records as cards, one per record, for a phone: a title, then label and value pairs. */
export const RecordCards = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0.6rem;
  > li {
    padding: 0.7rem 0.8rem;
    border: 1px solid ${({ theme }) => theme.border};
    border-radius: 8px;
    background: ${({ theme }) => theme.surfaceRaised};
  }
  h2,
  h3,
  h4 {
    margin: 0 0 0.45rem;
    font-size: 1rem;
    overflow-wrap: anywhere;
  }
  dl {
    display: grid;
    grid-template-columns: max-content minmax(0, 1fr);
    gap: 0.25rem 0.8rem;
    margin: 0;
  }
  dt {
    color: ${({ theme }) => theme.textMuted};
    font-size: 0.85rem;
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

export const ActionRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.35rem;
`;

/**
 * Records as a table on a wide screen (the title a row header, the actions last), and on a phone
 * as cards, one per record, so a list of many columns never needs a sideways scroll there.
 */
export function RecordTable<T>({
  records,
  recordKey,
  titleLabel,
  title,
  columns,
  actionsLabel,
  actions,
  testId,
  headingLevel,
}: {
  records: readonly T[];
  recordKey: (record: T) => string;
  titleLabel: string;
  title: (record: T) => ReactNode;
  columns: readonly RecordColumn<T>[];
  actionsLabel?: string;
  actions?: (record: T) => ReactNode;
  testId: string;
  /** The level of a card's title on a phone: one below the heading the list is under. */
  headingLevel: 2 | 3 | 4;
}) {
  const small = useSmallScreen();
  const Heading = `h${headingLevel}` as const;
  if (small)
    return (
      <RecordCards data-testid={testId}>
        {records.map((record) => (
          <li key={recordKey(record)} data-testid={`${testId}-record`}>
            <Heading>{title(record)}</Heading>
            <dl>
              {columns.map((column) => (
                <div key={column.key} style={{ display: 'contents' }}>
                  <dt>{column.label}</dt>
                  <dd>{column.cell(record)}</dd>
                </div>
              ))}
            </dl>
            {actions ? <ActionRow style={{ marginTop: '0.6rem' }}>{actions(record)}</ActionRow> : null}
          </li>
        ))}
      </RecordCards>
    );
  return (
    <Table data-testid={testId}>
      <thead>
        <tr>
          <th scope="col">{titleLabel}</th>
          {columns.map((column) => (
            <th key={column.key} scope="col">
              {column.label}
            </th>
          ))}
          {actions ? <th scope="col">{actionsLabel}</th> : null}
        </tr>
      </thead>
      <tbody>
        {records.map((record) => (
          <tr key={recordKey(record)} data-testid={`${testId}-record`}>
            <th scope="row">{title(record)}</th>
            {columns.map((column) => (
              <td key={column.key}>{column.cell(record)}</td>
            ))}
            {actions ? (
              <td>
                <ActionRow>{actions(record)}</ActionRow>
              </td>
            ) : null}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
