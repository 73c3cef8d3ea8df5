import type { AnalysisRound } from '@simbiz/contracts';
import { byRoundChart, byRoundTable } from '../common/by-round';
import { type Derive, type DerivedTable, type PageInput, roundOf } from '../common/page-content';
import { perUnit, total } from './warehouse-rows';

type Production = NonNullable<AnalysisRound['result']['productions']>[number];

/** The round's batches: a row per model and warehouse, largest cost first. */
function batchTable({ names, t }: PageInput, round: number, batches: readonly Production[]): DerivedTable {
  const sorted = [...batches].sort((a, b) => b.totalCost - a.totalCost || names.model(a.modelId).localeCompare(names.model(b.modelId)));
  const quantity = total(batches, (b) => b.quantity);
  const cost = total(batches, (b) => b.totalCost);
  return {
    id: 'productions',
    title: t('warehouse.productions.title', { round }),
    columns: [
      { label: t('warehouse.model'), kind: 'text' },
      { label: t('warehouse.warehouse'), kind: 'text' },
      { label: t('warehouse.productions.quantity'), kind: 'count' },
      { label: t('warehouse.productions.unitCost'), kind: 'money' },
      { label: t('warehouse.productions.totalCost'), kind: 'money' },
    ],
    // The unit cost is the learning-curve average and may hold fractions of a minor unit; the renderer rounds it.
    rows: sorted.map((b) => [names.model(b.modelId), names.warehouse(b.warehouseId), b.quantity, b.unitCost, b.totalCost]),
    // The total cost is the value production added to inventory this round, paid in cash (the
    // ledger's "produce" entries); it is not a statement line of its own. The set-up cost is
    // apart, on the income statement's production set-up line.
    totals: [t('total'), null, quantity, perUnit(cost, quantity), cost],
  };
}

/** A model's average unit cost in a round (total cost over units), if it was made then. */
function unitCostOf(round: AnalysisRound, modelId: string): number | null {
  const batches = (round.result.productions ?? []).filter((b) => b.modelId === modelId);
  return perUnit(
    total(batches, (b) => b.totalCost),
    total(batches, (b) => b.quantity),
  );
}

/** The learning curve in plain words: a model made again at a lower unit cost than the last time it was made. */
function learningNotes({ data, names, t, money, percent }: PageInput, round: AnalysisRound): string[] {
  const earlier = data.rounds.filter((r) => r.round < round.round).reverse();
  const models = [...new Set((round.result.productions ?? []).map((b) => b.modelId))];
  const notes: string[] = [];
  for (const modelId of models) {
    const now = unitCostOf(round, modelId);
    const before = earlier.find((r) => unitCostOf(r, modelId) !== null);
    const then = before ? unitCostOf(before, modelId) : null;
    if (now === null || then === null || !before || now >= then * 0.99) continue;
    notes.push(
      t('warehouse.productions.notes.learning', { model: names.model(modelId), cost: money(now), saving: percent(1 - now / then), round: before.round }),
    );
  }
  return notes;
}

/**
 * Production (warehouse/productions) of a round: what was made of each model at each warehouse,
 * units, the unit cost on the learning curve and the total cost, with totals; the units made of
 * each model in every round, charted; and notes where a model got cheaper to make than the last
 * time it was made.
 */
export const productions: Derive = (input) => {
  const { data, t } = input;
  const round = roundOf(input);
  const history = byRoundTable({
    id: 'productions-by-round',
    title: t('warehouse.productions.byRoundTitle'),
    rowHeading: t('warehouse.model'),
    rounds: data.rounds,
    items: (r) => r.result.productions ?? [],
    key: (b) => b.modelId,
    value: (b) => b.quantity,
    name: input.names.model,
    kind: 'count',
    t,
  });
  const batches = batchTable(input, input.round, round?.result.productions ?? []);
  if (!round) return { tables: [batches] };
  return {
    ...(history.rows.length > 0 ? { chart: byRoundChart(history, t('warehouse.productions.chart'), 'count') } : {}),
    tables: [batches, history],
    notes: learningNotes(input, round),
  };
};
