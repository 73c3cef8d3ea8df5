import type { AuditEntry } from '@simbiz/contracts';
import Papa from 'papaparse';

/** The export's columns; stable names, so a script reading last month's file reads this month's. */
export const EXPORT_COLUMNS = ['at', 'service', 'action', 'user_email', 'user_name', 'world_id', 'world_name', 'result_code'] as const;
export const EXPORT_CONTENT_TYPE = 'text/csv; charset=utf-8';
/** Spreadsheets take a file for UTF-8 (Thai, Chinese names) only when it starts with the byte order mark. */
const BOM = '\uFEFF';

/**
 * One page of the export as CSV lines, each ended by CRLF; the first page starts with the BOM and
 * the header. A name typed as a formula (`=…`, `+…`, `@…`) is quoted with a leading `'` so a
 * spreadsheet shows it instead of running it.
 */
export function csvLines(entries: readonly AuditEntry[], first: boolean): string {
  const options = { escapeFormulae: true, newline: '\r\n' };
  const head = first ? `${BOM}${Papa.unparse([[...EXPORT_COLUMNS]], options)}\r\n` : '';
  if (entries.length === 0) return head;
  const rows = entries.map((e) => [e.at, e.service, e.action, e.userEmail, e.userName, e.worldId, e.worldName, e.resultCode]);
  return `${head}${Papa.unparse(rows, options)}\r\n`;
}
