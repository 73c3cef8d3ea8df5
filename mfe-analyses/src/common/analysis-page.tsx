import type { AnalysisView } from '@simbiz/contracts';
import { Alert, Button, Card, FieldLabel, Muted, Row, Select, Spinner, useT } from '@simbiz/ui';
import { type Currency, formatMoney, formatMoneyShort } from '@simbiz/web-kit';
import { Chart, type ChartFormat } from '@simbiz/web-kit/src/chart';
import { ExportButtons } from '@simbiz/web-kit/src/export/export-buttons';
import { type ReactNode, useMemo, useState } from 'react';
import { AnalysesHeader, type AnalysesSection } from './analyses-header';
import { type CellFormat, DerivedTableView } from './derived-table-view';
import { namesOf } from './names';
import { type ChartSpec, type Derive, type PageContent, tableExport } from './page-content';
import { useAnalysis } from './use-analysis';
import { WorkbookButton } from './workbook-button';

function chartFormat(unit: ChartSpec['unit'], currency: Currency, language: string): ChartFormat {
  const toMinor = (major: number) => Math.round(major * 10 ** currency.minorDigits);
  switch (unit) {
    case 'money':
      return { full: (v) => formatMoney(toMinor(v), currency, language), short: (v) => formatMoneyShort(toMinor(v), currency, language) };
    case 'percent': {
      const f = new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 1 });
      // An axis of small shares (conversion, 0.05% a tick) keeps its ticks apart: 0.05%, 0.1%, 0.15%.
      const axis = new Intl.NumberFormat(language, { style: 'percent', maximumSignificantDigits: 3 });
      return { full: (v) => f.format(v), short: (v) => axis.format(v) };
    }
    default: {
      const full = new Intl.NumberFormat(language, { maximumFractionDigits: 2 });
      const short = new Intl.NumberFormat(language, { notation: 'compact', maximumFractionDigits: 1 });
      return { full: (v) => full.format(v), short: (v) => short.format(v) };
    }
  }
}

function PageChart({ chart, currency, language }: { chart: ChartSpec; currency: Currency; language: string }) {
  const { t } = useT('analyses');
  const series = useMemo(
    () =>
      chart.series.map((s) => ({
        name: s.name,
        data: s.data.map((v) => (v === null ? null : chart.unit === 'money' ? v / 10 ** currency.minorDigits : v)),
      })),
    [chart, currency],
  );
  const yTitle = chart.unit === 'money' ? t('charts.amount', { currency: currency.code }) : t(`charts.unit.${chart.unit}`);
  return (
    <>
      <h2>{chart.title}</h2>
      <Chart
        label={chart.title}
        kind={chart.kind}
        categories={chart.categories}
        series={series}
        stacked={chart.stacked ?? false}
        yTitle={yTitle}
        format={chartFormat(chart.unit, currency, language)}
      />
    </>
  );
}

/**
 * An analyses page: the view it reads, and the derivation that turns the company's rounds into
 * what it shows (a chart, tables, notes). A per-round page has a round selector (the last round
 * first). Every table downloads as CSV (the first) or as a workbook (all of them); the page prints
 * as a clean report.
 */
export function AnalysisPage({
  section,
  view,
  title,
  perRound = false,
  derive,
  children,
}: {
  section: AnalysesSection;
  view: AnalysisView;
  /** Key of the page's title (its tab's label) in the analyses namespace: names the exported file. */
  title: string;
  perRound?: boolean;
  derive: Derive;
  /** Anything the page shows below its tables. */
  children?: (content: PageContent) => ReactNode;
}) {
  const { t, language } = useT('analyses');
  const state = useAnalysis(view);
  const [chosen, setChosen] = useState<number | null>(null);
  const { data, resources, environment, currency } = state;
  const last = data?.rounds.at(-1)?.round ?? 1;
  const round = chosen !== null && data?.rounds.some((r) => r.round === chosen) ? chosen : last;
  const input = useMemo(() => {
    const currencies = new Map((resources?.resources.markets ?? []).map((m) => [m.currency.code, m.currency]));
    const base = currency?.code ?? '';
    const percentFormat = new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 1 });
    return {
      money: (minor: number, code = base) => formatMoney(Math.round(minor), currencies.get(code) ?? { code, minorDigits: 2 }, language),
      percent: (share: number) => percentFormat.format(share),
    };
  }, [resources, currency, language]);
  const content = useMemo(() => {
    if (!data || !resources || !currency || data.rounds.length === 0) return null;
    const names = namesOf(data, resources, environment, language);
    return derive({ data, names, t, baseCurrency: currency.code, round, ...input });
  }, [data, resources, environment, currency, language, derive, t, round, input]);
  const format: CellFormat | null = useMemo(() => {
    if (!resources || !currency) return null;
    const currencies = new Map(resources.resources.markets.map((m) => [m.currency.code, m.currency]));
    return { language, baseCurrency: currency, currencyOf: (code) => currencies.get(code) ?? { code, minorDigits: 2 } };
  }, [resources, currency, language]);
  return (
    <div data-testid="analysis-page" data-view={view}>
      <AnalysesHeader section={section} />
      {!state.ready ? (
        <Spinner label={t('loading')} />
      ) : state.manager && state.reviewing === null ? (
        <div data-testid="analyses-note">
          <Alert variant="info">{t('manager')}</Alert>
        </div>
      ) : (
        <>
          {state.reviewing !== null && (
            <div data-testid="analyses-note">
              <Alert variant="info" compact>
                {t('reviewing', { company: state.reviewing })}
              </Alert>
            </div>
          )}
          {!content || !format || !currency ? (
            <Muted>{t('noRounds')}</Muted>
          ) : (
            <Card>
              <Row style={{ justifyContent: 'space-between', alignItems: 'flex-end', flexWrap: 'wrap' }}>
                {perRound ? (
                  <div className="no-print">
                    <FieldLabel htmlFor={`round-${view}`}>{t('roundChoice')}</FieldLabel>
                    <Select id={`round-${view}`} value={round} onChange={(e) => setChosen(Number(e.target.value))}>
                      {data?.rounds.map((r) => (
                        <option key={r.round} value={r.round}>
                          {t('round', { round: r.round })}
                        </option>
                      ))}
                    </Select>
                  </div>
                ) : (
                  <span />
                )}
                <Row className="no-print">
                  <ExportButtons
                    tables={() => content.tables.map((table) => tableExport(table, currency.code, (code) => format.currencyOf(code).minorDigits))}
                    fileParts={[state.worldName, t(title), perRound ? t('round', { round }) : '']}
                    texts={{ label: t('export.label'), csv: t('export.csv'), xlsx: t('export.xlsx'), failed: t('export.failed') }}
                  />
                  {resources && (
                    <WorkbookButton
                      worldId={state.worldId}
                      worldName={state.worldName}
                      resources={resources}
                      input={{ t, baseCurrency: currency.code, money: input.money, percent: input.percent }}
                    />
                  )}
                  <Button size="sm" variant="secondary" outline onClick={() => window.print()}>
                    {t('export.print')}
                  </Button>
                </Row>
              </Row>
              {content.notes && content.notes.length > 0 && (
                <ul data-testid="analysis-notes">
                  {content.notes.map((note, i) => (
                    <li key={i}>{note}</li>
                  ))}
                </ul>
              )}
              {content.chart && <PageChart chart={content.chart} currency={currency} language={language} />}
              {content.tables.map((table, i) => (
                // A table's totals row sits well clear of the next table's heading.
                <section key={table.id} style={i > 0 ? { marginTop: '2rem' } : undefined}>
                  {content.tables.length > 1 && <h2>{table.title}</h2>}
                  {table.rows.length === 0 ? <Muted>{t('empty')}</Muted> : <DerivedTableView table={table} format={format} />}
                </section>
              ))}
              {children?.(content)}
            </Card>
          )}
        </>
      )}
    </div>
  );
}
