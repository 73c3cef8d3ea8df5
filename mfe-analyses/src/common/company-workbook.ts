import type { ExportTable } from '@simbiz/web-kit/src/export/export-table';
import { type Derive, type PageInput, tableExport } from './page-content';

/** A page of the workbook: its title (a key of the analyses namespace), whether it shows a round at a time, and its derivation. */
export interface WorkbookPage {
  title: string;
  perRound: boolean;
  derive: Derive;
}

/**
 * The whole company, every round, as sheets: one per table of each page (a page of one round at a
 * time gets every round's rows, each marked with its round). Worked out from the `all` view, which
 * holds every part each page reads.
 */
export function companyWorkbook(pages: readonly WorkbookPage[], input: Omit<PageInput, 'round'>, digitsOf: (currency: string) => number): ExportTable[] {
  const { t, data, baseCurrency } = input;
  const sheets: ExportTable[] = [];
  for (const page of pages) {
    const rounds = page.perRound ? data.rounds.map((r) => r.round) : [data.rounds.at(-1)?.round ?? 1];
    const byTable = new Map<string, ExportTable>();
    for (const round of rounds) {
      for (const table of page.derive({ ...input, round }).tables) {
        const sheet = tableExport(table, baseCurrency, digitsOf);
        const title = table.title === t(page.title) ? table.title : `${t(page.title)} - ${table.title}`;
        const entry = byTable.get(table.id) ?? { sheet: title, headings: page.perRound ? [t('roundChoice'), ...sheet.headings] : sheet.headings, rows: [] };
        entry.rows.push(...(page.perRound ? sheet.rows.map((row) => [round, ...row]) : sheet.rows));
        byTable.set(table.id, entry);
      }
    }
    sheets.push(...byTable.values());
  }
  return sheets;
}
