import type { SliceFunction } from './area-slice';

/**
 * The units made of each model in each warehouse, at their unit cost; and the company's research
 * after the round: each attribute's grade and progress, what the round invested, and every
 * prototype it has (the products service keeps them; a re-run hands the same ones again).
 */
export const productsSlice: SliceFunction<'products'> = (r, company) => ({
  productions: r.productions.map(({ modelId, warehouseId, quantity, unitCost }) => ({ modelId, warehouseId, quantity, unitCost })),
  research: {
    grades: Object.fromEntries(
      Object.entries(company.techGrades).map(([attributeId, grade]) => [attributeId, { grade, progress: company.rndProgress[attributeId] ?? 0 }]),
    ),
    invested: r.rnd.map(({ attributeId, invested, setback }) => ({ attributeId, amount: invested, setback })),
    prototypes: company.prototypes.map((p) => ({ number: Number(p.id.replace(/^RD-/, '')), attributeId: p.attributeId, grade: p.grade, round: p.round })),
  },
});
