/** World stages of DOMAIN.md and their status numbers. */
export const WORLD_STATUS = {
  preparation: 1,
  running: 2,
  paused: 3,
  awaitingEvaluation: 4,
  completed: 5,
  evaluating: 6,
  evaluationFailed: 7,
} as const;
