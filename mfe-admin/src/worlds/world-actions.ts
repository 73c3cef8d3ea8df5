import type { AdminWorld } from '@simbiz/contracts';

/** What an admin may do to a world from the list, each the route of the same name. */
export type WorldAction = 'pause' | 'resume' | 'retryRound' | 'archive' | 'restore';

const RUNNING = 2;
const PAUSED = 3;
const EVALUATING = 6;
const EVALUATION_FAILED = 7;

/**
 * The actions a world offers in its stage: pause a running one, resume a paused one, retry the
 * round whose evaluation failed (status 7 only), archive any but one being evaluated (the server
 * refuses that: 130023), restore an archived one (and nothing else: it is out of play).
 */
export function worldActions(world: Pick<AdminWorld, 'status' | 'archived'>): WorldAction[] {
  if (world.archived) return ['restore'];
  return [
    ...(world.status === RUNNING ? (['pause'] as const) : []),
    ...(world.status === PAUSED ? (['resume'] as const) : []),
    ...(world.status === EVALUATION_FAILED ? (['retryRound'] as const) : []),
    ...(world.status === EVALUATING ? [] : (['archive'] as const)),
  ];
}
