import type { AreaSlice, DecisionAreaName } from '@simbiz/contracts';
import type { CompanyResult, CompanyState } from '@simbiz/engine';

/** One area's part of a team company's resolved round, from the engine's results and state. */
export type SliceFunction<A extends DecisionAreaName> = (result: CompanyResult, company: CompanyState) => AreaSlice<A>;
