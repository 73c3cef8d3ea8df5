import type { ExportTable } from './export-table';

type Papa = typeof import('papaparse');
type ExcelJs = typeof import('exceljs');

/** A CommonJS or UMD module's exports, however the bundler hands them over (as `default` or as the namespace). */
const exportsOf = <T>(loaded: unknown): T => ((loaded as { default?: T }).default ?? loaded) as T;

/** Hands the browser a file to save, as a link with `download` does. */
function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // After the click's task: some browsers read the address only then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * The table as CSV (papaparse, loaded now, not with the area). A byte order mark first, so a
 * spreadsheet opens Chinese and Thai names as UTF-8; a name that begins like a formula ("=", "+",
 * "-", "@") is escaped, so a team's name cannot run in the reader's spreadsheet.
 */
export async function saveCsv(table: ExportTable, fileName: string): Promise<void> {
  const { unparse } = exportsOf<Papa>(await import(/* webpackChunkName: "papaparse" */ 'papaparse'));
  const text = unparse({ fields: table.headings, data: table.rows.map((row) => row.map((cell) => cell ?? '')) }, { escapeFormulae: true });
  saveFile(new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' }), fileName);
}

/** A sheet's name as Excel takes it: at most 31 characters, none of `[]:*?/\`. */
const sheetName = (name: string) => name.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31) || 'Sheet1';

/**
 * Tables as an Excel workbook, one sheet each (exceljs, its browser build, loaded now: about a
 * megabyte, so never with an area): bold headings, the heading row frozen, columns as wide as
 * their longest text. Sheet names are made unique (Excel refuses two alike).
 */
export async function saveWorkbook(tables: readonly ExportTable[], fileName: string): Promise<void> {
  const { Workbook } = exportsOf<ExcelJs>(await import(/* webpackChunkName: "exceljs" */ 'exceljs'));
  const workbook = new Workbook();
  const used = new Set<string>();
  for (const table of tables) {
    let name = sheetName(table.sheet);
    for (let n = 2; used.has(name.toLowerCase()); n++) name = `${sheetName(table.sheet).slice(0, 27)} (${n})`;
    used.add(name.toLowerCase());
    const sheet = workbook.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
    sheet.addRow(table.headings).font = { bold: true };
    for (const row of table.rows) sheet.addRow(row.map((cell) => cell ?? undefined));
    sheet.columns.forEach((column, i) => {
      const widest = Math.max(...[table.headings[i] ?? '', ...table.rows.map((row) => row[i] ?? '')].map((cell) => String(cell).length));
      column.width = Math.min(Math.max(widest + 2, 8), 48);
    });
  }
  const buffer = await workbook.xlsx.writeBuffer();
  saveFile(new Blob([buffer], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }), fileName);
}

/** The table as an Excel workbook of one sheet. */
export const saveXlsx = (table: ExportTable, fileName: string): Promise<void> => saveWorkbook([table], fileName);
