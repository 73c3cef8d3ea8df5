import { type AuditEntry, errorEntry } from '@simbiz/contracts';
import { Badge, Table, useSmallScreen, useT } from '@simbiz/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { RecordCards } from '../common/record-table';
import { Code } from './record-parts';
import { formatLogTime } from './record-format';

/** A second, smaller line in a cell (an email under a name, a code's meaning under it). */
const Secondary = styled.div`
  font-size: 0.8rem;
  color: ${({ theme }) => theme.textMuted};
  white-space: normal;
  max-width: 22rem;
`;

/** A response code's text from the catalogue, with its parameters (unknown here) shown as "…"; null when it has none. */
export function useCodeText(): (code: number) => string | null {
  const { t, language } = useT('errors');
  return (code) => {
    const entry = errorEntry(code);
    if (!entry) return null;
    const text = t(entry.key, { lng: language, defaultValue: '' });
    return text ? text.replace(/\{\w+\}/g, '…') : null;
  };
}

/** How a call ended: success, or the failure's code, marked in words and colour, with the code's meaning below when the catalogue has one. */
function Result({ code }: { code: number }) {
  const { t } = useT('admin');
  const codeText = useCodeText();
  const meaning = code === 0 ? null : codeText(code);
  return (
    <>
      <Badge $variant={code === 0 ? 'success' : 'danger'}>{code === 0 ? t('logs.resultSuccess') : t('logs.resultFailure', { code })}</Badge>
      {meaning ? <Secondary>{meaning}</Secondary> : null}
    </>
  );
}

/** An entry's cells, by column, the same on a table row and on a phone's card. */
function useEntryCells(): (entry: AuditEntry) => Record<'at' | 'who' | 'service' | 'action' | 'world', ReactNode> {
  const { t, language } = useT('admin');
  return (entry) => ({
    at: <time dateTime={entry.at}>{formatLogTime(entry.at, language)}</time>,
    who: (
      <>
        {entry.userName ?? entry.userEmail ?? (entry.userId ? <Code>{entry.userId}</Code> : t('logs.system'))}
        {entry.userName && entry.userEmail ? <Secondary>{entry.userEmail}</Secondary> : null}
      </>
    ),
    service: t(`logs.service.${entry.service}`, { defaultValue: entry.service }),
    action: <Code>{entry.action}</Code>,
    world: entry.worldName ?? (entry.worldId ? <Code>{entry.worldId}</Code> : t('logs.noWorld')),
  });
}

const COLUMNS = ['at', 'who', 'service', 'action', 'world'] as const;

/**
 * The log's entries, newest first: when, who, which service and action, in which world, and how
 * it ended. On a phone each entry is a card titled by its action, so nothing needs a sideways scroll.
 */
export function AuditLogTable({ entries }: { entries: readonly AuditEntry[] }) {
  const { t } = useT('admin');
  const small = useSmallScreen();
  const cellsOf = useEntryCells();
  if (small)
    return (
      <RecordCards aria-label={t('logs.title')}>
        {entries.map((entry) => {
          const cells = cellsOf(entry);
          return (
            <li key={entry.id} data-testid="audit-entry">
              <h2>{cells.action}</h2>
              <dl>
                {COLUMNS.filter((column) => column !== 'action').map((column) => (
                  <div key={column} style={{ display: 'contents' }}>
                    <dt>{t(`logs.column.${column}`)}</dt>
                    <dd>{cells[column]}</dd>
                  </div>
                ))}
                <dt>{t('logs.column.result')}</dt>
                <dd data-testid="audit-result" data-code={entry.resultCode}>
                  <Result code={entry.resultCode} />
                </dd>
              </dl>
            </li>
          );
        })}
      </RecordCards>
    );
  return (
    <Table aria-label={t('logs.title')}>
      <thead>
        <tr>
          {COLUMNS.map((column) => (
            <th key={column} scope="col">
              {t(`logs.column.${column}`)}
            </th>
          ))}
          <th scope="col">{t('logs.column.result')}</th>
        </tr>
      </thead>
      <tbody>
        {entries.map((entry) => {
          const cells = cellsOf(entry);
          return (
            <tr key={entry.id} data-testid="audit-entry">
              {COLUMNS.map((column) => (
                <td key={column}>{cells[column]}</td>
              ))}
              <td data-testid="audit-result" data-code={entry.resultCode}>
                <Result code={entry.resultCode} />
              </td>
            </tr>
          );
        })}
      </tbody>
    </Table>
  );
}
