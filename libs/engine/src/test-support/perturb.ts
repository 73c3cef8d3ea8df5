import fc from 'fast-check';
import type { CompanyDecisions } from '../decisions/decisions.schema';

/** Random changes to a bot's decisions: prices, quantities, spending, plus some nonsense to clip. */
export interface Perturbation {
  priceFactor: number;
  productionFactor: number;
  clearShare: number;
  moveShare: number;
  loan: number;
  adFactor: number;
  junk: boolean;
}

export const perturbationArb: fc.Arbitrary<Perturbation> = fc.record({
  priceFactor: fc.double({ min: 0.3, max: 3, noNaN: true }),
  productionFactor: fc.double({ min: 0, max: 4, noNaN: true }),
  clearShare: fc.double({ min: 0, max: 1, noNaN: true }),
  moveShare: fc.double({ min: 0, max: 1, noNaN: true }),
  loan: fc.integer({ min: 0, max: 40_000_000 }),
  adFactor: fc.double({ min: 0, max: 5, noNaN: true }),
  junk: fc.boolean(),
});

export function perturb(d: CompanyDecisions, p: Perturbation, stock: { modelId: string; warehouseId: string; units: number }[]): CompanyDecisions {
  return {
    ...d,
    listings: d.listings.map((l) => ({ ...l, price: Math.max(1, Math.round(l.price * p.priceFactor)) })),
    production: d.production.map((x) => ({ ...x, quantity: Math.max(1, Math.round(x.quantity * p.productionFactor)) })),
    adBids: d.adBids.map((b) => ({ ...b, dailyBudget: Math.round(b.dailyBudget * p.adFactor) })),
    companyPromotions: d.companyPromotions.map((x) => ({ ...x, budget: Math.max(1, Math.round(x.budget * p.adFactor)) })),
    clearance: stock
      .filter((s) => s.units > 1)
      .map((s) => ({ modelId: s.modelId, warehouseId: s.warehouseId, quantity: Math.max(1, Math.floor(s.units * p.clearShare)) })),
    reallocation: stock
      .filter((s) => s.warehouseId === 'central' && s.units > 1)
      .map((s) => ({ modelId: s.modelId, fromWarehouseId: 'central', logisticsServiceId: 'trunk', quantity: Math.max(1, Math.floor(s.units * p.moveShare)) })),
    storages: [...d.storages, { warehouseId: 'city', capacityM3: 300 }],
    loans: p.loan > 0 ? [{ amount: p.loan }] : [],
    ...(p.junk
      ? {
          models: [
            ...d.models,
            {
              id: 'bad',
              brandId: 'nobody',
              name: 'Bad',
              attributes: [
                { attributeId: 'wheels', grade: 9 },
                { attributeId: 'frame', grade: 1 },
              ],
              valuePropositionIds: ['eco'],
              personaIds: [],
            },
          ],
          repayments: [{ loanId: 'nope', amount: 5 }],
          trafficPackages: [{ platformId: 'shopmall', trafficPackageId: 'boost-s', modelId: 'ghost' }],
        }
      : {}),
  };
}
