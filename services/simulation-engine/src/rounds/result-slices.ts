import type { financeMessages, productsMessages, storesMessages, teamsMessages, warehouseMessages } from '@simbiz/contracts';
import type { CompanyResult, RoundResults, WorldState } from '@simbiz/engine';
import type { z } from 'zod';

type SliceOf<M extends { request: z.ZodType }> = z.input<M['request']> extends { companies: Record<string, infer S> } ? S : never;

export interface ResultSlices {
  products: Record<string, SliceOf<typeof productsMessages.apply>>;
  warehouse: Record<string, SliceOf<typeof warehouseMessages.apply>>;
  stores: Record<string, SliceOf<typeof storesMessages.apply>>;
  finance: Record<string, SliceOf<typeof financeMessages.apply>>;
  teams: Record<string, SliceOf<typeof teamsMessages.apply>>;
}

/**
 * Each service's part of a resolved round, for the team companies only (bots have no pages):
 * products the units made, warehouse the stock, stores the sales per listing, finance the
 * statements and loans, teams each company's status.
 */
export function resultSlices(results: RoundResults, state: WorldState, teamCompanyIds: readonly string[]): ResultSlices {
  const slices: ResultSlices = { products: {}, warehouse: {}, stores: {}, finance: {}, teams: {} };
  for (const id of teamCompanyIds) {
    const r = results.companies.find((c) => c.companyId === id);
    const company = state.companies.find((c) => c.id === id);
    if (!r || !company) continue;
    slices.products[id] = { productions: r.productions.map(({ modelId, warehouseId, quantity, unitCost }) => ({ modelId, warehouseId, quantity, unitCost })) };
    slices.warehouse[id] = {
      inventory: r.inventory.map(({ modelId, warehouseId, opening, produced, sold, cleared, transferIn, transferOut, closing, unitCost }) => ({
        modelId,
        warehouseId,
        opening,
        produced,
        sold,
        cleared,
        transferIn,
        transferOut,
        closing,
        unitCost,
      })),
    };
    slices.stores[id] = { sales: salesByListing(r) };
    slices.finance[id] = {
      statement: { incomeStatement: r.incomeStatement, balanceSheet: r.balanceSheet, cashFlow: r.cashFlow, revenueByModel: revenueByModel(r) },
      loans: company.loans.map(({ principal, outstanding, startRound, dueRound, interestPerRound }) => ({
        principal,
        outstanding,
        startRound,
        dueRound,
        interestPerRound,
      })),
    };
    slices.teams[id] = { status: r.status };
  }
  return slices;
}

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

/** Revenue (base currency) and units per model, packages counted under each of their models' rows. */
function revenueByModel(r: CompanyResult): { modelId: string; revenue: number; units: number }[] {
  const rows = new Map<string, { modelId: string; revenue: number; units: number }>();
  for (const sale of r.sales) {
    const row = rows.get(sale.modelId) ?? { modelId: sale.modelId, revenue: 0, units: 0 };
    row.revenue += sale.revenue;
    row.units += sale.units;
    rows.set(sale.modelId, row);
  }
  return [...rows.values()].sort((a, b) => b.revenue - a.revenue);
}
