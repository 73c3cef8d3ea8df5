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
  /** The analyses' read model: one company's results of one round, with its brands' and models' names and ratings after it. */
  company_round: {
    world_id: string;
    company_id: string;
    round: number;
    result: Json<unknown>;
    catalogue: Json<Catalogue>;
  };
  /**
   * A view of a company's analyses as it was answered, through the round it covers (the answer
   * stands while that is the company's last stored round).
   */
  analyses_answer: {
    world_id: string;
    company_id: string;
    view: string;
    through_round: number;
    /** The shape of the answer (ANSWER_FORMAT): one written by code of another shape is not sent. */
    format: string;
    /** The reply's success envelope as it is sent, gzipped (SerializedReply.stored). */
    envelope_gzip: Buffer;
  };
  /** The market's side of the analyses: each segment's benchmarks in a round. */
  market_round: {
    world_id: string;
    round: number;
    benchmarks: Json<unknown>;
  };
}

/** A company's brands and models as a round left them. */
export interface Catalogue {
  brands: { id: string; name: string }[];
  models: { id: string; name: string; brandId: string; rating: number }[];
}
