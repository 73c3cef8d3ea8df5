/** A cell of an exported sheet: numbers stay numbers (a spreadsheet sums them), empty is null. */
export type ExportCell = string | number | null;

/** What an export holds: the table a page shows, its headings in the reader's language. */
export interface ExportTable {
  /** The sheet's name in the workbook. */
  sheet: string;
  headings: string[];
  rows: ExportCell[][];
}

/** Characters no file system takes in a name, and control characters. */
// eslint-disable-next-line no-control-regex
const NOT_IN_FILE_NAMES = /[\\/:*?"<>|\u0000-\u001f\u007f]+/g;

/** The file's name: its parts joined by " - ", without what file systems refuse, e.g. `Intro Class - rankings - team - round 3.xlsx`. */
export function exportFileName(parts: readonly string[], extension: 'csv' | 'xlsx'): string {
  const name = parts
    .map((part) => part.replace(NOT_IN_FILE_NAMES, ' ').replace(/\s+/g, ' ').trim())
    .filter((part) => part !== '')
    .join(' - ')
    .slice(0, 150)
    .replace(/[\s.]+$/, '');
  return `${name || 'export'}.${extension}`;
}
