import { type LoadedWorld, worldFlags } from '@simbiz/web-kit';

export type Session = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Where a manager's choice of company is kept (issue 18): per world, in the tab's session. */
export const reviewStorageKey = (worldId: string) => `simbiz.reviewedCompany.${worldId}`;

/**
 * The world as the shell loaded it, reviewing no company (issue 18). A manager's gets their
 * choice from `managedWorld` (managed-world.ts, loaded for managers only); anyone else's never
 * has one, and a choice left in the tab from a manager's visit is forgotten, so a participant
 * never sends `companyId`.
 */
export function unreviewedWorld(worldId: string, details: NonNullable<LoadedWorld['details']>, reload: () => Promise<void>, session?: Session): LoadedWorld {
  try {
    if (!worldFlags(details).canManageWorld) (session ?? sessionStorage).removeItem(reviewStorageKey(worldId));
  } catch {
    // storage refused (private mode): nothing was kept
  }
  return { worldId, details, reload, reviewedCompany: null, reviewCompany: () => undefined };
}
