import type { SliceFunction } from './area-slice';

/** The company's status after the round (bankrupt companies stop deciding) and what the engine clipped or dropped. */
export const teamsSlice: SliceFunction<'teams'> = (r) => ({ status: r.status, warnings: r.warnings });
