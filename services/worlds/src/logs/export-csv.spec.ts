import Papa from 'papaparse';
import { csvLines, EXPORT_COLUMNS } from './export-csv';

const entry = {
  id: 'teams:7',
  at: '2025-03-01T08:00:00.123456Z',
  service: 'teams',
  action: 'team.create',
  userId: '00000000-0000-4000-8000-000000000001',
  userName: 'สมชาย, "ทีม" 王',
  userEmail: 'somchai@example.org',
  worldId: null,
  worldName: null,
  resultCode: 110123,
};

describe('the export as CSV', () => {
  it('starts with the BOM and the header once, and ends every line with CRLF', () => {
    const first = csvLines([entry], true);
    const later = csvLines([entry, entry], false);
    expect(first.startsWith(`\uFEFF${EXPORT_COLUMNS.join(',')}\r\n`)).toBe(true);
    expect(later.startsWith('\uFEFF')).toBe(false);
    expect(later.split('\r\n')).toHaveLength(3);
    expect(csvLines([], true)).toBe(`\uFEFF${EXPORT_COLUMNS.join(',')}\r\n`);
    expect(csvLines([], false)).toBe('');
  });

  it('keeps commas, quotes, Thai and Chinese in a field, and empty cells for what is not there', () => {
    const parsed = Papa.parse<string[]>(csvLines([entry], true).slice(1).trimEnd()).data;
    expect(parsed).toEqual([
      [...EXPORT_COLUMNS],
      ['2025-03-01T08:00:00.123456Z', 'teams', 'team.create', 'somchai@example.org', 'สมชาย, "ทีม" 王', '', '', '110123'],
    ]);
  });

  it('keeps a name typed as a formula from running in a spreadsheet', () => {
    const parsed = Papa.parse<string[]>(csvLines([{ ...entry, userName: '=HYPERLINK("http://x")', worldName: '@SUM(A1)' }], false).trimEnd()).data;
    expect(parsed[0]?.[4]).toBe(`'=HYPERLINK("http://x")`);
    expect(parsed[0]?.[6]).toBe(`'@SUM(A1)`);
  });
});
