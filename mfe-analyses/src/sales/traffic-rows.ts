import type { AnalysisRound } from '@simbiz/contracts';

type SalesRow = NonNullable<AnalysisRound['result']['sales']>[number];
export type Source = keyof SalesRow['sessions'];

/** Where a listing's shoppers come from, in the engine's order (organic first). */
export const SOURCES = ['organic', 'auction', 'trafficPackage', 'merchantLive', 'influencer'] as const satisfies readonly Source[];

/** Every session of a sales row, over its sources. */
export const sessionsOf = (row: SalesRow) => SOURCES.reduce((sum, s) => sum + (row.sessions[s] ?? 0), 0);

/** Every order of a sales row, over its sources (each order is a unit: they add up to `units`). */
export const ordersOf = (row: SalesRow) => SOURCES.reduce((sum, s) => sum + (row.orders[s] ?? 0), 0);
