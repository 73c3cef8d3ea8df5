import { Button, Row, toasts } from '@simbiz/ui';
import { useState } from 'react';
import { saveCsv, saveWorkbook } from './export-files';
import { exportFileName, type ExportTable } from './export-table';

/** The buttons' words, in the reader's language (from the area's namespace). */
export interface ExportTexts {
  label: string;
  csv: string;
  xlsx: string;
  failed: string;
}

/**
 * Download what a page shows as CSV or as an Excel workbook. The tables are made when a button
 * is pressed; the library that writes the file is loaded only then. CSV holds one table (the
 * first); a workbook holds every table, a sheet each.
 */
export function ExportButtons({ tables, fileParts, texts }: { tables: () => readonly ExportTable[]; fileParts: readonly string[]; texts: ExportTexts }) {
  const [busy, setBusy] = useState(false);
  const save = (kind: 'csv' | 'xlsx') => () => {
    setBusy(true);
    const made = tables();
    const file = exportFileName(fileParts, kind);
    const first = made[0];
    const written = kind === 'xlsx' ? saveWorkbook(made, file) : first ? saveCsv(first, file) : Promise.resolve();
    written.catch(() => toasts.show({ text: texts.failed, variant: 'danger' })).finally(() => setBusy(false));
  };
  return (
    <Row role="group" aria-label={texts.label} className="no-print" style={{ margin: '0.75rem 0' }}>
      <Button size="sm" variant="secondary" outline disabled={busy} onClick={save('csv')}>
        {texts.csv}
      </Button>
      <Button size="sm" variant="secondary" outline disabled={busy} onClick={save('xlsx')}>
        {texts.xlsx}
      </Button>
    </Row>
  );
}
