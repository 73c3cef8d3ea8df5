import { type AuditEntry, errorEntry } from '@simbiz/contracts';
import { Badge, Table, useT } from '@simbiz/ui';
import styled from 'styled-components';
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
function ResultCell({ code }: { code: number }) {
  const { t } = useT('admin');
  const codeText = useCodeText();
  const meaning = code === 0 ? null : codeText(code);
  return (
    <td data-testid="audit-result" data-code={code}>
      <Badge $variant={code === 0 ? 'success' : 'danger'}>{code === 0 ? t('logs.resultSuccess') : t('logs.resultFailure', { code })}</Badge>
      {meaning ? <Secondary>{meaning}</Secondary> : null}
    </td>
  );
}

/** The log's entries, newest first: when, who, which service and action, in which world, and how it ended. */
export function AuditLogTable({ entries }: { entries: readonly AuditEntry[] }) {
  const { t, language } = useT('admin');
  return (
    <Table wrapOnPhone aria-label={t('logs.title')}>
      <thead>
        <tr>
          <th scope="col">{t('logs.column.at')}</th>
          <th scope="col">{t('logs.column.who')}</th>
          <th scope="col">{t('logs.column.service')}</th>
          <th scope="col">{t('logs.column.action')}</th>
          <th scope="col">{t('logs.column.world')}</th>
          <th scope="col">{t('logs.column.result')}</th>
        </tr>
      </thead>
      <tbody>
        {entries.map((entry) => (
          <tr key={entry.id} data-testid="audit-entry">
            <td>
              <time dateTime={entry.at}>{formatLogTime(entry.at, language)}</time>
            </td>
            <td>
              {entry.userName ?? entry.userEmail ?? (entry.userId ? <Code>{entry.userId}</Code> : t('logs.system'))}
              {entry.userName && entry.userEmail ? <Secondary>{entry.userEmail}</Secondary> : null}
            </td>
            <td>{t(`logs.service.${entry.service}`, { defaultValue: entry.service })}</td>
            <td>
              <Code>{entry.action}</Code>
            </td>
            <td>{entry.worldName ?? (entry.worldId ? <Code>{entry.worldId}</Code> : t('logs.noWorld'))}</td>
            <ResultCell code={entry.resultCode} />
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
