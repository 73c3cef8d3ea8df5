import { byRoundChart, byRoundTable } from '../common/by-round';
import type { Derive } from '../common/page-content';
import { byDueRound, dueTable, latestRound } from './finance-rows';

/**
 * Receivables collection (finance/receivables): what the platforms still owed when the latest
 * round closed, by platform and the round it will be collected in, and the receivables at the end
 * of every round by platform, charted. Both totals are the balance sheet's receivables: the engine
 * books each platform's sales net of commission to receivables, takes the part settled within the
 * round to cash and schedules exactly the rest (whole minor units), so the schedule adds up to the
 * receivables account to the unit.
 */
export const receivablesSchedule: Derive = ({ data, names, t, money }) => {
  const latest = latestRound(data);
  const items = (latest?.result.receivableSchedule ?? []).map((r) => ({ key: r.platformId, amount: r.amount, dueRound: r.dueRound }));
  const due = dueTable(
    {
      id: 'receivables-due',
      title: t('fin.receivables.dueTitle', { round: latest?.round ?? 0 }),
      keyHeading: t('fin.receivables.platform'),
      dueHeading: t('fin.receivables.dueRound'),
      amountHeading: t('fin.receivables.amount'),
      name: names.platform,
      t,
    },
    items,
  );
  const history = byRoundTable({
    id: 'receivables-by-round',
    title: t('fin.receivables.byRoundTitle'),
    rowHeading: t('fin.receivables.platform'),
    rounds: data.rounds,
    items: (r) => r.result.receivableSchedule ?? [],
    key: (r) => r.platformId,
    value: (r) => r.amount,
    name: names.platform,
    t,
  });
  const notes = byDueRound(items).map((d) => t('fin.receivables.notes.due', { amount: money(d.amount), round: d.dueRound }));
  return { chart: history.rows.length > 0 ? byRoundChart(history, t('fin.receivables.chart')) : undefined, tables: [due, history], notes };
};
