/**
 * What a logistics service charges, as the engine books it (stages 4 and 7): per unit, its packed
 * weight at the cost per kg plus its packed volume at the cost per m³ (deliveries to shoppers add
 * the warehouse's handling), rounded to a whole minor unit; the bill is paid `billPaymentDays`
 * after shipping, in the round those days fall in.
 */

export interface UnitSize {
  unitWeightKg: number;
  unitVolumeM3: number;
}

export interface Tariff {
  costPerKg: number;
  costPerM3: number;
}

/** Minor units of the base currency to send `units` units of a model. */
export function freightCost(units: number, size: UnitSize, tariff: Tariff, handlingPerUnit = 0): number {
  return Math.round(Math.max(0, units) * (size.unitWeightKg * tariff.costPerKg + size.unitVolumeM3 * tariff.costPerM3 + handlingPerUnit));
}

/** The round whose close pays a bill of goods shipped in `round`. */
export function billRound(round: number, billPaymentDays: number, daysPerRound: number): number {
  return round + Math.ceil(billPaymentDays / Math.max(1, daysPerRound));
}
