import type { AnalysisRound } from '@simbiz/contracts';
import { type Cell, type ChartSpec, type Derive, type DerivedTable, type PageInput, roundOf } from '../common/page-content';
import { perUnit, total } from './warehouse-rows';

type Delivery = NonNullable<AnalysisRound['result']['deliveries']>[number];

/** The round's deliveries to shoppers: a row per warehouse and service, most units first. */
function deliveryTable({ names, t }: PageInput, round: number, rows: readonly Delivery[]): DerivedTable {
  const units = total(rows, (d) => d.units);
  const cost = total(rows, (d) => d.cost);
  return {
    id: 'deliveries',
    title: t('warehouse.deliveries.title', { round }),
    columns: [
      { label: t('warehouse.warehouse'), kind: 'text' },
      { label: t('warehouse.deliveries.service'), kind: 'text' },
      { label: t('warehouse.deliveries.units'), kind: 'count' },
      { label: t('warehouse.deliveries.cost'), kind: 'money' },
      { label: t('warehouse.deliveries.costPerUnit'), kind: 'money' },
      { label: t('warehouse.deliveries.days'), kind: 'days' },
    ],
    rows: rows.map((d) => [names.warehouse(d.warehouseId), names.logistics(d.logisticsServiceId), d.units, d.cost, perUnit(d.cost, d.units), d.days]),
    // Days over all units are weighted by units: the wait an average shopper had.
    totals: [
      t('total'),
      null,
      units,
      cost,
      perUnit(cost, units),
      perUnit(
        total(rows, (d) => d.units * d.days),
        units,
      ),
    ],
  };
}

/**
 * The income statement's logistics line, explained. The engine books to it the freight of every
 * delivery to shoppers (these rows, handling included) and the freight of transfers between
 * warehouses (stage 4, not reported row by row), so what the deliveries do not account for is
 * the transfers' freight, to the minor unit.
 */
function logisticsTable({ t }: PageInput, round: AnalysisRound, rows: readonly Delivery[]): DerivedTable | null {
  const logistics = round.result.incomeStatement?.logistics;
  if (logistics === undefined) return null;
  const delivered = total(rows, (d) => d.cost);
  const lines: Cell[][] = [[t('warehouse.deliveries.toShoppers'), delivered]];
  const transferred = total(round.result.inventory ?? [], (l) => l.transferOut);
  if (transferred > 0 || logistics !== delivered) lines.push([t('warehouse.deliveries.transfers'), logistics - delivered]);
  return {
    id: 'deliveries-logistics',
    title: t('warehouse.deliveries.logisticsTitle'),
    columns: [
      { label: t('warehouse.deliveries.part'), kind: 'text' },
      { label: t('warehouse.deliveries.cost'), kind: 'money' },
    ],
    rows: lines,
    totals: [t('warehouse.deliveries.onIncomeStatement'), logistics],
  };
}

/** Units delivered by each warehouse and service, as bars. */
function unitsChart({ names, t }: PageInput, round: number, rows: readonly Delivery[]): ChartSpec {
  return {
    title: t('warehouse.deliveries.chart', { round }),
    kind: 'bar',
    unit: 'count',
    categories: rows.map((d) => `${names.warehouse(d.warehouseId)} · ${names.logistics(d.logisticsServiceId)}`),
    series: [{ name: t('warehouse.deliveries.units'), data: rows.map((d) => d.units) }],
  };
}

/**
 * Deliveries (warehouse/deliveries) of a round: units shipped to shoppers from each warehouse by
 * each logistics service, their cost, cost per unit and days on the way, with totals (days
 * weighted by units); below, deliveries and transfers adding up to the income statement's
 * logistics; and a note on how long shoppers waited, which moves the models' ratings.
 */
export const deliverySummary: Derive = (input) => {
  const { t } = input;
  const round = roundOf(input);
  const rows = [...(round?.result.deliveries ?? [])].sort(
    (a, b) => b.units - a.units || input.names.logistics(a.logisticsServiceId).localeCompare(input.names.logistics(b.logisticsServiceId)),
  );
  const deliveries = deliveryTable(input, input.round, rows);
  if (!round) return { tables: [deliveries] };
  const logistics = logisticsTable(input, round, rows);
  const units = total(rows, (d) => d.units);
  const days = perUnit(
    total(rows, (d) => d.units * d.days),
    units,
  );
  return {
    ...(rows.length > 0 ? { chart: unitsChart(input, input.round, rows) } : {}),
    tables: logistics ? [deliveries, logistics] : [deliveries],
    notes: days === null ? [] : [t('warehouse.deliveries.notes.days', { days: Math.round(days * 10) / 10 })],
  };
};
