import type { ColumnType } from 'kysely';

type Json<T> = ColumnType<T, string, string>;

/** One resolved round of a world: what went in (state before, decisions) and what came out. */
export interface EngineTables {
  resolution: {
    world_id: string;
    round: number;
    seed: string;
    /** The world after the round (state[k]). */
    state: Json<unknown>;
    results: Json<unknown>;
    /** Every company's decisions as the engine took them, bots' included. */
    decisions: Json<unknown>;
    /** Time spent in resolveRound itself (the rest of a resolution is gathering and handing out). */
    engine_ms: number;
    resolved_at: ColumnType<Date, never, never>;
  };
}
