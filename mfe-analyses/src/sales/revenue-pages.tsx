import { Card, FieldLabel, Muted, Select, Table, useT } from '@simbiz/ui';
import { Chart } from '@simbiz/web-kit/src/chart';
import { useMemo, useState } from 'react';
import { AnalysesFrame } from '../common/analyses-frame';
import { revenueShares } from '../common/statement-lines';
import type { Analyses } from '../common/use-analyses';

function RevenuesTotal({ a }: { a: Analyses }) {
  const { t } = useT('analyses');
  const categories = useMemo(() => a.statements.map((s) => t('round', { round: s.round })), [a, t]);
  const series = useMemo(
    () => [{ name: t('sales.revenue'), data: a.statements.map((s) => (s.incomeStatement['revenue'] ?? 0) / 10 ** a.currency.minorDigits) }],
    [a, t],
  );
  return (
    <Card>
      <h2>{t('charts.revenueByRound')}</h2>
      <Chart
        label={t('charts.revenueByRound')}
        kind="column"
        categories={categories}
        series={series}
        yTitle={t('charts.amount', { currency: a.currency.code })}
        format={a.chartMoney}
      />
      <Table data-testid="revenues-table">
        <thead>
          <tr>
            <th scope="col">{t('sales.roundChoice')}</th>
            <th scope="col">{t('sales.revenue')}</th>
            <th scope="col">{t('sales.units')}</th>
          </tr>
        </thead>
        <tbody>
          {a.statements.map((s) => (
            <tr key={s.round}>
              <td>{s.round}</td>
              <td>{a.money(s.incomeStatement['revenue'] ?? 0)}</td>
              <td>{s.revenueByModel.reduce((sum, m) => sum + m.units, 0)}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Card>
  );
}

function RevenuesByModel({ a }: { a: Analyses }) {
  const { t, language } = useT('analyses');
  const [round, setRound] = useState(a.statements.at(-1)?.round ?? 1);
  const rows = useMemo(() => revenueShares(a.statements.find((s) => s.round === round)?.revenueByModel ?? []), [a, round]);
  const categories = useMemo(() => rows.map((r) => a.modelNames[r.modelId] ?? r.modelId), [a, rows]);
  const series = useMemo(() => [{ name: t('sales.revenue'), data: rows.map((r) => r.revenue / 10 ** a.currency.minorDigits) }], [a, rows, t]);
  const percent = new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 1 });
  return (
    <Card>
      <FieldLabel htmlFor="revenue-round">{t('sales.roundChoice')}</FieldLabel>
      <Select id="revenue-round" value={round} onChange={(e) => setRound(Number(e.target.value))}>
        {a.statements.map((s) => (
          <option key={s.round} value={s.round}>
            {t('round', { round: s.round })}
          </option>
        ))}
      </Select>
      {rows.length === 0 ? (
        <Muted>{t('sales.none')}</Muted>
      ) : (
        <>
          <h2>{t('charts.revenueByModel', { round })}</h2>
          <Chart
            label={t('charts.revenueByModel', { round })}
            kind="bar"
            categories={categories}
            series={series}
            yTitle={t('charts.amount', { currency: a.currency.code })}
            format={a.chartMoney}
          />
          <Table data-testid="revenues-model-table">
            <thead>
              <tr>
                <th scope="col">{t('sales.model')}</th>
                <th scope="col">{t('sales.revenue')}</th>
                <th scope="col">{t('sales.units')}</th>
                <th scope="col">{t('sales.share')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.modelId}>
                  <td>{a.modelNames[r.modelId] ?? r.modelId}</td>
                  <td>{a.money(r.revenue)}</td>
                  <td>{r.units}</td>
                  <td>{percent.format(r.share)}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </>
      )}
    </Card>
  );
}

export function RevenuesTotalPage() {
  return <AnalysesFrame section="sales">{(a) => <RevenuesTotal a={a} />}</AnalysesFrame>;
}
export function RevenuesModelPage() {
  return <AnalysesFrame section="sales">{(a) => <RevenuesByModel a={a} />}</AnalysesFrame>;
}
