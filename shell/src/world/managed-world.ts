import type { ExternalStore, LoadedWorld, ReviewedCompany } from '@simbiz/web-kit';
import type { Session } from './reviewed-company';

function readReviewed(key: string, session: Session): ReviewedCompany | null {
  try {
    const { companyId, name } = (JSON.parse(session.getItem(key) ?? 'null') ?? {}) as Partial<ReviewedCompany>;
    return typeof companyId === 'string' && typeof name === 'string' ? { companyId, name } : null;
  } catch {
    return null;
  }
}

/**
 * A manager's world (issue 18): `world` with the company they review, kept under `key` in the
 * tab's session, so the choice survives a reload and the world's background refreshes but not the
 * tab. Loaded only for managers (the world frame imports it when their world's details come in),
 * so it adds nothing to anyone's first page.
 */
export function managedWorld(store: ExternalStore<LoadedWorld | null>, world: LoadedWorld, key: string, session: Session = sessionStorage): LoadedWorld {
  const reviewCompany = (company: ReviewedCompany | null) => {
    try {
      if (company) session.setItem(key, JSON.stringify(company));
      else session.removeItem(key);
    } catch {
      // storage refused (private mode): the choice lasts until the page is left
    }
    const current = store.get();
    if (current?.worldId === world.worldId) store.set({ ...current, reviewedCompany: company });
  };
  return { ...world, reviewedCompany: readReviewed(key, session), reviewCompany };
}
