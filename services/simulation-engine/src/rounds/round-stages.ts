import { inSpan } from '@simbiz/service-kit';

/** The steps of resolving a round, each timed (simbiz_round_stage_duration_seconds) and traced. */
export type RoundStage = 'gather' | 'resolve' | 'analyses' | 'handOut' | 'report';

export type StageObserver = (stage: RoundStage, seconds: number) => void;

/** Runs one step of a round in a span of its own and tells `observe` how long it took, failed or not. */
export async function stage<T>(name: RoundStage, observe: StageObserver | undefined, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await inSpan(`round ${name}`, work);
  } finally {
    observe?.(name, (performance.now() - started) / 1000);
  }
}
