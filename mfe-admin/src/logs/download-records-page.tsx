import { API, AUDIT_EXPORT_DAYS, type AuditExport } from '@simbiz/contracts';
import { Muted, Row, useT } from '@simbiz/ui';
import { Loaded } from '../common/loaded';
import { PageHeader } from '../common/page-header';
import { useState } from 'react';
import { Pager } from '../common/pager';
import { useAdminAction } from '../common/use-admin-action';
import { useAdminRead } from '../common/use-admin-read';
import { ExportCard } from './export-card';
import { useExportDownload } from './export-download';
import { ActionLink, CardList } from './record-parts';
import { formatCount, formatDateTime } from '../common/format';
import { useRefreshWhile } from './use-refresh-while';

/** Exports per page of the download records. */
export const EXPORTS_PAGE_SIZE = 20;

/** Whether an export is still being made (the page keeps reading the list while one is). */
const inProgress = (item: AuditExport) => item.status === 'queued' || item.status === 'running';

/**
 * The exports of the audit log (admin.logs.downloadRecords): their progress, read again every two
 * seconds while one is queued or running; a ready one downloads through the gateway's stream
 * route; any can be removed, after a question.
 */
export function DownloadRecordsPage() {
  const { t, language } = useT('admin');
  const [page, setPage] = useState(1);
  const list = useAdminRead(API.adminLogs.exports, { page, pageSize: EXPORTS_PAGE_SIZE });
  const { run, busy } = useAdminAction();
  const download = useExportDownload();
  const running = list.data?.items.some(inProgress) ?? false;
  useRefreshWhile(running, list.data, list.reload);

  const remove = (item: AuditExport) => () => {
    if (busy) return;
    run({
      route: API.adminLogs.removeExport,
      data: { exportId: item.exportId },
      confirm: { question: t('logs.exports.confirmRemove', { at: formatDateTime(item.createdAt, language) }), confirmText: t('logs.exports.remove') },
      done: t('logs.exports.removed'),
      then: list.reload,
    });
  };

  return (
    <div>
      <PageHeader title={t('logs.exports.title')} />
      <Muted>{t('logs.exports.lead', { days: formatCount(AUDIT_EXPORT_DAYS, language) })}</Muted>
      {running ? <Muted data-testid="exports-refreshing">{t('logs.exports.refreshing')}</Muted> : null}
      <Loaded read={list}>
        {({ items, total }) =>
          items.length === 0 ? (
            <>
              <Muted data-testid="exports-empty">{t('logs.exports.empty')}</Muted>
              <Row>
                <ActionLink to="/admin/logs/list">{t('logs.exports.toLog')}</ActionLink>
              </Row>
            </>
          ) : (
            <>
              <CardList>
                {items.map((item) => (
                  <ExportCard key={item.exportId} item={item} actions={{ download: () => void download(item), remove: remove(item) }} />
                ))}
              </CardList>
              <Pager page={page} total={total} pageSize={EXPORTS_PAGE_SIZE} go={setPage} />
            </>
          )
        }
      </Loaded>
    </div>
  );
}
