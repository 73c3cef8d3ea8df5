import { Button, Row, toasts, useT } from '@simbiz/ui';
import { useState } from 'react';
import { saveCsv, saveXlsx } from './export-files';
import { exportFileName, type ExportTable } from './export-table';

/**
 * Download what the table shows as CSV or as an Excel workbook. The table is made when a button
 * is pressed; the library that writes the file is loaded only then.
 */
export function ExportButtons({ table, fileParts }: { table: () => ExportTable; fileParts: readonly string[] }) {
  const { t } = useT('achievements');
  const [busy, setBusy] = useState(false);
  const save = (kind: 'csv' | 'xlsx') => () => {
    setBusy(true);
    const write = kind === 'csv' ? saveCsv : saveXlsx;
    write(table(), exportFileName(fileParts, kind))
      .catch(() => toasts.show({ text: t('export.failed'), variant: 'danger' }))
      .finally(() => setBusy(false));
  };
  return (
    <Row role="group" aria-label={t('export.label')} style={{ margin: '0.75rem 0' }}>
      <Button size="sm" variant="secondary" outline disabled={busy} onClick={save('csv')}>
        {t('export.csv')}
      </Button>
      <Button size="sm" variant="secondary" outline disabled={busy} onClick={save('xlsx')}>
        {t('export.xlsx')}
      </Button>
    </Row>
  );
}
