import type { CompanyResult } from '@simbiz/engine';
import type { SliceFunction } from './area-slice';

/** The sales of each listing. */
export const storesSlice: SliceFunction<'stores'> = (r) => ({ sales: salesByListing(r) });

/** Units and revenue (in the platform's currency) per listing, over every segment. */
function salesByListing(r: CompanyResult): { platformId: string; modelId: string; units: number; revenue: number }[] {
  const rows = new Map<string, { platformId: string; modelId: string; units: number; revenue: number }>();
  for (const sale of r.sales) {
    if (sale.packageId) continue;
    const key = `${sale.platformId}/${sale.modelId}`;
    const row = rows.get(key) ?? { platformId: sale.platformId, modelId: sale.modelId, units: 0, revenue: 0 };
    row.units += sale.units;
    row.revenue += sale.revenueLocal;
    rows.set(key, row);
  }
  return [...rows.values()];
}
