export { AuditLogPage } from './audit-log-page';
export { DownloadRecordsPage } from './download-records-page';
