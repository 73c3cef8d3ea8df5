import { type CompanyDecisions, type CompanyDecisionsInput, companyDecisionsSchema } from '../decisions/decisions.schema';

/** Decisions from a partial input, with every other area empty. */
export const decide = (input: CompanyDecisionsInput = {}): CompanyDecisions => companyDecisionsSchema.parse(input);

/** A brand, one students' model at starting grades, a store on ShopMall and a listing at `price`. */
export function launch(price = 4_500, quantity = 5_000, extra: CompanyDecisionsInput = {}): CompanyDecisions {
  return decide({
    brands: [{ id: 'b', name: 'Brand' }],
    models: [
      {
        id: 'm',
        brandId: 'b',
        name: 'Model',
        attributes: [
          { attributeId: 'sleeve', grade: 2 },
          { attributeId: 'capacity', grade: 3 },
        ],
        valuePropositionIds: ['value'],
      },
    ],
    stores: [{ platformId: 'shopmall' }],
    listings: [{ platformId: 'shopmall', modelId: 'm', price }],
    production: [{ modelId: 'm', quantity, warehouseId: 'central' }],
    ...extra,
  });
}
