import { byRoundChart, byRoundTable } from '../common/by-round';
import type { Derive } from '../common/page-content';
import { byDueRound, dueTable, latestRound } from './finance-rows';

/**
 * Logistics bills (finance/logistics-bills): the carriers' bills still unpaid when the latest
 * round closed, by service and the round they will be paid in, and the unpaid bills at the end of
 * every round by service, charted. The engine's only payables are these bills (freight of
 * deliveries to shoppers and of transfers between warehouses, each booked to logistics and to
 * payables at the amount scheduled), so both totals are the balance sheet's payables to the unit.
 */
export const logisticsBillSchedule: Derive = ({ data, names, t, money }) => {
  const latest = latestRound(data);
  const items = (latest?.result.logisticsBillSchedule ?? []).map((b) => ({ key: b.logisticsServiceId, amount: b.amount, dueRound: b.dueRound }));
  const due = dueTable(
    {
      id: 'logistics-bills-due',
      title: t('fin.bills.dueTitle', { round: latest?.round ?? 0 }),
      keyHeading: t('fin.bills.service'),
      dueHeading: t('fin.bills.dueRound'),
      amountHeading: t('fin.bills.amount'),
      name: names.logistics,
      t,
    },
    items,
  );
  const history = byRoundTable({
    id: 'logistics-bills-by-round',
    title: t('fin.bills.byRoundTitle'),
    rowHeading: t('fin.bills.service'),
    rounds: data.rounds,
    items: (r) => r.result.logisticsBillSchedule ?? [],
    key: (b) => b.logisticsServiceId,
    value: (b) => b.amount,
    name: names.logistics,
    t,
  });
  const notes = byDueRound(items).map((d) => t('fin.bills.notes.due', { amount: money(d.amount), round: d.dueRound }));
  return { chart: history.rows.length > 0 ? byRoundChart(history, t('fin.bills.chart')) : undefined, tables: [due, history], notes };
};
