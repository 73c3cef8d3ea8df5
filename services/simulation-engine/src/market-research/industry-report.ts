import type { IndustryReport } from '@simbiz/contracts';

/** What the report reads of one company in a resolved round: its name, its sales rows and its models' ratings after the round. */
export interface CompanyRound {
  companyId: string;
  name: string;
  sales: readonly { segmentId: string; platformId: string; modelId: string; units: number; revenueLocal: number }[];
  ratings: Readonly<Record<string, number>>;
}

interface Tally {
  units: number;
  revenueLocal: number;
  ratingUnits: number;
}

const add = (t: Tally | undefined, units: number, revenueLocal: number, rating: number): Tally => ({
  units: (t?.units ?? 0) + units,
  revenueLocal: (t?.revenueLocal ?? 0) + revenueLocal,
  ratingUnits: (t?.ratingUnits ?? 0) + rating * units,
});

/**
 * The industry report of one resolved round: per segment and platform, each company's units, its
 * share of them, its average price and its models' rating (weighted by units). Rows follow the
 * screenplay's order of segments and platforms; companies within a row, the most units first.
 */
export function industryReportOf(
  order: { segmentIds: readonly string[]; platformIds: readonly string[] },
  rounds: readonly number[],
  round: number | null,
  companies: readonly CompanyRound[],
): IndustryReport {
  const tallies = new Map<string, Map<string, Tally>>();
  for (const company of companies) {
    for (const sale of company.sales) {
      if (sale.units <= 0) continue;
      const key = `${sale.segmentId}\u0000${sale.platformId}`;
      const row = tallies.get(key) ?? new Map<string, Tally>();
      row.set(company.companyId, add(row.get(company.companyId), sale.units, sale.revenueLocal, company.ratings[sale.modelId] ?? 3));
      tallies.set(key, row);
    }
  }
  const rows: IndustryReport['rows'] = [];
  for (const segmentId of order.segmentIds) {
    for (const platformId of order.platformIds) {
      const row = tallies.get(`${segmentId}\u0000${platformId}`);
      if (!row) continue;
      let units = 0;
      let revenueLocal = 0;
      for (const t of row.values()) {
        units += t.units;
        revenueLocal += t.revenueLocal;
      }
      rows.push({
        segmentId,
        platformId,
        units,
        averagePrice: Math.round(revenueLocal / units),
        companies: [...row]
          .map(([companyId, t]) => ({
            companyId,
            units: t.units,
            share: t.units / units,
            averagePrice: Math.round(t.revenueLocal / t.units),
            rating: Math.round((t.ratingUnits / t.units) * 100) / 100,
          }))
          .sort((a, b) => b.units - a.units || a.companyId.localeCompare(b.companyId)),
      });
    }
  }
  return { rounds: [...rounds], round, companies: companies.map(({ companyId, name }) => ({ companyId, name })), rows };
}
