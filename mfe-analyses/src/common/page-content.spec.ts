import { sumOf, tableExport, type DerivedTable } from './page-content';

describe('a page’s table as a sheet', () => {
  const table: DerivedTable = {
    id: 't',
    title: 'Revenue by channel',
    columns: [
      { label: 'Platform', kind: 'text' },
      { label: 'Revenue', kind: 'money' },
      { label: 'Share', kind: 'percent' },
      { label: 'Price', kind: 'money', currency: 'THB' },
    ],
    rows: [
      ['ShopMall', 123_456, 0.4567, { minor: 99_00, currency: 'THB' }],
      ['Bazaar', 100, 0.5433, null],
    ],
    totals: ['Total', 123_556, 1, null],
  };

  it('gives money in major units with its currency in the heading (unless its cells name theirs), shares in percent, and the totals last', () => {
    const sheet = tableExport(table, 'USD', (c) => (c === 'JPY' ? 0 : 2));
    expect(sheet.headings).toEqual(['Platform', 'Revenue (USD)', 'Share (%)', 'Price']);
    expect(sheet.rows).toEqual([
      ['ShopMall', 1234.56, 45.67, 99],
      ['Bazaar', 1, 54.33, null],
      ['Total', 1235.56, 100, null],
    ]);
  });

  it('adds up a column of numbers and money, skipping text and blanks', () => {
    expect(sumOf(table.rows, 1)).toBe(123_556);
    expect(sumOf(table.rows, 3)).toBe(9_900);
    expect(sumOf(table.rows, 0)).toBe(0);
  });
});
