import { Card, Table, useT } from '@simbiz/ui';
import { Chart } from '@simbiz/web-kit/src/chart';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { AnalysesFrame } from '../common/analyses-frame';
import { BALANCE_GROUPS, CASH_LINES, INCOME_LINES, INCOME_TOTALS } from '@simbiz/web-kit/src/statement-lines';
import { balanceDifference } from '../common/statement-lines';
import type { Analyses } from '../common/use-analyses';

/** A statement as a table: one row per line, one column per resolved round. */
function StatementTable({
  a,
  lines,
  figures,
  label,
  bold = [],
}: {
  a: Analyses;
  lines: readonly string[];
  figures: (round: number) => Record<string, number>;
  label: (line: string) => string;
  bold?: readonly string[];
}) {
  const { t } = useT('analyses');
  return (
    <Table data-testid="statement-table">
      <thead>
        <tr>
          <th scope="col">{t('line')}</th>
          {a.statements.map((s) => (
            <th key={s.round} scope="col">
              {t('round', { round: s.round })}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => (
          <tr key={line} style={bold.includes(line) ? { fontWeight: 700 } : undefined}>
            <th scope="row">{label(line)}</th>
            {a.statements.map((s) => (
              <td key={s.round} data-line={line}>
                {a.money(figures(s.round)[line] ?? 0)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

const roundsOf = (a: Analyses, t: TFunction) => a.statements.map((s) => t('round', { round: s.round }));

function IncomeStatement({ a }: { a: Analyses }) {
  const { t } = useT('analyses');
  const byRound = (round: number) => a.statements.find((s) => s.round === round)?.incomeStatement ?? {};
  const categories = useMemo(() => roundsOf(a, t), [a, t]);
  const series = useMemo(
    () => [
      { name: t('income.revenue'), data: a.statements.map((s) => (s.incomeStatement['revenue'] ?? 0) / 10 ** a.currency.minorDigits) },
      { name: t('income.netProfit'), data: a.statements.map((s) => (s.incomeStatement['netProfit'] ?? 0) / 10 ** a.currency.minorDigits) },
    ],
    [a, t],
  );
  return (
    <Card>
      <h2>{t('charts.revenueAndProfit')}</h2>
      <Chart
        label={t('charts.revenueAndProfit')}
        kind="column"
        categories={categories}
        series={series}
        yTitle={t('charts.amount', { currency: a.currency.code })}
        format={a.chartMoney}
      />
      <StatementTable a={a} lines={INCOME_LINES} figures={byRound} label={(line) => t(`income.${line}`)} bold={INCOME_TOTALS} />
    </Card>
  );
}

function BalanceSheet({ a }: { a: Analyses }) {
  const { t } = useT('analyses');
  const categories = useMemo(() => roundsOf(a, t), [a, t]);
  const assets = BALANCE_GROUPS[0].lines;
  const series = useMemo(
    () => assets.map((line) => ({ name: t(`balance.${line}`), data: a.statements.map((s) => (s.balanceSheet[line] ?? 0) / 10 ** a.currency.minorDigits) })),
    [a, t, assets],
  );
  return (
    <Card>
      <h2>{t('charts.assets')}</h2>
      <Chart
        label={t('charts.assets')}
        kind="column"
        stacked
        categories={categories}
        series={series}
        yTitle={t('charts.amount', { currency: a.currency.code })}
        format={a.chartMoney}
      />
      {BALANCE_GROUPS.map((g) => (
        <section key={g.group}>
          <h3>{t(`balance.${g.group}`)}</h3>
          <StatementTable
            a={a}
            lines={[...g.lines, g.total]}
            figures={(round) => a.statements.find((s) => s.round === round)?.balanceSheet ?? {}}
            label={(line) => t(`balance.${line}`)}
            bold={[g.total]}
          />
        </section>
      ))}
      <ul data-testid="balance-check">
        {a.statements.map((s) => {
          const difference = balanceDifference(s.balanceSheet);
          return (
            <li key={s.round}>
              {t('round', { round: s.round })}: {difference === 0 ? t('balance.balanced') : t('balance.unbalanced', { difference: a.money(difference) })}
            </li>
          );
        })}
      </ul>
    </Card>
  );
}

function CashFlow({ a }: { a: Analyses }) {
  const { t } = useT('analyses');
  const categories = useMemo(() => roundsOf(a, t), [a, t]);
  const series = useMemo(
    () => [{ name: t('cash.closing'), data: a.statements.map((s) => (s.cashFlow['closing'] ?? 0) / 10 ** a.currency.minorDigits) }],
    [a, t],
  );
  return (
    <Card>
      <h2>{t('charts.closingCash')}</h2>
      <Chart
        label={t('charts.closingCash')}
        kind="line"
        categories={categories}
        series={series}
        yTitle={t('charts.amount', { currency: a.currency.code })}
        format={a.chartMoney}
      />
      <StatementTable
        a={a}
        lines={CASH_LINES}
        figures={(round) => a.statements.find((s) => s.round === round)?.cashFlow ?? {}}
        label={(line) => t(`cash.${line}`)}
        bold={['closing']}
      />
    </Card>
  );
}

export function IncomeStatementPage() {
  return <AnalysesFrame section="finance">{(a) => <IncomeStatement a={a} />}</AnalysesFrame>;
}
export function BalanceSheetPage() {
  return <AnalysesFrame section="finance">{(a) => <BalanceSheet a={a} />}</AnalysesFrame>;
}
export function CashFlowPage() {
  return <AnalysesFrame section="finance">{(a) => <CashFlow a={a} />}</AnalysesFrame>;
}
