import { API, type AuditFilter } from '@simbiz/contracts';
import { Button, Muted, Row, Spinner, useI18n, useT } from '@simbiz/ui';
import { useNavigate, useSearchParams } from '@simbiz/web-kit';
import { useEffect } from 'react';
import { PageHeader } from '../common/page-header';
import { useAdminAction } from '../common/use-admin-action';
import { useAdminRead } from '../common/use-admin-read';
import { type AuditView, queryFromView, viewFromQuery } from './audit-filter';
import { AuditFilterForm } from './audit-filter-form';
import { AuditLogTable } from './audit-log-table';

/** Entries per page of the log. */
export const AUDIT_PAGE_SIZE = 50;
/** Where the exports are listed (the console's routes). */
export const DOWNLOAD_RECORDS_PATH = '/admin/logs/download-records';

/**
 * The installation's audit log (admin.logs.list): filtered and paged on the server, newest first.
 * The filter and the page (its cursor) live in the address, so a filtered view can be shared,
 * reloaded and gone back to; "Export these" asks for a CSV of the same filter and leads to the
 * download records.
 */
export function AuditLogPage() {
  const { t } = useT('admin');
  const i18n = useI18n();
  const navigate = useNavigate();
  const [query, setQuery] = useSearchParams();
  const view = viewFromQuery(query);
  const log = useAdminRead(API.adminLogs.list, { ...view.filter, ...(view.cursor ? { cursor: view.cursor } : {}), pageSize: AUDIT_PAGE_SIZE });
  const { run, busy } = useAdminAction();

  // The results' codes are explained with the catalogue's texts, which load on demand.
  useEffect(() => void i18n.loadNamespaces('errors'), [i18n]);

  const show = (next: AuditView) => setQuery(queryFromView(next));
  const exportThese = () =>
    run({
      route: API.adminLogs.createExport,
      data: view.filter,
      done: t('logs.exportQueued'),
      then: () => navigate(DOWNLOAD_RECORDS_PATH),
    });
  // A page of another filter is not shown under this one when this one could not be read.
  const page = log.failed ? null : log.data;
  const nextCursor = page?.nextCursor ?? null;

  return (
    <div>
      <PageHeader title={t('logs.title')}>
        <Button variant="secondary" onClick={exportThese} disabled={busy}>
          {t('logs.export')}
        </Button>
      </PageHeader>
      <Muted>{t('logs.lead')}</Muted>
      {/* A new form when the address changes (back, a shared link), so its fields say what is shown. */}
      <AuditFilterForm
        key={queryFromView({ filter: view.filter, cursor: null }).toString()}
        filter={view.filter}
        apply={(filter: AuditFilter) => show({ filter, cursor: null })}
      />
      {log.loading ? <Spinner label={t('logs.loading')} /> : null}
      {log.failed && !log.loading ? <Muted>{t('common.loadFailed')}</Muted> : null}
      {page && page.items.length === 0 ? <Muted data-testid="audit-empty">{t('logs.empty')}</Muted> : null}
      {page && page.items.length > 0 ? <AuditLogTable entries={page.items} /> : null}
      {page && page.items.length > 0 && nextCursor === null ? <Muted data-testid="audit-end">{t('logs.end')}</Muted> : null}
      <nav aria-label={t('logs.pagingLabel')} style={{ marginTop: '0.8rem' }}>
        <Row>
          <Button size="sm" variant="secondary" outline disabled={view.cursor === null} onClick={() => show({ filter: view.filter, cursor: null })}>
            {t('logs.newest')}
          </Button>
          <Button
            size="sm"
            variant="secondary"
            outline
            disabled={nextCursor === null || log.loading}
            onClick={() => show({ filter: view.filter, cursor: nextCursor })}
          >
            {t('logs.older')}
          </Button>
        </Row>
      </nav>
    </div>
  );
}
