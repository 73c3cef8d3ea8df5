import type { Currency } from '@simbiz/web-kit';
import type { ExportCell, ExportTable } from '@simbiz/web-kit/src/export/export-table';
export { exportFileName, type ExportCell, type ExportTable } from '@simbiz/web-kit/src/export/export-table';
import { isMoneyKpi, KPI_ORDER } from './kpis';
import type { RankingKind, RankingRow, RoundChoice } from './rankings';
import type { PersonalScoreRow, TeamScoreRow } from './scores';

/** The texts an export needs, in the reader's language (the `achievements` namespace's `t`). */
export type ExportTexts = (key: string, params?: Record<string, unknown>) => string;

/** A round as the exports and the pages name it. */
export const roundName = (t: ExportTexts, round: RoundChoice) => (round === 'overall' ? t('overall') : t('roundN', { round }));

/** Two decimals, as the pages show scores (a score is already rounded to them). */
const twoDecimals = (value: number) => Math.round(value * 100) / 100;

function note(t: ExportTexts, row: RankingRow): string | null {
  const notes = [row.computerRun ? t('computerRun') : null, row.bankrupt ? t('bankrupt') : null].filter((n): n is string => n !== null);
  return notes.length ? notes.join(', ') : null;
}

/** A ranking as its table shows it: rank, name, what else names the row, score, movement, notes. */
export function rankingExport(t: ExportTexts, kind: RankingKind, rows: readonly RankingRow[]): ExportTable {
  return {
    sheet: t(`rankings.tabs.${kind}`),
    headings: [t('columns.rank'), t(`columns.name.${kind}`), t(`columns.detail.${kind}`), t('columns.score'), t('columns.movementPlaces'), t('columns.note')],
    rows: rows.map((row) => [row.rank, row.name, row.detail, twoDecimals(row.score), row.movement, note(t, row)]),
  };
}

/** Personal scores: one member's by round (`own`), or every member's in a round (an instructor's view). */
export function personalExport(t: ExportTexts, view: 'own' | 'members', rows: readonly PersonalScoreRow[]): ExportTable {
  const scores = (row: PersonalScoreRow): ExportCell[] => [
    row.teamScore === null ? null : twoDecimals(row.teamScore),
    row.contribution,
    twoDecimals(row.score),
    row.rank,
    row.movement,
  ];
  const tail = [t('columns.teamScore'), t('columns.contributionPercent'), t('columns.personalScore'), t('columns.rank'), t('columns.movementPlaces')];
  return view === 'own'
    ? { sheet: t('scores.tabs.personal'), headings: [t('columns.round'), ...tail], rows: rows.map((row) => [roundName(t, row.round), ...scores(row)]) }
    : {
        sheet: t('scores.tabs.personal'),
        headings: [t('columns.name.personal'), t('columns.detail.personal'), ...tail],
        rows: rows.map((row) => [row.name, row.team, ...scores(row)]),
      };
}

/**
 * A team's scores by round with what each is made of: score, rank among the teams, movement,
 * then each indicator's value (money in major units of `currency`, shares in percent) and its
 * normalised value (0–100). The overall row has no indicators.
 */
export function teamExport(t: ExportTexts, rows: readonly TeamScoreRow[], currency: Currency): ExportTable {
  const kpiHeadings = KPI_ORDER.flatMap((kpi) => [
    isMoneyKpi(kpi) ? t('columns.kpiMoney', { kpi: t(`kpis.${kpi}`), currency: currency.code }) : t('columns.kpiPercent', { kpi: t(`kpis.${kpi}`) }),
    t('columns.kpiNormalised', { kpi: t(`kpis.${kpi}`) }),
  ]);
  const value = (kpi: (typeof KPI_ORDER)[number], raw: number) => (isMoneyKpi(kpi) ? raw / 10 ** currency.minorDigits : twoDecimals(raw * 100));
  return {
    sheet: t('scores.tabs.team'),
    headings: [t('columns.round'), t('columns.score'), t('columns.teamRank'), t('columns.movementPlaces'), ...kpiHeadings],
    rows: rows.map((row) => [
      roundName(t, row.round),
      twoDecimals(row.score),
      row.rank,
      row.movement,
      ...KPI_ORDER.flatMap((kpi) => [row.kpis ? value(kpi, row.kpis[kpi]) : null, row.normalised ? twoDecimals(row.normalised[kpi]) : null]),
    ]),
  };
}
