import { ANALYSES_API, type CompanyAnalyses } from '@simbiz/contracts';
import { Button, toasts, useT } from '@simbiz/ui';
import { useApi, type WorldResources } from '@simbiz/web-kit';
import { saveWorkbook } from '@simbiz/web-kit/src/export/export-files';
import { exportFileName } from '@simbiz/web-kit/src/export/export-table';
import { useState } from 'react';
import { ANALYSES } from '../analyses-catalogue';
import { statements } from '../finance/statements';
import { companyWorkbook, type WorkbookPage } from './company-workbook';
import { namesOf } from './names';
import type { PageInput } from './page-content';

/** Every page the workbook has a sheet for: the statements, then each page of the catalogue in its order. */
const PAGES: WorkbookPage[] = [{ title: 'statements', perRound: false, derive: statements }, ...Object.values(ANALYSES)];

/**
 * Downloads the whole company, every round, as one Excel workbook (a sheet per analysis): reads
 * the `all` view when pressed, never with the page.
 */
export function WorkbookButton({
  worldId,
  worldName,
  resources,
  input,
}: {
  worldId: string;
  worldName: string;
  resources: WorldResources;
  input: Omit<PageInput, 'data' | 'names' | 'round'>;
}) {
  const { t, language } = useT('analyses');
  const api = useApi();
  const [busy, setBusy] = useState(false);
  const failed = () => {
    toasts.show({ text: t('export.failed'), variant: 'danger' });
    setBusy(false);
  };
  const save = (data: CompanyAnalyses) => {
    const currencies = new Map(resources.resources.markets.map((m) => [m.currency.code, m.currency.minorDigits]));
    const sheets = companyWorkbook(PAGES, { ...input, data, names: namesOf(data, resources, null, language) }, (code) => currencies.get(code) ?? 2);
    saveWorkbook(sheets, exportFileName([worldName, t('export.workbookFile')], 'xlsx')).then(() => setBusy(false), failed);
  };
  return (
    <Button
      size="sm"
      variant="secondary"
      outline
      disabled={busy}
      onClick={() => {
        setBusy(true);
        void api.call({ route: ANALYSES_API.read, data: { worldId, view: 'all' }, success: save, error: () => setBusy(false) });
      }}
    >
      {t('export.workbook')}
    </Button>
  );
}
