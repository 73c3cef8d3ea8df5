import type { SliceFunction } from './area-slice';

/** The company's status after the round (bankrupt companies stop deciding). */
export const teamsSlice: SliceFunction<'teams'> = (r) => ({ status: r.status });
