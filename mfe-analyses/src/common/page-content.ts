import type { AnalysisRound, CompanyAnalyses } from '@simbiz/contracts';
import type { ExportTable } from '@simbiz/web-kit/src/export/export-table';

/** An amount in minor units of a market's currency (a price on a platform abroad), where a column mixes currencies. */
export interface Money {
  minor: number;
  currency: string;
}

/** A cell of a page's table: text, a number (read by the column's kind), money in a named currency, or nothing. */
export type Cell = string | number | Money | null;

/**
 * How a column's numbers read: money in minor units of the base currency (or of `currency`),
 * counts, shares (0..1), ratings (1..5), days, or plain decimals.
 */
export type CellKind = 'text' | 'money' | 'count' | 'percent' | 'rating' | 'days' | 'decimal';

export interface Column {
  label: string;
  kind: CellKind;
  /** A money column in another currency than the base one (a market's). */
  currency?: string;
}

/** A table a page shows (and exports as a sheet): headings, rows and a totals row. */
export interface DerivedTable {
  /** A stable name for tests and the browser (`data-testid`). */
  id: string;
  title: string;
  columns: Column[];
  rows: Cell[][];
  /** The bottom line (sums that tie out to the statements). */
  totals?: Cell[];
}

/** A chart beside the tables: categories along the axis, one series per line or bar group. */
export interface ChartSpec {
  title: string;
  kind: 'line' | 'column' | 'bar' | 'area';
  categories: string[];
  /** Values as the unit says: money in minor units of the base currency, shares 0..1. */
  series: { name: string; data: (number | null)[] }[];
  unit: 'money' | 'count' | 'percent' | 'decimal';
  stacked?: boolean;
}

/** What a page shows: its chart, its tables, and notes in plain words (why the figures are what they are). */
export interface PageContent {
  chart?: ChartSpec;
  tables: DerivedTable[];
  notes?: string[];
}

/** The texts a page's derivation needs, in the reader's language (the `analyses` namespace's `t`). */
export type Texts = (key: string, params?: Record<string, unknown>) => string;

/** Names of what the results refer to by id, in the reader's language. */
export interface Names {
  brand(id: string): string;
  model(id: string): string;
  platform(id: string): string;
  segment(id: string): string;
  channel(id: string): string;
  warehouse(id: string): string;
  logistics(id: string): string;
  attribute(id: string): string;
  proposition(id: string): string;
  /** The currency code of the market a platform or segment is in (prices there are in it). */
  platformCurrency(id: string): string;
  segmentCurrency(id: string): string;
}

/** Everything a page's derivation reads: the company's rounds of one view, the names, the texts, and the round chosen (the last unless one is). */
export interface PageInput {
  data: CompanyAnalyses;
  names: Names;
  t: Texts;
  /** The base currency's code: company money is in it. */
  baseCurrency: string;
  /** The round a per-round page shows. */
  round: number;
  /** Money for a note, in the reader's language: minor units of the base currency, or of the currency named. */
  money: (minor: number, currency?: string) => string;
  /** A share (0..1) for a note, e.g. "12.5%". */
  percent: (share: number) => string;
}

/** A derivation: what a page shows, worked out from its input alone (tested as a plain function). */
export type Derive = (input: PageInput) => PageContent;

/** The round a per-round page shows, from its input. */
export function roundOf(input: Pick<PageInput, 'data' | 'round'>): AnalysisRound | undefined {
  return input.data.rounds.find((r) => r.round === input.round);
}

/** The numbers of a money amount for a sheet: major units, so a spreadsheet sums them. */
const major = (minor: number, digits: number) => Math.round(minor) / 10 ** digits;

/**
 * A table as a sheet: money as major units with its currency in the heading, shares as percent,
 * text as it reads. `digitsOf` says how many minor digits a currency has.
 */
export function tableExport(table: DerivedTable, baseCurrency: string, digitsOf: (currency: string) => number): ExportTable {
  // A money column whose cells name their own currencies (prices in each market's) keeps its heading as it is.
  const mixed = (i: number) =>
    table.rows.some((row) => {
      const v = row[i];
      return v !== null && typeof v === 'object';
    });
  const heading = (c: Column, i: number) =>
    c.kind === 'money' && !mixed(i) ? `${c.label} (${c.currency ?? baseCurrency})` : c.kind === 'percent' ? `${c.label} (%)` : c.label;
  const cell = (c: Column | undefined, value: Cell): string | number | null => {
    if (value === null || typeof value === 'string') return value;
    if (typeof value === 'object') return major(value.minor, digitsOf(value.currency));
    if (c?.kind === 'money') return major(value, digitsOf(c.currency ?? baseCurrency));
    if (c?.kind === 'percent') return Math.round(value * 10_000) / 100;
    return value;
  };
  const rows = table.totals ? [...table.rows, table.totals] : table.rows;
  return {
    sheet: table.title,
    headings: table.columns.map((c, i) => heading(c, i)),
    rows: rows.map((row) => row.map((value, i) => cell(table.columns[i], value))),
  };
}

/** Adds up a column of numbers (money cells in one currency), for a totals row. */
export function sumOf(rows: readonly Cell[][], index: number): number {
  let sum = 0;
  for (const row of rows) {
    const v = row[index];
    if (typeof v === 'number') sum += v;
    else if (v && typeof v === 'object') sum += v.minor;
  }
  return sum;
}
