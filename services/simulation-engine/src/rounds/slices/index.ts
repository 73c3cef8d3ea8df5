import type { DecisionAreaName } from '@simbiz/contracts';
import type { SliceFunction } from './area-slice';
import { financeSlice } from './finance';
import { productsSlice } from './products';
import { storesSlice } from './stores';
import { teamsSlice } from './teams';
import { warehouseSlice } from './warehouse';

export type { SliceFunction } from './area-slice';

/** Each decision area's slice function, by the area's name in DECISION_AREAS (one for every area). */
export const AREA_SLICES: { [A in DecisionAreaName]: SliceFunction<A> } = {
  products: productsSlice,
  warehouse: warehouseSlice,
  stores: storesSlice,
  finance: financeSlice,
  teams: teamsSlice,
};
