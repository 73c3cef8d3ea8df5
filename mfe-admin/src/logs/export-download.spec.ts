import { exportFileName, exportFileUrl } from './export-download';

describe('an export’s file', () => {
  it('is fetched from the gateway’s stream route', () => {
    expect(exportFileUrl('0e5b7c2a-58a4-4c6b-9a53-0d7a3c0f1e11')).toBe('/api/admin/logs/exports/0e5b7c2a-58a4-4c6b-9a53-0d7a3c0f1e11/file');
  });

  it('is saved under the name the server gives, its UTF-8 form first', () => {
    const disposition = `attachment; filename="audit-log-2026-03-02.csv"; filename*=UTF-8''audit-log-%E5%AE%A1%E8%AE%A1.csv`;
    expect(exportFileName(disposition, '2026-03-02T09:00:00.000Z')).toBe('audit-log-审计.csv');
    expect(exportFileName('attachment; filename="audit-log-2026-03-02.csv"', '2026-03-02T09:00:00.000Z')).toBe('audit-log-2026-03-02.csv');
  });

  it('is named after when the export was made when the server gives no name', () => {
    expect(exportFileName(null, '2026-03-02T09:05:00.000Z')).toBe('audit-log-2026-03-02-09-05.csv');
  });
});
