import { parseNumber } from '@simbiz/ui';
import { KPI_ORDER, type Kpi, type KpiValues } from './kpis';

/** The weights form's fields: each weight in whole percents, as text. */
export type WeightsText = Record<Kpi, string>;

export function weightsText(percents: KpiValues): WeightsText {
  return Object.fromEntries(KPI_ORDER.map((kpi) => [kpi, String(percents[kpi])])) as WeightsText;
}

/**
 * What the form holds: the sum of what reads as a number so far (shown live), and the weights to
 * send when every field is a whole number from 0 to 100 (null otherwise).
 */
export function typedWeights(text: WeightsText, language: string): { total: number; weights: KpiValues | null } {
  const values = KPI_ORDER.map((kpi) => ({ kpi, value: parseNumber(text[kpi], language) }));
  const total = values.reduce((sum, { value }) => sum + (value ?? 0), 0);
  const whole = values.every(({ value }) => value !== null && Number.isInteger(value) && value >= 0 && value <= 100);
  return { total, weights: whole ? (Object.fromEntries(values.map(({ kpi, value }) => [kpi, value])) as KpiValues) : null };
}
