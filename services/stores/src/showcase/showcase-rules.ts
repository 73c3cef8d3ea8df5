import { ErrorCode, type Refusal } from '@simbiz/contracts';
import { currentRoundRefusal, storeOwnerRefusal } from '../stores/store-rules';

/**
 * A showcase design for a store of the company's own (130045 when there is no such store, 130041
 * when it is another company's), one of the designs of the store's platform (210049).
 */
export function showcaseChoiceRefusal(
  store: { companyId: string } | undefined,
  companyId: string,
  platformDesigns: readonly { id: string }[],
  showcaseDesignId: string,
): Refusal | null {
  if (!store) return { code: ErrorCode.storeNotOpened };
  const owner = storeOwnerRefusal(store.companyId, companyId);
  if (owner) return owner;
  return platformDesigns.some((d) => d.id === showcaseDesignId) ? null : { code: ErrorCode.showcaseDesignRequired };
}

/**
 * Taking back a showcase choice: it must be the company's own (210049 for anyone else's or none:
 * the catalogue has no "choice not found", so the showcase's own code answers, as for a design the
 * platform lacks) and made this round (130047).
 */
export function showcaseDeleteRefusal(choice: { round: number } | undefined, round: number): Refusal | null {
  if (!choice) return { code: ErrorCode.showcaseDesignRequired };
  return currentRoundRefusal(choice.round, round, ErrorCode.onlyCurrentRoundDeletable);
}
