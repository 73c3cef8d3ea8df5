import { useT } from '@simbiz/ui';
import { ExportButtons as Buttons } from '@simbiz/web-kit/src/export/export-buttons';
import type { ExportTable } from './export-table';

/** Download what the table shows as CSV or as an Excel workbook (the web kit's buttons, in this area's words). */
export function ExportButtons({ table, fileParts }: { table: () => ExportTable; fileParts: readonly string[] }) {
  const { t } = useT('achievements');
  const texts = { label: t('export.label'), csv: t('export.csv'), xlsx: t('export.xlsx'), failed: t('export.failed') };
  return <Buttons tables={() => [table()]} fileParts={fileParts} texts={texts} />;
}
