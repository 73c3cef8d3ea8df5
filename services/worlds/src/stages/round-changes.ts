import { type RoundChange, roundChangedEvent, WORLD_STATUS } from '@simbiz/contracts';
import type { Requester } from '@simbiz/service-kit';
import type { Stage, StageEvent } from './stage-machine';

/** What a stage event did, as the round's live event names it. */
export function roundChangeOf(event: StageEvent, before: number): RoundChange {
  switch (event.kind) {
    case 'due':
      return before === WORLD_STATUS.preparation ? 'started' : 'closed';
    case 'closeRound':
      return 'closed';
    case 'evaluationStarted':
      return 'evaluating';
    case 'evaluated':
      return 'evaluated';
    case 'evaluationFailed':
      return 'evaluationFailed';
    case 'retry':
      return 'retried';
    case 'rerun':
      return 'rerun';
  }
}

/**
 * Tells every open page of the world that its round life moved (after the commit, on core NATS:
 * a page that misses it reads again when its stream comes back). Never fails the change itself.
 */
export function announceRoundChange(
  events: Pick<Requester, 'publish'>,
  worldId: string,
  stage: Pick<Stage, 'status' | 'currentRound'>,
  change: RoundChange,
): void {
  try {
    events.publish(roundChangedEvent, { worldId, status: stage.status, currentRound: stage.currentRound, change });
  } catch {
    // A closed connection: the change is committed, and pages catch up on their next read.
  }
}
