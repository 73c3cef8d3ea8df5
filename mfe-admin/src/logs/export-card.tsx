import { AUDIT_EXPORT_FAILURES, type AuditExport } from '@simbiz/contracts';
import { Badge, Button, Card, Row, useT } from '@simbiz/ui';
import styled from 'styled-components';
import { useFilterSummary } from './export-filter-summary';
import { FactList, TitleLine } from './record-parts';
import { formatCount, formatDateTime } from '../common/format';
import { formatFileSize } from './record-format';

const STATUS_VARIANT = { queued: 'secondary', running: 'info', ready: 'success', failed: 'danger', expired: 'secondary' } as const;

const Progress = styled.progress`
  width: 100%;
  max-width: 24rem;
  height: 0.8rem;
  accent-color: ${({ theme }) => theme.variants.info.background};
`;

const Detail = styled.p`
  margin: 0.4rem 0;
  color: ${({ theme }) => (theme.scheme === 'dark' ? theme.variants.danger.background : theme.variants.danger.softText)};
`;

export interface ExportActions {
  download: () => void;
  remove: () => void;
}

/** A failed export's reason in words: the contracts' failure names are translated; anything else is shown as the server said it. */
function useFailureText(): (detail: string | null) => string {
  const { t } = useT('admin');
  return (detail) =>
    detail && (AUDIT_EXPORT_FAILURES as readonly string[]).includes(detail)
      ? t(`logs.exports.failure.${detail}`)
      : (detail ?? t('logs.exports.failure.unexpected'));
}

/**
 * One export of the log: its status (a running one's progress in rows), the filter it was made
 * with, who asked and when, its size and until when it can be downloaded; download when ready,
 * remove always.
 */
export function ExportCard({ item, actions }: { item: AuditExport; actions: ExportActions }) {
  const { t, language } = useT('admin');
  const summary = useFilterSummary();
  const failureText = useFailureText();
  const created = formatDateTime(item.createdAt, language);
  const none = t('logs.exports.notYet');
  const progress =
    item.totalRows !== null
      ? t('logs.exports.progress', { rows: formatCount(item.rows, language), total: formatCount(item.totalRows, language) })
      : t('logs.exports.progressUnknown', { rows: formatCount(item.rows, language) });
  return (
    <Card as="li" data-testid="export" data-status={item.status} aria-labelledby={`export-${item.exportId}`}>
      <TitleLine>
        <h2 id={`export-${item.exportId}`}>{t('logs.exports.heading', { at: created })}</h2>
        <Badge $variant={STATUS_VARIANT[item.status]} data-testid="export-status">
          {t(`logs.exports.status.${item.status}`)}
        </Badge>
      </TitleLine>
      {item.status === 'running' ? (
        <div data-testid="export-progress">
          <Progress
            max={Math.max(1, item.totalRows ?? 0)}
            value={item.totalRows === null ? undefined : item.rows}
            aria-label={t('logs.exports.progressLabel')}
            aria-valuetext={progress}
          />
          <div>{progress}</div>
        </div>
      ) : null}
      {item.status === 'failed' ? <Detail data-testid="export-detail">{failureText(item.detail)}</Detail> : null}
      <FactList>
        <div>
          <dt>{t('logs.exports.filter')}</dt>
          <dd data-testid="export-filter">{summary(item.filter)}</dd>
        </div>
        <div>
          <dt>{t('logs.exports.requestedBy')}</dt>
          <dd>{item.requestedByName ?? t('logs.exports.nameUnknown')}</dd>
        </div>
        <div>
          <dt>{t('logs.exports.rows')}</dt>
          <dd>{item.status === 'ready' || item.status === 'expired' ? formatCount(item.rows, language) : none}</dd>
        </div>
        <div>
          <dt>{t('logs.exports.size')}</dt>
          <dd>{item.sizeBytes !== null ? formatFileSize(item.sizeBytes, language) : none}</dd>
        </div>
        <div>
          <dt>{t('logs.exports.expires')}</dt>
          <dd>
            {item.expiresAt
              ? item.status === 'expired'
                ? t('logs.exports.expired', { at: formatDateTime(item.expiresAt, language) })
                : formatDateTime(item.expiresAt, language)
              : none}
          </dd>
        </div>
      </FactList>
      <Row>
        {item.status === 'ready' ? (
          <Button size="sm" onClick={actions.download} aria-label={t('logs.exports.downloadOf', { at: created })}>
            {t('logs.exports.download')}
          </Button>
        ) : null}
        <Button size="sm" variant="danger" outline onClick={actions.remove} aria-label={t('logs.exports.removeOf', { at: created })}>
          {t('logs.exports.remove')}
        </Button>
      </Row>
    </Card>
  );
}
