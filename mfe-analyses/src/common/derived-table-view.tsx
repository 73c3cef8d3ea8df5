import { Table } from '@simbiz/ui';
import { type Currency, formatMoney } from '@simbiz/web-kit';
import type { Cell, Column, DerivedTable } from './page-content';

/** How a page writes its numbers, in the reader's language and the right currency. */
export interface CellFormat {
  language: string;
  baseCurrency: Currency;
  currencyOf: (code: string) => Currency;
}

/** A cell as the reader reads it. */
export function formatCell(column: Column | undefined, value: Cell, f: CellFormat): string {
  if (value === null) return '—';
  if (typeof value === 'string') return value;
  if (typeof value === 'object') return formatMoney(Math.round(value.minor), f.currencyOf(value.currency), f.language);
  switch (column?.kind) {
    case 'money':
      return formatMoney(Math.round(value), column.currency ? f.currencyOf(column.currency) : f.baseCurrency, f.language);
    case 'percent':
      return new Intl.NumberFormat(f.language, { style: 'percent', maximumFractionDigits: 1 }).format(value);
    case 'rating':
    case 'decimal':
      return new Intl.NumberFormat(f.language, { maximumFractionDigits: 2 }).format(value);
    default:
      return new Intl.NumberFormat(f.language, { maximumFractionDigits: 0 }).format(value);
  }
}

const numeric = (c: Column | undefined) => c !== undefined && c.kind !== 'text';

/** A page's table: headings, rows, and the totals row at the foot; numbers right-aligned; it scrolls sideways on a phone. */
export function DerivedTableView({ table, format }: { table: DerivedTable; format: CellFormat }) {
  const align = (i: number) => (numeric(table.columns[i]) ? ({ textAlign: 'right', whiteSpace: 'nowrap' } as const) : undefined);
  return (
    <Table data-testid={`table-${table.id}`} aria-label={table.title}>
      <thead>
        <tr>
          {table.columns.map((c, i) => (
            <th key={i} scope="col" style={align(i)}>
              {c.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {table.rows.map((row, r) => (
          <tr key={r}>
            {row.map((value, i) =>
              i === 0 ? (
                <th key={i} scope="row" style={{ fontWeight: 'normal', ...align(i) }}>
                  {formatCell(table.columns[i], value, format)}
                </th>
              ) : (
                <td key={i} style={align(i)}>
                  {formatCell(table.columns[i], value, format)}
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
      {table.totals && (
        <tfoot>
          <tr style={{ fontWeight: 700 }}>
            {table.totals.map((value, i) => (
              <td key={i} style={align(i)} data-total={i}>
                {i === 0 && typeof value === 'string' ? value : formatCell(table.columns[i], value, format)}
              </td>
            ))}
          </tr>
        </tfoot>
      )}
    </Table>
  );
}
